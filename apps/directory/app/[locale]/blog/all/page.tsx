import { BLOG_PAGE_SIZE } from "@alentour/domain/constants";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Group, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { supportApi } from "../../../../src/api.server.ts";
import { AnchorLink } from "../../../../src/components/anchor-link.tsx";
import { alternates } from "../../../../src/directory/seo.ts";
import { localeParam } from "../../../../src/locale.ts";
import { ArticleList } from "../../../../src/support/blog.tsx";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> };

const pageOf = (value: string | undefined) => {
  const number = Number(value ?? "1");
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : 1;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const page = pageOf((await searchParams).page);
  const t = translator(locale);
  const path = page > 1 ? `/blog/all?page=${page}` : "/blog/all";
  return { title: t("blog.allTitle"), description: t("blog.lead"), alternates: alternates(path, locale) };
}

export default async function AllArticles({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const page = pageOf((await searchParams).page);
  const { items, total } = await supportApi(locale).articles(page - 1, BLOG_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const link = (target: number) => localizePath(target > 1 ? `/blog/all?page=${target}` : "/blog/all", locale);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("blog.allTitle")}</Title>
        <ArticleList articles={items} locale={locale} headingLevel={2} />
        {pages > 1 && (
          <nav aria-label={t("blog.pagination")}>
            <Group justify="space-between">
              {page > 1 ? <AnchorLink href={link(page - 1)}>{t("blog.previous")}</AnchorLink> : <span />}
              <Text size="sm">
                {page} / {pages}
              </Text>
              {page < pages ? <AnchorLink href={link(page + 1)}>{t("blog.next")}</AnchorLink> : <span />}
            </Group>
          </nav>
        )}
        <AnchorLink href={localizePath("/blog", locale)}>{t("blog.back")}</AnchorLink>
      </Stack>
    </Container>
  );
}
