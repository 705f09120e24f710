import { searchEmbed } from "../../../../src/embed/embed-routes.ts";
import { localeParam } from "../../../../src/locale.ts";

export const dynamic = "force-dynamic";

/** A search's results for other sites' frames: the search page's query string (docs/embed.md). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return searchEmbed(request, await localeParam(params));
}
