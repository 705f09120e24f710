// `react` in the search island's server renderer (scripts/build-islands.mjs, ADR 118): the browser's stand-in, with
// React 19's `use` answering a context through `useContext`. Preact's `use` reads the context from where Preact's
// own rendering keeps it, which its server renderer (preact-render-to-string) does not fill; Mantine reads its theme
// with `use(context)`.
import { useContext, use as usePromise } from "preact/compat";

export * from "./react-on-preact.js";
export { default } from "./react-on-preact.js";

export function use(usable) {
  return typeof usable?.then === "function" ? usePromise(usable) : useContext(usable);
}
