import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { createElement, lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { type RenderedPage, renderToReadableStream } from "./pages-renderer.ts";
import { PAGES_RENDERER_REQUEST } from "./pages-renderer-hook.ts";

const read = (page: RenderedPage) => new Response(page).text();

describe("the Pages Router's renderer (ADR 119)", () => {
  it("renders a page in one piece, ready at once", async () => {
    const page = await renderToReadableStream(
      createElement("main", null, createElement("h1", null, "Lyon & alentours"), createElement("p", { title: '"x"' }, 3)),
    );
    await page.allReady;
    expect(await read(page)).toBe('<main><h1>Lyon &amp; alentours</h1><p title="&quot;x&quot;">3</p></main>');
  });

  it("waits for a part that suspends instead of sending its fallback", async () => {
    const Later = lazy(
      () =>
        new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) =>
          setTimeout(() => resolve({ default: () => createElement("b", null, "loaded") }), 5),
        ),
    );
    const page = await renderToReadableStream(
      createElement(
        "div",
        null,
        createElement(Suspense, { fallback: createElement("i", null, "waiting") }, createElement(Later)),
      ),
    );
    const html = await read(page);
    expect(html).toContain("<b>loaded</b>");
    expect(html).not.toContain("waiting");
  });

  it("fails as the edge build did when the page throws outside any boundary", async () => {
    const Broken = () => {
      throw new Error("no city");
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(renderToReadableStream(createElement("div", null, createElement(Broken)))).rejects.toThrow("no city");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("is what Next's Pages Router gets when it asks for React's edge renderer", () => {
    // The request this module answers is still the one Next's Pages Router runtime makes: after an upgrade that
    // changes it, this fails rather than pages silently going back to the slower render.
    const fromNext = createRequire(createRequire(import.meta.url).resolve("next/package.json"));
    const runtime = readFileSync(fromNext.resolve("next/dist/compiled/next-server/pages-turbo.runtime.prod.js"), "utf8");
    expect(runtime).toContain(`require("${PAGES_RENDERER_REQUEST}")`);

    const hook = fileURLToPath(new URL("./pages-renderer-hook.ts", import.meta.url));
    const renderer = fileURLToPath(new URL("./pages-renderer.ts", import.meta.url));
    const script = `
      await import(${JSON.stringify(hook)});
      const { createRequire } = await import("node:module");
      const fromNext = createRequire(createRequire(${JSON.stringify(import.meta.url)}).resolve("next/package.json"));
      const asked = fromNext(${JSON.stringify(PAGES_RENDERER_REQUEST)});
      const ours = await import(${JSON.stringify(renderer)});
      console.log(asked.renderToReadableStream === ours.renderToReadableStream, typeof asked.resume);
    `;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    expect(child.stdout.trim()).toBe("true function");
  });
});
