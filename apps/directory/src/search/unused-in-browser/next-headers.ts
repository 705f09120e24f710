// Stands in for `next/headers` in the browser's bundle only (next.config.ts, ADR 111). react-instantsearch-nextjs
// imports it for the server's render and never calls it in the browser; the real module would bring 13 kB of
// Next's server code (cookies, draft mode, dynamic rendering) to every search page. The server's render still
// gets the real module.

function serverOnly(name: string): never {
  throw new Error(`next/headers ${name}() is for the server's render; the browser's bundle leaves it out (ADR 111)`);
}

export function headers(): never {
  return serverOnly("headers");
}

export function cookies(): never {
  return serverOnly("cookies");
}

export function draftMode(): never {
  return serverOnly("draftMode");
}
