/**
 * The named text fields of a form as sent, read from the page rather than from React state: a visitor may type
 * before the page's scripts have run, and what they typed stays on screen, so it is what they mean to send.
 * A missing field reads as an empty string, which the api reports as missing in the visitor's language.
 */
export function formFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => {
      const value = data.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<Name, string>;
}
