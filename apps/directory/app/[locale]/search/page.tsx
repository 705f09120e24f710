import { translator } from "@alentour/ui/translator";
import { Container } from "@mantine/core";
import type { Metadata } from "next";
import { mapStyleUrl, searchConfig } from "../../../src/api.server.ts";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";
import { SearchScreen } from "../../../src/search/search-screen.tsx";

type Props = { params: Promise<{ locale: string }> };

// Each visit searches afresh (its URL holds the query and filters); the first results come from the server.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return { title: t("search.title"), description: t("search.lead"), alternates: alternates("/search", locale) };
}

export default async function SearchPage({ params }: Props) {
  await localeParam(params);
  return (
    <Container fluid py="lg" px={{ base: "md", md: "xl" }}>
      <SearchScreen config={searchConfig()} styleUrl={mapStyleUrl()} renderedAt={Date.now()} />
    </Container>
  );
}
