import { uiStateConnector } from "./ui-state-connector.ts";

/**
 * "Near me" as an InstantSearch widget: the visitor's position ("lat,lng") lives in the index's UI state
 * (`near`), so the URL, back and forward carry it like any refinement, and it sets `aroundLatLng` with the
 * distances asked back.
 */
export const connectNear = uiStateConnector({
  type: "alentour.near",
  key: "near",
  read: (parameters) => parameters.aroundLatLng,
  write: (parameters, position: string | undefined) =>
    parameters.setQueryParameter("aroundLatLng", position).setQueryParameter("getRankingInfo", position ? true : undefined),
});
