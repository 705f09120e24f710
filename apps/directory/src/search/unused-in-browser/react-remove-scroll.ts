// Stands in for `react-remove-scroll` in the islands' bundles only (scripts/build-islands.mjs, ADR 117). Mantine
// imports it for its modals, drawers and app shell, none of which the search island renders; its module that
// registers the scroll lock runs on import whatever is used, so the bundler cannot leave it out by itself. The real
// package and its dependencies are 12 kB.

/** Mantine's modals render this; the search island has none, and one added would fail here at once. */
function RemoveScroll(): never {
  throw new Error("react-remove-scroll is left out of the islands' bundles: no island renders a modal or a drawer (ADR 117)");
}
RemoveScroll.classNames = { fullWidth: "width-before-scroll-bar", zeroRight: "right-scroll-bar-position" };

export { RemoveScroll };
