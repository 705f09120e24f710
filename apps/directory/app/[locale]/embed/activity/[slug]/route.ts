import { activityEmbed } from "../../../../../src/embed/embed-routes.ts";
import { localeParam } from "../../../../../src/locale.ts";

export const dynamic = "force-dynamic";

/** One activity's card for its owner's site (docs/embed.md). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  return activityEmbed(await localeParam(params), (await params).slug);
}
