// Imported first by server.ts, before Next is loaded (ADR 119): Next's Pages Router asks Node for
// `react-dom/server.edge`, and Node's module hooks answer with pages-renderer.ts instead, which renders each page
// in one string with React's Node build. The App Router does not use this request; nothing else changes.
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

/** The request Next's Pages Router runtime makes for React's server renderer. */
export const PAGES_RENDERER_REQUEST = "react-dom/server.edge";

const renderer = new URL("./pages-renderer.ts", import.meta.url);

registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === PAGES_RENDERER_REQUEST && context.parentURL !== renderer.href
      ? nextResolve(fileURLToPath(renderer), context)
      : nextResolve(specifier, context),
});
