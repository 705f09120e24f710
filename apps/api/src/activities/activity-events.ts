/**
 * The one place activity writes are announced: whatever keeps a copy of activities (the search index, and
 * anything else later) listens here. Every write path calls `changed` after an insert, an update or a
 * (un)publication, and `removed` after a deletion. A listener that fails is logged; the write stands.
 */
export type ActivityListener = {
  onActivityChanged?: (id: string) => Promise<void>;
  onActivityRemoved?: (id: string) => Promise<void>;
};

export type ActivityEvents = {
  listen(listener: ActivityListener): void;
  changed(id: string): Promise<void>;
  removed(id: string): Promise<void>;
};

export function createActivityEvents(log: { error: (details: object, message: string) => void }): ActivityEvents {
  const listeners: ActivityListener[] = [];
  const notify = async (id: string, pick: (listener: ActivityListener) => ((id: string) => Promise<void>) | undefined) => {
    await Promise.all(
      listeners.map(async (listener) => {
        try {
          await pick(listener)?.(id);
        } catch (error) {
          log.error({ err: error, activity: id }, "activity listener failed");
        }
      }),
    );
  };
  return {
    listen(listener) {
      listeners.push(listener);
    },
    changed: (id) => notify(id, (listener) => listener.onActivityChanged),
    removed: (id) => notify(id, (listener) => listener.onActivityRemoved),
  };
}
