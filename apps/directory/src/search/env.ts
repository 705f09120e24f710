// The api's address as this app's server reaches it. Read only while the server renders the search page's first
// results; browsers never read it (they call their own origin's /api), so it stays out of every page.

/** Where the api listens when API_ORIGIN is not set: beside the front door, on the same machine. */
export const DEFAULT_API_ORIGIN = "http://127.0.0.1:3001";

export function serverApiOrigin(): string {
  return process.env.API_ORIGIN || DEFAULT_API_ORIGIN;
}
