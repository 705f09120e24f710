// Stands in for `import("maplibre-gl/dist/maplibre-gl.css")` in the islands' bundle (scripts/build-islands.mjs):
// the shared map hook (@alentour/ui/use-basemap-map) imports MapLibre's stylesheet as a module, which Vite and Next
// turn into a <link>; here the <link> points at the copy the build puts in public/maplibre, and the import ends
// once the stylesheet has loaded (or failed to), so the map is never drawn unstyled.
const href = "/maplibre/maplibre-gl.css";
if (!document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) {
  const stylesheet = document.createElement("link");
  stylesheet.rel = "stylesheet";
  stylesheet.href = href;
  const settled = new Promise((resolve) => {
    stylesheet.addEventListener("load", resolve, { once: true });
    stylesheet.addEventListener("error", resolve, { once: true });
  });
  document.head.append(stylesheet);
  await settled;
}
