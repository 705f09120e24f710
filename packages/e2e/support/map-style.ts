// The e2e stack's map style (playwright.config.ts): a closed local port, so tests never leave this machine and
// every map must fall back to the offline basemap (docs/maps.md). Chromium logs the refused style request as a
// console error; that one line is the browser's, not the page's.
export const UNREACHABLE_MAP_STYLE = "http://127.0.0.1:9/styles/streets.json";

/** A console error that is only the browser reporting the unreachable test map style. */
export const isUnreachableMapStyleLog = (url: string) => url.startsWith(new URL(UNREACHABLE_MAP_STYLE).origin);
