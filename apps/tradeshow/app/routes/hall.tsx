import type { Locale } from "@alentour/domain/locale";
import { translator } from "@alentour/ui/translator";
import { HallPage } from "../hall/hall-page.tsx";
import type { Route } from "./+types/hall";

// The virtual hall of a show (docs/hall.md): the 2D hall on a computer, the list mode on phones and tablets.
export async function loader({ params }: Route.LoaderArgs) {
  return { slug: params.slug };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("hall.pageTitle")} · Alentour` }];
};

export default function Hall({ loaderData }: Route.ComponentProps) {
  return <HallPage slug={loaderData.slug} mode="auto" />;
}
