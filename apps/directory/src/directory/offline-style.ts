// Shared with the owner area's maps.
export { offlineStyle } from "@alentour/ui/offline-map-style";
