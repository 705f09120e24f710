import type { Connector } from "instantsearch.js";

export type NearRenderState = {
  /** "lat,lng" of the visitor's position when the results are ranked around it. */
  position: string | undefined;
  refine: (position: string | undefined) => void;
};

type NearDescription = {
  $$type: "alentour.near";
  renderState: NearRenderState;
  indexRenderState: { near: NearRenderState };
  indexUiState: { near: string };
};

/**
 * "Near me" as an InstantSearch widget: the position lives in the index's UI state (`near`), so the URL,
 * back and forward carry it like any refinement, and it sets `aroundLatLng` with the distances asked back.
 */
export const connectNear: Connector<NearDescription, Record<string, never>> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    const refineWith = new WeakMap<object, NearRenderState["refine"]>();
    return {
      $$type: "alentour.near",
      init(initOptions) {
        renderFn({ ...this.getWidgetRenderState(initOptions), instantSearchInstance: initOptions.instantSearchInstance }, true);
      },
      render(renderOptions) {
        renderFn(
          { ...this.getWidgetRenderState(renderOptions), instantSearchInstance: renderOptions.instantSearchInstance },
          false,
        );
      },
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameter("aroundLatLng", undefined).setQueryParameter("getRankingInfo", undefined);
      },
      getRenderState(renderState, renderOptions) {
        return { ...renderState, near: this.getWidgetRenderState(renderOptions) };
      },
      getWidgetRenderState({ helper, state }) {
        let refine = refineWith.get(helper);
        if (!refine) {
          refine = (position) => {
            helper
              .setQueryParameter("aroundLatLng", position)
              .setQueryParameter("getRankingInfo", position ? true : undefined)
              .setPage(0)
              .search();
          };
          refineWith.set(helper, refine);
        }
        return { position: state.aroundLatLng, refine, widgetParams };
      },
      getWidgetUiState(uiState, { searchParameters }) {
        const { near: _previous, ...rest } = uiState;
        return searchParameters.aroundLatLng ? { ...rest, near: searchParameters.aroundLatLng } : rest;
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        return searchParameters
          .setQueryParameter("aroundLatLng", uiState.near)
          .setQueryParameter("getRankingInfo", uiState.near ? true : undefined);
      },
    };
  };
