import type { Locale } from "@alentour/domain/locale";
import type { BlogArticle } from "@alentour/domain/support";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Group, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { pagesSupportApi, publicOrigin } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../../src/components/light-page.tsx";
import { ArticleList } from "../../../src/support/blog.tsx";

// HTML only (ADR 081): nothing here reacts beyond the site's chrome.
export const config = { unstable_runtimeJS: false };

type Props = { locale: Locale; latest: BlogArticle[] };

// Rendered on request (the articles live in the api), then kept by the front door's shared cache, which the
// api's purge empties when the support team publishes (ADR 080).
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const locale = localeOf(params);
  const latest = await pagesSupportApi(locale).articles(0, 5);
  shareWithEveryone(res);
  return { props: { locale, latest: latest.items } };
};

export default function BlogIndex({ locale, latest }: Props) {
  const t = translator(locale);
  const feed = new URL(localizePath("/blog/rss.xml", locale), publicOrigin()).toString();
  return (
    <LightPage
      locale={locale}
      path="/blog"
      title={t("blog.title")}
      description={t("blog.lead")}
      head={<link key="feed" rel="alternate" type="application/rss+xml" title={t("blog.rss")} href={feed} />}
    >
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>{t("blog.title")}</Title>
          <Text size="lg">{t("blog.lead")}</Text>
          <Title order={2}>{t("blog.latest")}</Title>
          <ArticleList articles={latest} locale={locale} headingLevel={3} />
          <Group>
            <AnchorLink href={localizePath("/blog/all", locale)}>{t("blog.all")}</AnchorLink>
            <AnchorLink href={localizePath("/blog/rss.xml", locale)}>{t("blog.rss")}</AnchorLink>
          </Group>
        </Stack>
      </Container>
    </LightPage>
  );
}
