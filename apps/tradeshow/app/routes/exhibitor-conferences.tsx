import { data, redirect } from "react-router";
import { serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/exhibitor-conferences";

// The former address of an exhibitor's conferences at a show: the booth console's "my conferences" is the one
// screen now, so this leads to the booth the caller acts for at that show; anyone else meets the 404 page.
export async function loader({ request, params }: Route.LoaderArgs) {
  const booths = await serverTradeShowApi(request)
    .myBooths()
    .catch(() => []);
  const booth = booths.find((candidate) => candidate.showSlug === params.slug && candidate.status === "validated");
  if (!booth) throw data(null, { status: 404 });
  return redirect(`/booths/${encodeURIComponent(booth.id)}/conferences`);
}
