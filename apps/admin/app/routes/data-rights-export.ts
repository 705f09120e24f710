import { load } from "../actions.server.ts";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/data-rights-export";

// The export of an access or portability request, downloaded as a file (the api logs each download).
export async function loader({ request, params }: Route.LoaderArgs) {
  const json = await load(() => consoleApiFor(request).dataRightsExport(params.id));
  return new Response(JSON.stringify(json, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="alentour-export-${params.id.slice(0, 8).replace(/[^\w-]/g, "")}.json"`,
      "cache-control": "no-store",
    },
  });
}
