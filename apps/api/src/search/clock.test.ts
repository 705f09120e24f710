import { localDateTime } from "@alentour/domain/local-time";
import { whenFilters, whenPieces, whenWindows } from "@alentour/domain/search";
import { describe, expect, it } from "vitest";
import { createClock } from "./engine.ts";

const zones = ["Europe/Paris", "America/Cayenne", "Pacific/Tahiti", "Indian/Mayotte"];

describe("a query's clock", () => {
  it("reads every when-filter in every zone as the instant itself does, however the queries' instants follow", () => {
    // Instants within one minute, across a minute, a local midnight and a Sunday night, and back again.
    const instants = [
      "2026-11-29T22:59:00.000Z",
      "2026-11-29T22:59:59.999Z",
      "2026-11-29T23:00:00.000Z",
      "2026-11-29T22:59:30.000Z",
      "2026-03-29T00:59:59.000Z",
      "2026-03-29T01:00:00.000Z",
    ].map((iso) => new Date(iso));
    for (const now of instants) {
      const clock = createClock(now);
      for (const timeZone of zones) {
        const local = localDateTime(now, timeZone);
        for (const when of whenFilters) {
          expect(clock.windowsOf(when, timeZone), `${when} ${timeZone} ${now.toISOString()}`).toEqual(whenWindows(when, local));
          expect(clock.piecesOf(when, timeZone), `${when} ${timeZone} ${now.toISOString()}`).toEqual(whenPieces(when, local));
        }
      }
    }
  });
});
