// How the search page's URL and InstantSearch's state follow each other in the browser. InstantSearch's history
// router writes the address (after a 400 ms pause in the typing) and follows back and forward through `popstate`;
// the page has no other router. What is added here: the search box is told when the state was set from the URL,
// and a change the visitor makes just after Back is written to the address (settleBackAndForward below).

/**
 * What `start` sees of InstantSearch's history router (instantsearch.js `lib/routers/history`), which calls it as its
 * own method. `inPopState` and `writeTimer` are its private fields: `settleBackAndForward` does nothing if they are gone.
 */
type HistoryRouter = {
  inPopState?: boolean;
  writeTimer?: unknown;
  write?: (routeState: unknown) => void;
};

type Router = {
  start: (this: HistoryRouter | undefined, onUpdate: () => void) => void;
  dispose: () => void;
  push: (this: { isDisposed?: boolean }, url: string) => void;
  cleanUrlOnDispose: boolean;
};

export type UrlSync = {
  router: Router;
  /** Called when the state is set from the URL (back or forward); returns the unsubscribe. */
  onFollow: (listener: () => void) => () => void;
};

/** What the visitor does in the page (a box ticked, a letter typed, a button pressed): after Back, a change is theirs. */
const VISITOR_EVENTS = ["input", "change", "click"] as const;

export function createUrlSync(): UrlSync {
  // Whether the visitor has done something in the page since the last back or forward.
  const visitor = { actedSincePop: false };
  const listeners = new Set<() => void>();
  const followed = () => {
    for (const listener of listeners) listener();
  };
  const popped = () => {
    visitor.actedSincePop = false;
    followed();
  };
  const acted = () => {
    visitor.actedSincePop = true;
  };
  return {
    router: {
      start() {
        // The server's render starts the router too, with no window and nothing to follow.
        if (typeof window === "undefined") return;
        if (this) settleBackAndForward(this, visitor);
        window.addEventListener("popstate", popped);
        for (const type of VISITOR_EVENTS) window.addEventListener(type, acted, true);
      },
      dispose() {
        if (typeof window === "undefined") return;
        window.removeEventListener("popstate", popped);
        for (const type of VISITOR_EVENTS) window.removeEventListener(type, acted, true);
      },
      push(url) {
        // Once the page is left, the router's last write would put the search page's address over the new page's.
        if (this.isDisposed) return;
        window.history.pushState({}, "", url);
      },
      cleanUrlOnDispose: false,
    },
    onFollow(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * InstantSearch's history router writes no address while `inPopState` is set: from a back or forward until its next
 * write has waited out its delay (400 ms). That next write is meant to be the popped state's own, which is not pushed
 * again. But a filter ticked within those 400 ms replaces that write, and was dropped with it: the box was ticked,
 * the address kept the popped state, and a reload or a shared link lost the filter. And when the pop makes no write
 * of its own (InstantSearch's routing skips a state equal to the last one it wrote, and the popped state and a change
 * made at once can reach it as one write), the flag stays set for the visitor's change, which was dropped the same
 * way. So a write after a pop is the visitor's own,
 * and is written, when another write still waits or when the visitor has done something in the page since the pop.
 * A write after a pop with neither (the popped state's own, even one that reads differently from the address) is
 * not pushed, as InstantSearch has it.
 */
function settleBackAndForward(history: HistoryRouter, visitor: { actedSincePop: boolean }): void {
  const write = history.write;
  if (typeof write !== "function" || !("inPopState" in history) || !("writeTimer" in history)) return;
  history.write = function (this: HistoryRouter, routeState) {
    if (this.inPopState && (this.writeTimer !== undefined || visitor.actedSincePop)) this.inPopState = false;
    write.call(this, routeState);
  };
}
