import type { Locale } from "@alentour/domain/locale";
import type { BlogArticle } from "@alentour/domain/support";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title, Typography } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { pagesSupportApi, publicOrigin } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../../src/components/light-page.tsx";
import { scriptJson } from "../../../src/directory/json-ld.ts";
import { localized, publishedDate } from "../../../src/support/blog.tsx";

// HTML only (ADR 081): an article is text; the shared script brings the chrome to life.
export const config = { unstable_runtimeJS: false };

type Props = { locale: Locale; article: BlogArticle };

// Rendered on request, then kept by the front door's shared cache, which the api's purge empties (ADR 080). An
// unknown article is caught by the proxy first (src/existence.ts).
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const locale = localeOf(params);
  const article = await pagesSupportApi(locale).article(String(params?.slug ?? ""));
  if (!article) return { notFound: true };
  shareWithEveryone(res);
  return { props: { locale, article } };
};

export default function ArticlePage({ locale, article: raw }: Props) {
  const t = translator(locale);
  const article = localized(raw, locale);
  const url = new URL(localizePath(`/blog/${article.slug}`, locale), publicOrigin()).toString();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: locale,
    url,
  };
  return (
    <LightPage
      locale={locale}
      path={`/blog/${article.slug}`}
      title={article.title}
      description={article.summary}
      head={[
        <meta key="og:title" property="og:title" content={article.title} />,
        <meta key="og:description" property="og:description" content={article.summary} />,
        <meta key="og:type" property="og:type" content="article" />,
        <meta key="article:published_time" property="article:published_time" content={article.publishedAt} />,
      ]}
    >
      <Container size="md" py="xl">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
        <article>
          <Stack gap="md">
            <Title order={1}>{article.title}</Title>
            <Text size="sm" c="dimmed">
              {t("blog.publishedOn", { date: publishedDate(locale, article.publishedAt) })}
            </Text>
            <Text size="lg">{article.summary}</Text>
            <Typography>
              {/* Sanitised by the api (the allow-list of activity descriptions) before it is stored. */}
              <div data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.body }} />
            </Typography>
            <AnchorLink href={localizePath("/blog", locale)}>{t("blog.back")}</AnchorLink>
          </Stack>
        </article>
      </Container>
    </LightPage>
  );
}
