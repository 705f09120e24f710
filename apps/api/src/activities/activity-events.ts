/**
 * The one place activity writes are announced (ADR 030): whatever keeps a copy of activities (the public page
 * cache, the search index, and anything else later) listens here. The activity service calls `changed` after an
 * insert, an update or a (un)publication and `removed` after a deletion; account deletion calls `removed` for
 * each activity it took. A listener that fails is logged; the write stands.
 */
export type ActivityListener = {
  onActivityChanged?: (id: string) => Promise<void> | void;
  onActivityRemoved?: (id: string) => Promise<void> | void;
};

export type ActivityEvents = {
  listen(listener: ActivityListener): void;
  changed(id: string): Promise<void>;
  removed(id: string): Promise<void>;
};

export function createActivityEvents(log: { error: (details: object, message: string) => void }): ActivityEvents {
  const listeners: ActivityListener[] = [];
  const notify = async (id: string, pick: (listener: ActivityListener) => ((id: string) => Promise<void> | void) | undefined) => {
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
