/**
 * What one call has spent so far, in milliseconds of its steps: the lighter a call, the sooner its next turn.
 * `heavy`: the call asks for more than the search page ever does (bounds.ts, `asksMoreThanTheSearchPage`).
 */
export type Account = { spent: number; heavy?: boolean };

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
 *
 * `heavySlots` caps the steps of heavy calls (`account.heavy`: asking for more than the search page ever does) at
 * that many at once, so the other slots stay free for light ones: on a database the heavy calls would otherwise
 * hold every slot and share its cores with the visitor's query (ADR 070). The heavy calls take their slots least
 * work first among themselves.
 */
export function createTurns(concurrency: number, heavySlots = concurrency) {
  let running = 0;
  let runningHeavy = 0;
  const waiting: Array<{ account: Account; start: (heavy: boolean) => void }> = [];
  let dispatching = false;
  const isHeavy = (account: Account) => account.heavy === true;

  // Chosen one pass of the loop after a step ends: the call that ran it has queued its next step by then, and
  // is weighed with the others instead of taking the turn it just gave back.
  const dispatch = () => {
    dispatching = false;
    while (running < concurrency && waiting.length > 0) {
      const heavyFull = runningHeavy >= heavySlots;
      let best = -1;
      for (let index = 0; index < waiting.length; index++) {
        const account = waiting[index]?.account as Account;
        if (heavyFull && isHeavy(account)) continue;
        if (best < 0 || account.spent < (waiting[best]?.account.spent ?? 0)) best = index;
      }
      if (best < 0) break;
      const [next] = waiting.splice(best, 1);
      if (!next) break;
      const stepIsHeavy = isHeavy(next.account);
      running++;
      if (stepIsHeavy) runningHeavy++;
      next.start(stepIsHeavy);
    }
  };
  // setImmediate, not a microtask: the poll phase (sockets, timers) runs before the next step starts.
  const schedule = () => {
    if (dispatching) return;
    dispatching = true;
    setImmediate(dispatch);
  };

  return async function turn<T>(step: () => Promise<T> | T, account: Account = { spent: 0 }): Promise<T> {
    const stepIsHeavy = await new Promise<boolean>((start) => {
      waiting.push({ account, start });
      schedule();
    });
    const started = performance.now();
    try {
      return await step();
    } finally {
      account.spent += performance.now() - started;
      running--;
      if (stepIsHeavy) runningHeavy--;
      schedule();
    }
  };
}

export type Turns = ReturnType<typeof createTurns>;
