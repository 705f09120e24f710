// From zod's validation failures to catalogue errors: for servers and forms that validate with zod.
import type { z } from "zod";
import { AppError, type ErrorParams, type FieldError, isErrorCode } from "./errors.ts";

/**
 * Turns one zod issue into a catalogue error. The domain schemas put an ErrorCode in the issue message
 * wherever the spec has a text; zod's own failures fall back to the generic field codes.
 */
export function fieldErrorFromIssue(issue: z.core.$ZodIssue): FieldError {
  const bounds: ErrorParams =
    issue.code === "too_big" ? { max: Number(issue.maximum) } : issue.code === "too_small" ? { min: Number(issue.minimum) } : {};
  if (isErrorCode(issue.message)) {
    const custom = issue.code === "custom" ? (issue.params as ErrorParams | undefined) : undefined;
    return { code: issue.message, params: { ...bounds, ...custom } };
  }
  switch (issue.code) {
    // zod does not report the input, so a missing value cannot be told from a wrong type; forms send
    // well-typed values, so a type error there means the value is missing.
    case "invalid_type":
      return { code: "field/required" };
    case "too_small":
      if ((issue.origin === "string" || issue.origin === "array") && Number(issue.minimum) === 1) {
        return { code: "field/required" };
      }
      return issue.origin === "string" ? { code: "field/too-short", params: bounds } : { code: "field/invalid" };
    case "too_big":
      return issue.origin === "string" ? { code: "field/too-long", params: bounds } : { code: "field/invalid" };
    case "invalid_format":
      return { code: issue.format === "email" ? "email/invalid" : "field/invalid" };
    default:
      return { code: "field/invalid" };
  }
}

/**
 * A validation failure as an AppError with one entry per field (the first issue of each). An issue on the
 * whole input that carries an ErrorCode becomes the error's own code.
 */
export function appErrorFromZod(error: z.ZodError): AppError {
  // A Map, because a field may be named like an Object.prototype member ("constructor").
  const fields = new Map<string, FieldError>();
  let root: FieldError | undefined;
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".");
    if (name === "") {
      if (!root && isErrorCode(issue.message)) root = fieldErrorFromIssue(issue);
    } else if (!fields.has(name)) {
      fields.set(name, fieldErrorFromIssue(issue));
    }
  }
  return new AppError(root?.code ?? "request/validation-failed", {
    params: root?.params,
    fields: Object.fromEntries(fields),
    cause: error,
  });
}
