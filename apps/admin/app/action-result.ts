/** What a console action answers: done, or the api's refusal with its message and per-field messages. */
export type ActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; message: string; fields: Record<string, string> };
