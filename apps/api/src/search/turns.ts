/** What one call has spent so far, in milliseconds of its steps: the lighter a call, the sooner its next turn. */
export type Account = { spent: number };

/**
 * Search work in turns (ADR 053): each step (one query of a call, or a slice of its answer) waits for a free
 * turn and for one pass of the event loop, so that between any two steps the api reads its sockets and answers
 * whatever else is waiting (`/api/health`, other pages). A call of many queries thus holds the thread for one
 * step at a time, never for the whole call.
 *
 * When steps wait, the one whose call has spent the least goes first (least work first): a visitor's search,
 * a few milliseconds in all, passes the calls that have already taken hundreds, which share what is left.
 *
 * `concurrency` steps may run at once: 1 for an engine that works on this thread (the embedded one: running
 * more would only queue them in the same thread), more for one that waits on a database.
 */
export function createTurns(concurrency: number) {
  let running = 0;
  const waiting: Array<{ account: Account; start: () => void }> = [];
  let dispatching = false;

  // Chosen one pass of the loop after a step ends: the call that ran it has queued its next step by then, and
  // is weighed with the others instead of taking the turn it just gave back.
  const dispatch = () => {
    dispatching = false;
    while (running < concurrency && waiting.length > 0) {
      let best = 0;
      for (let index = 1; index < waiting.length; index++) {
        if ((waiting[index]?.account.spent ?? 0) < (waiting[best]?.account.spent ?? 0)) best = index;
      }
      const [next] = waiting.splice(best, 1);
      running++;
      next?.start();
    }
  };
  // setImmediate, not a microtask: the poll phase (sockets, timers) runs before the next step starts.
  const schedule = () => {
    if (dispatching) return;
    dispatching = true;
    setImmediate(dispatch);
  };

  return async function turn<T>(step: () => Promise<T> | T, account: Account = { spent: 0 }): Promise<T> {
    await new Promise<void>((start) => {
      waiting.push({ account, start });
      schedule();
    });
    const started = performance.now();
    try {
      return await step();
    } finally {
      account.spent += performance.now() - started;
      running--;
      schedule();
    }
  };
}

export type Turns = ReturnType<typeof createTurns>;
