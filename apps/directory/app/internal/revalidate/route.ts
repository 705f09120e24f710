import { revalidateTag } from "next/cache";
import { DIRECTORY_TAG } from "../../../src/api.server.ts";
import { env } from "../../../src/env.ts";
import { forgetExistence } from "../../../src/existence.ts";
import { isRevalidateSecret } from "../../../src/revalidate-secret.ts";

// Called by the api when an activity changes, so that no visitor sees a stale public page.
export async function POST(request: Request) {
  if (!isRevalidateSecret(request.headers.get("x-revalidate-secret"), env().REVALIDATE_SECRET))
    return new Response(null, { status: 403 });
  revalidateTag(DIRECTORY_TAG, { expire: 0 });
  forgetExistence();
  return Response.json({ revalidated: true });
}
