import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { DIRECTORY_TAG } from "../../../src/api.server.ts";
import { env } from "../../../src/env.ts";

// Called by the api when an activity changes, so that no visitor sees a stale public page.
export async function POST(request: Request) {
  const secret = env().REVALIDATE_SECRET;
  const given = Buffer.from(request.headers.get("x-revalidate-secret") ?? "");
  const expected = Buffer.from(secret ?? "");
  // Compared in constant time, so the answer's timing tells nothing about the secret.
  if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected))
    return new Response(null, { status: 403 });
  revalidateTag(DIRECTORY_TAG, { expire: 0 });
  return Response.json({ revalidated: true });
}
