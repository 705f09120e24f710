declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A style sheet imported for its effect (MapLibre's controls and popups), loaded with the map. */
declare module "maplibre-gl/dist/maplibre-gl.css";
