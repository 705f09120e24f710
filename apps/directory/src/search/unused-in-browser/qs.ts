// Stands in for `qs` in the search island's bundle only (scripts/build-islands.mjs, ADR 111, 116). InstantSearch's
// history router imports it for its default addresses; the search page writes and reads its own (`createURL` and
// `parseURL` in search-screen.tsx, through routing.ts), so it is never called. The real module and its
// dependencies are 15 kB.

function unused(name: string): never {
  throw new Error(`qs.${name}() is left out of the browser's bundle: the search page's addresses are its own (ADR 111)`);
}

export default {
  stringify: (): never => unused("stringify"),
  parse: (): never => unused("parse"),
};
