// Who is there, told from the page's chrome script (activity.ts) to the scripts beside it (trade-show.ts): the
// chrome's auth store settles it once, after renewing the token when the browser holds a session, so that a
// script beside it asks the api only with a fresh token, and never for a signed-out visitor (a 401 there is an
// error in the browser's console).

const SETTLED = "alentour:session";

/** Called by the chrome's script once the auth store has settled who is there. */
export function announceSession(signedIn: boolean): void {
  document.documentElement.dataset.session = signedIn ? "signed-in" : "signed-out";
  document.dispatchEvent(new Event(SETTLED));
}

/** Whether the visitor is signed in, once the chrome's script has said (at once if it already has). */
export function sessionSettled(): Promise<boolean> {
  const said = () => document.documentElement.dataset.session;
  if (said()) return Promise.resolve(said() === "signed-in");
  return new Promise((resolve) => {
    document.addEventListener(SETTLED, () => resolve(said() === "signed-in"), { once: true });
  });
}
