import { cityEmbed } from "../../../../../src/embed/embed-routes.ts";
import { localeParam } from "../../../../../src/locale.ts";

export const dynamic = "force-dynamic";

/** A city's agenda for other sites' frames (docs/embed.md). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; city: string }> }) {
  return cityEmbed(request, await localeParam(params), (await params).city);
}
