// `react` and `react-dom` in the search island's bundles, the browser's and the server's (scripts/build-islands.mjs,
// ADR 118): Preact's compatibility layer, and what it lacks of React 19.2 that Mantine imports. Plain JavaScript:
// Preact's types describe this module as one `export =`, which TypeScript will not re-export piece by piece.
import { createElement, Fragment } from "preact/compat";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React 19.2's `<Activity>`, which Mantine's `Collapse` and `Transition` render around content kept mounted while
 * hidden (`keepMounted`). The island keeps nothing mounted that way; hidden content is simply not rendered here.
 */
export function Activity({ mode, children }) {
  return mode === "hidden" ? null : createElement(Fragment, null, children);
}
