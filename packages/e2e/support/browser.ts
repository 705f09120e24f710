import { existsSync } from "node:fs";

const DEBIAN_WRAPPER = "/usr/bin/chromium";
const DEBIAN_BROWSER = "/usr/lib/chromium/chromium";

/**
 * The Chromium the tests launch. Debian's `/usr/bin/chromium` is a shell script that adds its desktop flags
 * (GPU rasterization, which a machine without a GPU does in software through SwiftShader, among them); the tests
 * launch the browser it wraps, with Playwright's flags only: the same journeys ran 14 % faster on a 2-core machine
 * (docs/testing.md). Any other path, set in CHROMIUM_PATH, is used as given.
 */
export function chromiumExecutable(path = process.env.CHROMIUM_PATH ?? DEBIAN_WRAPPER): string {
  return path === DEBIAN_WRAPPER && existsSync(DEBIAN_BROWSER) ? DEBIAN_BROWSER : path;
}
