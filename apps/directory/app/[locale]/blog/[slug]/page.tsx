import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title, Typography } from "@mantine/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { publicOrigin, supportApi } from "../../../../src/api.server.ts";
import { AnchorLink } from "../../../../src/components/anchor-link.tsx";
import { alternates } from "../../../../src/directory/seo.ts";
import { localeParam } from "../../../../src/locale.ts";
import { localized, publishedDate } from "../../../../src/support/blog.tsx";

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on request, so that its scripts carry the request's CSP nonce (ADR 054); the api's answers still
// come from the data cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const raw = await supportApi(locale).article((await params).slug);
  if (!raw) return {};
  const article = localized(raw, locale);
  return {
    title: article.title,
    description: article.summary,
    alternates: alternates(`/blog/${article.slug}`, locale),
    openGraph: { title: article.title, description: article.summary, type: "article", publishedTime: article.publishedAt },
  };
}

export default async function ArticlePage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const raw = await supportApi(locale).article((await params).slug);
  if (!raw) notFound();
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
    <Container size="md" py="xl">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replaceAll("<", "\\u003c") }}
      />
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
  );
}
