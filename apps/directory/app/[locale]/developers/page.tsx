import { EMBED_MAX_ENTRIES, FEED_MAX_ENTRIES } from "@alentour/domain/constants";
import { SEARCH_INDEX } from "@alentour/domain/search";
import { SEARCHES_PER_ADDRESS_PER_MINUTE, searchBounds } from "@alentour/domain/search-bounds";
import type { MessageId } from "@alentour/ui/catalogues";
import { translator } from "@alentour/ui/translator";
import {
  Code,
  Container,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from "@mantine/core";
import type { Metadata } from "next";
import { publicOrigin, searchConfig } from "../../../src/api.server.ts";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";

type Props = { params: Promise<{ locale: string }> };

// The addresses shown are the running server's (its origin and public search key), not the build's.
export const dynamic = "force-dynamic";

/** How long a reader may keep a feed (the api's Cache-Control on feeds). */
const FEED_CACHE_MINUTES = 5;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return { title: t("developers.title"), description: t("developers.lead"), alternates: alternates("/developers", locale) };
}

/** Public read access: the calendar and news feeds and the search service, with their limits (docs/feeds.md). */
export default async function DevelopersPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const origin = publicOrigin().replace(/\/+$/, "");
  const { appId, apiKey } = searchConfig();
  const feeds: Array<{ what: MessageId; address: string }> = [
    { what: "developers.feedCity", address: "/api/feeds/city/lyon.ics" },
    { what: "developers.feedCityCategory", address: "/api/feeds/city/lyon/art-culture.rss" },
    { what: "developers.feedCategory", address: "/api/feeds/category/sport.ics" },
    { what: "developers.feedSearch", address: "/api/feeds/search.ics?q=musee&when=weekend" },
  ];
  const limits: Array<{ what: MessageId; value: string }> = [
    { what: "developers.limitQueries", value: String(searchBounds.queries) },
    { what: "developers.limitHits", value: String(searchBounds.hitsPerCall) },
    { what: "developers.limitFilters", value: String(searchBounds.filterTerms) },
    { what: "developers.limitBody", value: `${searchBounds.bodyBytes / 1024} kB` },
    { what: "developers.limitRate", value: String(SEARCHES_PER_ADDRESS_PER_MINUTE) },
  ];
  const prefix = locale === "en" ? "/en" : "";
  const frame = (path: string) =>
    `<iframe src="${origin}${prefix}${path}" title="${t("developers.embedFrameTitle")}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
  const embeds: Array<{ what: MessageId; snippet: string }> = [
    { what: "developers.embedCity", snippet: frame("/embed/place/lyon?category=art-culture&limit=8") },
    { what: "developers.embedSearch", snippet: frame("/embed/search?q=musee&free=1") },
    { what: "developers.embedActivity", snippet: frame("/embed/activity/{activity}") },
  ];
  const example = [
    `curl '${origin}/api/search/1/indexes/*/queries' \\`,
    `  -H 'X-Algolia-Application-Id: ${appId}' -H 'X-Algolia-API-Key: ${apiKey}' \\`,
    `  -H 'Accept-Language: ${locale}' \\`,
    `  --data '{"requests":[{"indexName":"${SEARCH_INDEX}","query":"musee","hitsPerPage":5}]}'`,
  ].join("\n");
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("developers.title")}</Title>
        <Text>{t("developers.lead")}</Text>
        <section aria-labelledby="feeds">
          <Title order={2} size="h3" mb="xs" id="feeds">
            {t("developers.feedsTitle")}
          </Title>
          <Stack gap="sm">
            <Text>{t("developers.feedsIntro")}</Text>
            <TableScrollContainer minWidth={480}>
              <Table data-testid="developers-feeds">
                <TableThead>
                  <TableTr>
                    <TableTh scope="col">{t("developers.feedWhat")}</TableTh>
                    <TableTh scope="col">{t("developers.feedAddress")}</TableTh>
                  </TableTr>
                </TableThead>
                <TableTbody>
                  {feeds.map((feed) => (
                    <TableTr key={feed.what}>
                      <TableTh scope="row" fw={500}>
                        {t(feed.what)}
                      </TableTh>
                      <TableTd>
                        <Code>{`${origin}${feed.address}`}</Code>
                      </TableTd>
                    </TableTr>
                  ))}
                </TableTbody>
              </Table>
            </TableScrollContainer>
            <Text>{t("developers.feedsRules", { max: FEED_MAX_ENTRIES, minutes: FEED_CACHE_MINUTES })}</Text>
          </Stack>
        </section>
        <section aria-labelledby="search">
          <Title order={2} size="h3" mb="xs" id="search">
            {t("developers.searchTitle")}
          </Title>
          <Stack gap="sm">
            <Text>{t("developers.searchIntro", { appId, apiKey })}</Text>
            <Title order={3} size="h4">
              {t("developers.limitsTitle")}
            </Title>
            <Table data-testid="developers-limits">
              <TableTbody>
                {limits.map((limit) => (
                  <TableTr key={limit.what}>
                    <TableTh scope="row" fw={500} w="60%">
                      {t(limit.what)}
                    </TableTh>
                    <TableTd>{limit.value}</TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
            <Text>{t("developers.limitsAfter")}</Text>
            <Title order={3} size="h4">
              {t("developers.example")}
            </Title>
            <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
              {example}
            </Code>
          </Stack>
        </section>
        <section aria-labelledby="embed">
          <Title order={2} size="h3" mb="xs" id="embed">
            {t("developers.embedTitle")}
          </Title>
          <Stack gap="sm">
            <Text>{t("developers.embedIntro", { max: EMBED_MAX_ENTRIES })}</Text>
            {embeds.map((embed) => (
              <Stack key={embed.what} gap={4} data-testid="developers-embed">
                <Title order={3} size="h4">
                  {t(embed.what)}
                </Title>
                <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                  {embed.snippet}
                </Code>
              </Stack>
            ))}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
