import type { Locale } from "@alentour/domain/locale";
import type { BlogArticle } from "@alentour/domain/support";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Card, Stack, Text, Title } from "@mantine/core";
import { AnchorLink } from "../components/anchor-link.tsx";

/** An article in the reader's language. */
export function localized(article: BlogArticle, locale: Locale) {
  const fr = locale === "fr";
  return {
    slug: article.slug,
    title: fr ? article.titleFr : article.titleEn,
    summary: fr ? article.summaryFr : article.summaryEn,
    body: fr ? article.bodyFr : article.bodyEn,
    publishedAt: article.publishedAt ?? article.createdAt,
    updatedAt: article.updatedAt,
  };
}

export const publishedDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long", timeZone: "Europe/Paris" }).format(
    new Date(iso),
  );

export function ArticleList({
  articles,
  locale,
  headingLevel,
}: {
  articles: BlogArticle[];
  locale: Locale;
  headingLevel: 2 | 3;
}) {
  const t = translator(locale);
  if (articles.length === 0) return <Text>{t("blog.empty")}</Text>;
  return (
    <Stack gap="md">
      {articles.map((raw) => {
        const article = localized(raw, locale);
        return (
          <Card key={raw.id} withBorder padding="lg" component="article" data-testid="blog-article">
            <Title order={headingLevel} size="h3">
              <AnchorLink href={localizePath(`/blog/${article.slug}`, locale)}>{article.title}</AnchorLink>
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t("blog.publishedOn", { date: publishedDate(locale, article.publishedAt) })}
            </Text>
            <Text mt="sm">{article.summary}</Text>
          </Card>
        );
      })}
    </Stack>
  );
}
