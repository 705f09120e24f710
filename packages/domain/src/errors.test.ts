import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  AppError,
  errorCatalogue,
  errorCodes,
  errorStatus,
  formatError,
  isErrorCode,
  parseErrorBody,
  toErrorBody,
} from "./errors.ts";
import { appErrorFromZod } from "./validation-errors.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("errorCatalogue", () => {
  it.each(errorCodes)("%s has both texts, the same placeholders and an HTTP error status", (code) => {
    const { status, fr, en } = errorCatalogue[code];
    expect(fr.trim()).not.toBe("");
    expect(en.trim()).not.toBe("");
    expect(placeholders(fr)).toEqual(placeholders(en));
    expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
  });

  it("holds the spec's English texts verbatim", () => {
    const english = new Set(errorCodes.map((code) => errorCatalogue[code].en));
    for (const text of [
      "Find",
      "Error setting document: {cause}",
      "Error deleting document with storage",
      "No user associated with this email address",
      "A user is already associated with this email address",
      "Wrong password",
      "Your password is not strong enough",
      "The two passwords do not match.",
      "The link has expired",
      "The link is no longer valid",
      "Password reset link expired",
      "Password edit link invalid",
      "Connection could not be established",
      "Your contact is offline",
      "The video is not found. Maybe your video link is invalid?",
      "You don't have any exhibitor to deliver a business license to.",
      "No live link has been provided for this conference. It will not be displayed",
      "your payment didn't go through",
      "You can still do it later",
      "Please fill in all the fields",
      "Please enter the hall's theme",
      "You must choose at least one theme for your trade show.",
      "A website address must start with {host}",
      "A phone number must be valid",
    ]) {
      expect(english).toContain(text);
    }
  });

  it("gives the login failures their distinct statuses", () => {
    expect(errorStatus("auth/user-not-found")).toBe(404);
    expect(errorStatus("auth/wrong-password")).toBe(401);
    expect(errorStatus("auth/email-already-in-use")).toBe(409);
    expect(errorStatus("auth/verification-link-expired")).toBe(410);
    expect(errorStatus("auth/reset-link-invalid")).toBe(400);
    expect(errorStatus("request/too-many")).toBe(429);
  });
});

describe("formatError", () => {
  it("fills placeholders in the requested locale", () => {
    expect(formatError("document/write-failed", "en", { cause: "disk full" })).toBe("Error setting document: disk full");
    expect(formatError("request/too-many", "fr", { minutes: 5 })).toBe("Trop de tentatives. Veuillez réessayer dans 5 minutes.");
    expect(formatError("resource/not-found", "fr")).toBe("L'élément demandé n'existe pas.");
  });

  it("leaves a placeholder without a value visible", () => {
    expect(formatError("url/wrong-host", "en")).toBe("A website address must start with {host}");
  });
});

describe("isErrorCode", () => {
  it("recognises catalogue codes only", () => {
    expect(isErrorCode("auth/wrong-password")).toBe(true);
    expect(isErrorCode("auth/nope")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe("AppError", () => {
  it("carries code, status, params and normalised fields", () => {
    const cause = new Error("boom");
    const error = new AppError("request/validation-failed", {
      fields: { password: "auth/weak-password", "socialLinks.x": { code: "url/wrong-host", params: { host: "https://x.com" } } },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
    expect(error.status).toBe(400);
    expect(error.message).toBe("Some fields are invalid.");
    expect(error.params).toEqual({});
    expect(error.cause).toBe(cause);
    expect(error.fields).toEqual({
      password: { code: "auth/weak-password" },
      "socialLinks.x": { code: "url/wrong-host", params: { host: "https://x.com" } },
    });
  });
});

describe("error body", () => {
  it("serialises in the locale and parses back", () => {
    const error = new AppError("request/validation-failed", {
      fields: { "socialLinks.x": { code: "url/wrong-host", params: { host: "https://x.com" } } },
    });
    const body = toErrorBody(error, "fr");
    expect(body).toEqual({
      error: {
        code: "request/validation-failed",
        message: "Certains champs sont invalides.",
        fields: {
          "socialLinks.x": {
            code: "url/wrong-host",
            message: "Une adresse de site web doit commencer par https://x.com",
          },
        },
      },
    });
    expect(parseErrorBody(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it("omits fields when there are none", () => {
    const body = toErrorBody(new AppError("request/too-many", { params: { minutes: 15 } }), "en");
    expect(body).toEqual({
      error: { code: "request/too-many", message: "Too many attempts. Please try again in 15 minutes." },
    });
    expect(parseErrorBody(body)).toEqual(body);
  });

  it("rejects anything else", () => {
    expect(parseErrorBody(null)).toBeNull();
    expect(parseErrorBody("Not found")).toBeNull();
    expect(parseErrorBody({ error: { code: "unknown/code", message: "x" } })).toBeNull();
    expect(parseErrorBody({ error: { code: "server/internal" } })).toBeNull();
  });
});

describe("appErrorFromZod", () => {
  const schema = z
    .object({
      name: z.string().trim().min(2).max(5),
      title: z.string().max(3, { error: "conference/title-too-long" }),
      email: z.email(),
      count: z.number(),
      price: z.number().nonnegative(),
      tags: z.array(z.string()).min(1),
      host: z.string().refine(() => false, { error: "url/wrong-host", params: { host: "https://x.com" } }),
    })
    .refine(() => false, { error: "trade-show/too-long" });

  it("maps catalogue messages, bounds and generic failures to field errors", () => {
    const result = schema.safeParse({ name: "a", title: "abcd", email: "nope", price: -1, tags: [], host: "y" });
    expect(result.success).toBe(false);
    if (result.success) return;
    const error = appErrorFromZod(result.error);
    expect(error.code).toBe("request/validation-failed");
    expect(error.fields).toEqual({
      name: { code: "field/too-short", params: { min: 2 } },
      title: { code: "conference/title-too-long", params: { max: 3 } },
      email: { code: "email/invalid" },
      count: { code: "field/required" },
      price: { code: "field/invalid" },
      tags: { code: "field/required" },
      host: { code: "url/wrong-host", params: { host: "https://x.com" } },
    });
    expect(toErrorBody(error, "en").error.fields?.title?.message).toBe("The conference title must not exceed 3 characters.");
  });

  it("reports fields named like Object.prototype members", () => {
    const result = z.object({ constructor: z.string(), toString: z.string() }).safeParse({});
    if (result.success) throw new Error("expected a failure");
    expect(appErrorFromZod(result.error).fields).toEqual({
      constructor: { code: "field/required" },
      toString: { code: "field/required" },
    });
  });

  it("lifts a catalogue issue on the whole input to the error's code", () => {
    const result = schema.safeParse({ name: "abc", title: "a", email: "a@b.fr", count: 1, price: 0, tags: ["a"], host: "x" });
    if (result.success) throw new Error("expected a failure");
    const withoutFieldIssues = new z.ZodError(result.error.issues.filter((issue) => issue.path.length === 0));
    expect(appErrorFromZod(withoutFieldIssues).code).toBe("trade-show/too-long");
  });
});
