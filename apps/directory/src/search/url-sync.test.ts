import historyRouter from "instantsearch.js/es/lib/routers/history.js";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createUrlSync } from "./url-sync.ts";

/** A browser's history, enough of it: entries with an address, and popstate listeners. */
function fakeWindow(start: string) {
  const entries = [start];
  let index = 0;
  const listeners = new Map<string, Set<() => void>>();
  const of = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type) ?? new Set();
  return {
    location: {
      get href() {
        return entries[index] ?? "";
      },
    },
    history: {
      get length() {
        return entries.length;
      },
      pushState(_state: unknown, _title: string, url: string) {
        entries.splice(index + 1, entries.length, url);
        index = entries.length - 1;
      },
      replaceState(_state: unknown, _title: string, url: string) {
        entries[index] = url;
      },
    },
    addEventListener: (type: string, listener: () => void) => of(type).add(listener),
    removeEventListener: (type: string, listener: () => void) => of(type).delete(listener),
    back() {
      index -= 1;
      for (const listener of of("popstate")) listener();
    },
    /** The visitor ticks a box: the events reach the window first (capture). */
    tick() {
      for (const type of ["click", "input", "change"]) for (const listener of of(type)) listener();
    },
  };
}

const base = "http://localhost:3000/search";
let browser: ReturnType<typeof fakeWindow>;

beforeEach(() => {
  browser = fakeWindow(base);
  vi.stubGlobal("window", browser);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function started() {
  const sync = createUrlSync();
  const onUpdate = vi.fn();
  const followed = vi.fn();
  sync.router.start.call(undefined, onUpdate);
  sync.onFollow(followed);
  return { sync, onUpdate, followed };
}

describe("the search page's URL and its state", () => {
  test("back is followed at once, through popstate", () => {
    const { sync, followed } = started();
    sync.router.push.call({}, `${base}?q=parc`);
    sync.router.push.call({}, base);
    browser.back();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(browser.location.href).toBe(`${base}?q=parc`);
  });

  test("once the page is left, the router writes nothing", () => {
    const { sync } = started();
    sync.router.push.call({ isDisposed: true }, `${base}?q=parc`);
    expect(browser.location.href).toBe(base);
  });

  describe("with InstantSearch's history router", () => {
    type Route = { q?: string };
    function routed() {
      vi.useFakeTimers();
      const sync = createUrlSync();
      const router = historyRouter<Route>({
        ...sync.router,
        createURL: ({ routeState }) => (routeState.q ? `${base}?q=${routeState.q}` : base),
        parseURL: ({ location }) => {
          const q = new URL(location.href).searchParams.get("q");
          return q ? { q } : {};
        },
      });
      const popped = vi.fn<(route: Route) => void>();
      router.onUpdate(popped);
      // As InstantSearch's routing does: each state is written, and waits 400 ms before it is pushed.
      const write = (route: Route) => router.write(route);
      // Two searches in the history, the second one shown.
      write({ q: "parc" });
      vi.advanceTimersByTime(400);
      write({ q: "parcs" });
      vi.advanceTimersByTime(400);
      return { popped, write };
    }

    test("back, then a filter at once: the popped state is not pushed again, the visitor's change is", () => {
      const { popped, write } = routed();
      expect(browser.location.href).toBe(`${base}?q=parcs`);
      browser.back();
      expect(popped).toHaveBeenLastCalledWith({ q: "parc" });
      // The popped state's own write, then the visitor's, 100 ms later.
      write({ q: "parc" });
      vi.advanceTimersByTime(100);
      write({ q: "musee" });
      vi.advanceTimersByTime(400);
      expect(browser.location.href).toBe(`${base}?q=musee`);
      // Back leads to the popped state, once.
      browser.back();
      expect(browser.location.href).toBe(`${base}?q=parc`);
    });

    test("back with no write of its own, then a box ticked: the visitor's change is written", () => {
      const { popped, write } = routed();
      browser.back();
      expect(popped).toHaveBeenLastCalledWith({ q: "parc" });
      // No write of the pop's own (InstantSearch's routing skips a state equal to the last one it wrote, or the pop
      // and the change arrive as one write): the first write after the pop is the visitor's.
      browser.tick();
      write({ q: "musee" });
      vi.advanceTimersByTime(400);
      expect(browser.location.href).toBe(`${base}?q=musee`);
      browser.back();
      expect(browser.location.href).toBe(`${base}?q=parc`);
    });

    test("back alone pushes nothing: the popped state's own write is left out", () => {
      const { write } = routed();
      browser.back();
      const length = browser.history.length;
      // A state that reads differently from the popped address (as a dropped parameter would) is not pushed.
      write({});
      vi.advanceTimersByTime(400);
      expect(browser.history.length).toBe(length);
      expect(browser.location.href).toBe(`${base}?q=parc`);
      // The next change after it is written.
      write({ q: "musee" });
      vi.advanceTimersByTime(400);
      expect(browser.location.href).toBe(`${base}?q=musee`);
    });
  });
});
