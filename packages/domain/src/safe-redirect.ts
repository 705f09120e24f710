// Where a visitor is sent after signing in, signing up, confirming an address or switching the language comes
// from the address bar, a form or a mailed link, so an attacker chooses it. One rule for every app and the api
// (docs/security-web.md): a path of this site, or the caller's safe default.

const here = "http://alentour.invalid";
const MAX_LENGTH = 2048;
// C0 controls, DEL and C1 controls: browsers drop tabs and newlines from URLs ("/\t/evil" becomes "//evil"),
// and a CR or LF in a Location header is a header injection.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters are what this rule refuses.
const controls = /[\u0000-\u001f\u007f-\u009f]/;

/** The target decoded until it stops changing (at most a few times): "%252F" is "/" after two decodings. */
function decoded(target: string): string | null {
  let current = target;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Whether a path would leave the site: another host ("//host", "/\\host"), or hidden characters. */
function leavesSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || controls.test(path);
}

/**
 * `target` when it is a path of this site, else `fallback`. The target is resolved as a browser would
 * (dot segments, including "%2e%2e", removed; "\" read as "/"), and neither it, its resolved path nor their
 * percent-decoded forms may start with two slashes or hold a control character: "/.//evil.example",
 * "/..//evil.example", "/%2F%2Fevil.example", "/\\evil.example", "/\t/evil.example" and "https://evil.example"
 * all fall back. The result is the resolved path, query and fragment.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== "string" || target.length > MAX_LENGTH || leavesSite(target)) return fallback;
  const plain = decoded(target);
  if (plain === null || leavesSite(plain) || plain.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(target, here);
  } catch {
    return fallback;
  }
  if (url.origin !== here) return fallback;
  const resolved = decoded(url.pathname);
  if (resolved === null || leavesSite(url.pathname) || leavesSite(resolved) || resolved.includes("\\")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether `target` is already a safe path of this site, exactly as given. */
export const isSafeRedirectPath = (target: unknown): target is string =>
  typeof target === "string" && safeRedirectPath(target, "") === target;
