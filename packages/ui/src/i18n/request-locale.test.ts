import { describe, expect, it } from "vitest";
import { requestLocale } from "./request-locale.ts";
import { translator } from "./translator.ts";

describe("requestLocale", () => {
  it("prefers the locale cookie, then Accept-Language, then French", () => {
    expect(requestLocale(new Headers({ cookie: "a=1; locale=en", "accept-language": "fr" }))).toBe("en");
    expect(requestLocale(new Headers({ "accept-language": "en-US,en;q=0.9" }))).toBe("en");
    expect(requestLocale(new Headers({ cookie: "locale=de", "accept-language": "de-DE" }))).toBe("fr");
    expect(requestLocale(new Headers())).toBe("fr");
  });
});

describe("translator", () => {
  it("formats catalogue messages with values in each language", () => {
    expect(translator("fr")("footer.signature", { year: 2023 })).toBe("© 2023 Alentour. Tous droits réservés.");
    expect(translator("en")("footer.signature", { year: 2023 })).toBe("© 2023 Alentour. All rights reserved.");
  });
});
