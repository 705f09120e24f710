import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.ts";

// A step that holds the thread, as the embedded engine does while it answers a query.
const busy = () => {
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // holding the thread
  }
};

describe("search turns", () => {
  it("lets a timer that falls due run between the queries of a call, instead of after all of them", async () => {
    const turn = createTurns(1);
    const order: string[] = [];
    const call = (async () => {
      for (let query = 1; query <= 5; query++) {
        await turn(() => {
          busy();
          order.push(`query ${query}`);
        });
      }
    })();
    setTimeout(() => order.push("health"), 0);
    await call;
    expect(order.indexOf("health")).toBeGreaterThan(-1);
    expect(order.indexOf("health")).toBeLessThan(order.indexOf("query 5"));
  });

  it("takes the steps of concurrent calls in turn, one at a time when the engine works on this thread", async () => {
    const turn = createTurns(1);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const call = async (name: string) => {
      for (let query = 1; query <= 3; query++) {
        await turn(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((done) => setTimeout(done, 1));
          order.push(`${name}${query}`);
          running--;
        });
      }
    };
    await Promise.all([call("a"), call("b")]);
    expect(most).toBe(1);
    expect(order).toEqual(["a1", "b1", "a2", "b2", "a3", "b3"]);
  });

  it("gives the next turn to the call that has spent the least: a light search passes a heavy call", async () => {
    const turn = createTurns(1);
    const order: string[] = [];
    const heavy = { spent: 0 };
    let lightCall: Promise<void> = Promise.resolve();
    const heavyCall = (async () => {
      for (let query = 1; query <= 4; query++) {
        await turn(() => {
          busy();
          order.push(`heavy ${query}`);
          // The visitor's call comes while the heavy one has its first step running.
          if (query === 1) {
            lightCall = (async () => {
              const light = { spent: 0 };
              for (let step = 1; step <= 2; step++) await turn(() => order.push(`light ${step}`), light);
            })();
          }
        }, heavy);
      }
    })();
    await Promise.all([heavyCall, lightCall]);
    expect(order).toEqual(["heavy 1", "light 1", "light 2", "heavy 2", "heavy 3", "heavy 4"]);
  });

  it("keeps the heavy calls to their own slots, so a light search starts at once beside them (ADR 070)", async () => {
    // Four slots, one for heavy calls: steps that wait on a database, as the PostgreSQL engine's do.
    const turn = createTurns(4, 1);
    let heavyRunning = 0;
    let heavyMost = 0;
    const order: string[] = [];
    const heavyCall = async (name: string) => {
      const account = { spent: 0, heavy: true };
      for (let query = 1; query <= 3; query++) {
        await turn(async () => {
          heavyRunning++;
          heavyMost = Math.max(heavyMost, heavyRunning);
          await new Promise((done) => setTimeout(done, 5));
          heavyRunning--;
        }, account);
      }
      order.push(name);
    };
    const heavyCalls = ["heavy a", "heavy b", "heavy c"].map(heavyCall);
    // A visitor's search comes while the heavy calls hold or wait for their slot: it starts without waiting for them.
    const light = turn(async () => {
      await new Promise((done) => setTimeout(done, 1));
      order.push("light");
    });
    await Promise.all([...heavyCalls, light]);
    expect(heavyMost).toBe(1);
    expect(order[0]).toBe("light");
  });

  it("keeps going after a step fails", async () => {
    const turn = createTurns(1);
    await expect(
      turn(() => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await turn(() => "answered")).toBe("answered");
  });
});
