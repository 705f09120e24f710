import { useEffect, useState } from "react";

/**
 * A wizard's draft kept in the browser's storage, so that a reload or a trip through sign-in loses nothing (the
 * add-activity and the trade-show wizards). Storage exists only in the browser: the saved draft is read after the
 * first render, and `restored` is null until then, then whether a saved draft was found.
 */
export function usePersistedDraft<T>(empty: () => T, load: () => T | null, save: (draft: T) => void) {
  const [draft, setDraft] = useState<T>(empty);
  const [restored, setRestored] = useState<boolean | null>(null);
  // Read once, after the first render.
  useEffect(() => {
    const saved = load();
    if (saved) setDraft(saved);
    setRestored(Boolean(saved));
  }, []);
  useEffect(() => {
    if (restored !== null) save(draft);
  }, [draft, restored, save]);
  return { draft, setDraft, restored, setRestored };
}
