import type { Connector, Widget } from "instantsearch.js";

/** The search parameters a widget reads and writes (the helper's `SearchParameters`). */
export type SearchParameters = Parameters<NonNullable<Widget["getWidgetSearchParameters"]>>[0];

export type UiStateRenderState<Value> = {
  /** The refinement as the widget holds it, undefined when none. */
  value: Value | undefined;
  refine: (value: Value | undefined) => void;
};

type UiStateDescription<Type extends string, Key extends string, Value> = {
  $$type: Type;
  renderState: UiStateRenderState<Value>;
  indexRenderState: { [K in Key]: UiStateRenderState<Value> };
  indexUiState: { [K in Key]: Value };
};

/**
 * A refinement of our own as an InstantSearch widget: its value lives in the index's UI state under `key`, so
 * the URL, back and forward carry it like any built-in refinement. `read` finds the value in the search
 * parameters (they are the widget's memory across renders) and `write` sets the parameters it stands for;
 * both must agree, and `write(parameters, undefined)` removes the refinement.
 */
export function uiStateConnector<Type extends string, Key extends string, Value>(options: {
  type: Type;
  key: Key;
  read: (parameters: SearchParameters) => Value | undefined;
  write: (parameters: SearchParameters, value: Value | undefined) => SearchParameters;
}): Connector<UiStateDescription<Type, Key, Value>, Record<string, never>> {
  const { type, key, read, write } = options;
  // InstantSearch's types cannot follow a key chosen by the caller through the widget's lifecycle, so the
  // lifecycle below is typed with the parts it uses and the connector's public type is asserted once.
  type Helper = {
    state: SearchParameters;
    setState: (state: SearchParameters) => Helper;
    setPage: (page: number) => Helper;
    search: () => void;
  };
  type LifecycleOptions = { helper: Helper; state: SearchParameters; instantSearchInstance: unknown };
  type UiState = Record<string, unknown>;
  type RenderFn = (
    state: UiStateRenderState<Value> & { widgetParams: unknown; instantSearchInstance: unknown },
    first: boolean,
  ) => void;
  const connector =
    (renderFn: RenderFn, unmountFn: () => void = () => {}) =>
    (widgetParams: Record<string, never>) => {
      const refineWith = new WeakMap<Helper, UiStateRenderState<Value>["refine"]>();
      const widgetRenderState = ({ helper, state }: LifecycleOptions) => {
        let refine = refineWith.get(helper);
        if (!refine) {
          refine = (value) => {
            helper.setState(write(helper.state, value)).setPage(0).search();
          };
          refineWith.set(helper, refine);
        }
        return { value: read(state), refine, widgetParams };
      };
      return {
        $$type: type,
        init: (init: LifecycleOptions) =>
          renderFn({ ...widgetRenderState(init), instantSearchInstance: init.instantSearchInstance }, true),
        render: (render: LifecycleOptions) =>
          renderFn({ ...widgetRenderState(render), instantSearchInstance: render.instantSearchInstance }, false),
        dispose: ({ state }: { state: SearchParameters }) => {
          unmountFn();
          return write(state, undefined);
        },
        getRenderState: (renderState: object, options: LifecycleOptions) => ({
          ...renderState,
          [key]: widgetRenderState(options),
        }),
        getWidgetRenderState: widgetRenderState,
        getWidgetUiState: (uiState: UiState, { searchParameters }: { searchParameters: SearchParameters }) => {
          const { [key]: _previous, ...rest } = uiState;
          const value = read(searchParameters);
          return value === undefined ? rest : { ...rest, [key]: value };
        },
        getWidgetSearchParameters: (searchParameters: SearchParameters, { uiState }: { uiState: UiState }) =>
          write(searchParameters, uiState[key] as Value | undefined),
      };
    };
  return connector as unknown as Connector<UiStateDescription<Type, Key, Value>, Record<string, never>>;
}
