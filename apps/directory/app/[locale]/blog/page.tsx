import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Group, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { publicOrigin, supportApi } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";
import { ArticleList } from "../../../src/support/blog.tsx";

type Props = { params: Promise<{ locale: string }> };

// Rendered per request (no api at build time); the api data behind it is cached for a minute and purged on edits.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  const feed = new URL(localizePath("/blog/rss.xml", locale), publicOrigin()).toString();
  return {
    title: t("blog.title"),
    description: t("blog.lead"),
    alternates: { ...alternates("/blog", locale), types: { "application/rss+xml": [{ url: feed, title: t("blog.rss") }] } },
  };
}

export default async function BlogIndex({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const latest = await supportApi(locale).articles(0, 5);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("blog.title")}</Title>
        <Text size="lg">{t("blog.lead")}</Text>
        <Title order={2}>{t("blog.latest")}</Title>
        <ArticleList articles={latest.items} locale={locale} headingLevel={3} />
        <Group>
          <AnchorLink href={localizePath("/blog/all", locale)}>{t("blog.all")}</AnchorLink>
          <AnchorLink href={localizePath("/blog/rss.xml", locale)}>{t("blog.rss")}</AnchorLink>
        </Group>
      </Stack>
    </Container>
  );
}
