import { activityCategories } from "@alentour/domain/activity";
import { directoryApi, publicOrigin } from "../../../src/api.server.ts";
import { ACTIVITIES_PER_SITEMAP, MAX_SITEMAP_PAGE, urlEntries, urlSet, xmlResponse } from "../../../src/directory/sitemap.ts";
import { listedTradeShows } from "../../../src/trade-shows/public-trade-show.ts";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const origin = publicOrigin();
  const name = (await params).page.replace(/\.xml$/, "");
  const api = directoryApi("fr");
  if (name === "pages") {
    const cities = await api.topCities(100);
    const entries = [
      urlEntries(origin, "/place", null),
      ...cities.flatMap((city) => [
        urlEntries(origin, `/place/${city.slug}`, null),
        ...activityCategories.map((category) => urlEntries(origin, `/place/${city.slug}/${category}`, null)),
      ]),
    ];
    return xmlResponse(urlSet(entries));
  }
  if (name === "trade-shows") {
    const shows = await listedTradeShows();
    return xmlResponse(urlSet(shows.map((show) => urlEntries(origin, `/salon/${show.slug}`, show.updatedAt))));
  }
  // Digits only ("1e3", "0x10" and huge numbers are no page of ours); past the api's last page is a 404 too.
  if (!/^\d{1,7}$/.test(name) || Number(name) > MAX_SITEMAP_PAGE) return new Response(null, { status: 404 });
  const page = Number(name);
  const { items } = await api.sitemap(page, ACTIVITIES_PER_SITEMAP);
  if (items.length === 0 && page > 0) return new Response(null, { status: 404 });
  return xmlResponse(urlSet(items.map((item) => urlEntries(origin, `/activity/${item.slug}`, item.updatedAt))));
}
