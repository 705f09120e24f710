import { useEffect } from "react";

/**
 * Hands to React what a visitor typed or chose on the server's page before its scripts ran (a slow connection,
 * a quick typist, a password manager's autofill). The browser keeps it in the fields and React keeps it on
 * screen while hydrating, but React's state still holds the server's values: the next render (another field
 * changed, a save) would put them back. Each field whose value differs from the one the server wrote goes through
 * its own change handler, as if typed now, so every form of the page takes it up without code of its own.
 *
 * Text fields and selects. A text area's early text is already lost: React writes the server's text back into it
 * when it hydrates. Check boxes and radio buttons are left as the server wrote them.
 */
export function takeUpTypedValues(root: ParentNode): number {
  const typed = typedValues(root);
  giveBackTypedValues(typed);
  let taken = typed.length;
  for (const select of root.querySelectorAll("select")) {
    if (![...select.options].some((option) => option.selected !== option.defaultSelected)) continue;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    taken += 1;
  }
  return taken;
}

const NOT_TYPED = new Set(["checkbox", "radio", "hidden", "file", "submit", "reset", "button", "image"]);

/**
 * The text fields of `root` whose value differs from the one the server wrote, with that value. Noted before a
 * runtime that writes its own values back as it hydrates (Preact, in the search island) and given back after.
 */
export function typedValues(root: ParentNode): Array<readonly [HTMLInputElement, string]> {
  return [...root.querySelectorAll("input")]
    .filter((field) => !NOT_TYPED.has(field.type) && field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
}

/** Each field gets its value through its own change handler, as if typed now. */
export function giveBackTypedValues(typed: ReadonlyArray<readonly [HTMLInputElement, string]>): void {
  for (const [field, value] of typed) {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    if (!setValue) continue;
    // React keeps the last value it saw on the field itself and fires a change only when the field's value
    // differs from it: the server's value through the field's own setter (React notes it), then the typed one
    // through the prototype's (React does not), and the input event React listens to.
    field.value = field.defaultValue;
    setValue.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** `takeUpTypedValues` on the whole document, once, when the page has come to life. */
export function useTypedBeforeScripts(): void {
  useEffect(() => {
    takeUpTypedValues(document);
  }, []);
}
