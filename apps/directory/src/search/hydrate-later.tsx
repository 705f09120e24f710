import { type ReactNode, Suspense } from "react";

// Progressive hydration (ADR 118): the island hydrates its frame at once and the parts wrapped in `HydrateLater`
// afterwards, one slot per task, so that no single task holds the browser for the whole screen (Lighthouse's
// "total blocking time" counts each task's time past 50 ms). A part waiting for its slot keeps the server's HTML:
// Preact leaves in place the element of a component that suspends while hydrating, and hydrates it when it resumes.
// On the server, and for a part first rendered after the island has come to life, there is no waiting.

let hydrating = typeof window !== "undefined";
const released = new Set<number>();
const waiting = new Map<number, { promise: Promise<void>; release: () => void }>();

function slotReleased(slot: number): Promise<void> {
  let entry = waiting.get(slot);
  if (!entry) {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    entry = { promise, release };
    waiting.set(slot, entry);
  }
  return entry.promise;
}

function Gate({ slot, children }: { slot: number; children: ReactNode }) {
  if (!hydrating || released.has(slot)) return children;
  throw slotReleased(slot);
}

/**
 * Hydrates `children` once the slots before `slot` have been (lower first). They must render one element: it is
 * what Preact keeps of the server's HTML meanwhile.
 */
export function HydrateLater({ slot, children }: { slot: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate slot={slot}>{children}</Gate>
    </Suspense>
  );
}

/** Resolves in a task of its own, after the browser has had its turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the parts left for later, one slot per task; resolves once every part is live. */
export async function hydrateTheRest(): Promise<void> {
  for (;;) {
    const slot = [...waiting.keys()].filter((waitingSlot) => !released.has(waitingSlot)).sort((a, b) => a - b)[0];
    if (slot === undefined) break;
    await nextTask();
    released.add(slot);
    waiting.get(slot)?.release();
  }
  // The last part renders in the task its slot was released in.
  await nextTask();
  hydrating = false;
}
