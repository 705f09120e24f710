import { afterEach, describe, expect, it, vi } from "vitest";
import { directoryPathExists, forgetExistence } from "./existence.ts";

/** An api that knows the given activity slugs; counts the questions it is asked. */
function apiKnowing(slugs: Set<string>) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: URL) => {
      asked.push(url.pathname);
      const slug = decodeURIComponent(url.pathname.split("/").pop() ?? "");
      return new Response(null, { status: slugs.has(slug) ? 200 : 404 });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetExistence();
});

describe("directoryPathExists", () => {
  it("asks the api once a minute per activity, not on every view", async () => {
    const asked = apiKnowing(new Set(["musee-des-confluences"]));
    expect(await directoryPathExists("/activity/musee-des-confluences")).toBe(true);
    expect(await directoryPathExists("/activity/musee-des-confluences")).toBe(true);
    expect(await directoryPathExists("/activity/atelier-disparu")).toBe(false);
    expect(asked).toEqual(["/api/activities/musee-des-confluences", "/api/activities/atelier-disparu"]);
  });

  it("forgets a 'no' when the api purges the pages, so an activity published again shows at once", async () => {
    const published = new Set<string>();
    apiKnowing(published);
    expect(await directoryPathExists("/activity/atelier-de-marqueterie")).toBe(false);
    published.add("atelier-de-marqueterie");
    expect(await directoryPathExists("/activity/atelier-de-marqueterie")).toBe(false);
    forgetExistence();
    expect(await directoryPathExists("/activity/atelier-de-marqueterie")).toBe(true);
  });

  it("does not keep an answer asked before a purge and given after it", async () => {
    const published = new Set<string>();
    let answer: () => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: URL) => {
        const slug = decodeURIComponent(url.pathname.split("/").pop() ?? "");
        const known = published.has(slug);
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return new Response(null, { status: known ? 200 : 404 });
      }),
    );
    const first = directoryPathExists("/place/villeurbanne");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    published.add("villeurbanne");
    forgetExistence();
    answer();
    expect(await first).toBe(false);
    const again = directoryPathExists("/place/villeurbanne");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer();
    expect(await again).toBe(true);
  });

  it("takes an api that does not answer for a yes: no page becomes a 404 because the api is down", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    expect(await directoryPathExists("/activity/musee-des-confluences")).toBe(true);
  });
});
