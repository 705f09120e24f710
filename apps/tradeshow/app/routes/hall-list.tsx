import type { Locale } from "@alentour/domain/locale";
import { translator } from "@alentour/ui/translator";
import { HallPage } from "../hall/hall-page.tsx";
import type { Route } from "./+types/hall-list";

// The virtual hall's list mode (docs/hall.md): halls, booths and who is there now, for the keyboard and screen readers.
export async function loader({ params }: Route.LoaderArgs) {
  return { slug: params.slug };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("hall.listPageTitle")} · Alentour` }];
};

export default function HallListRoute({ loaderData }: Route.ComponentProps) {
  return <HallPage slug={loaderData.slug} mode="list" />;
}
