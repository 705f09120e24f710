import { BLOG_PAGE_SIZE } from "@alentour/domain/constants";
import type { Locale } from "@alentour/domain/locale";
import type { BlogArticle } from "@alentour/domain/support";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Group, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { pagesSupportApi } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../../src/components/light-page.tsx";
import { ArticleList } from "../../../src/support/blog.tsx";

// HTML only (ADR 081), like the blog's front page.
export const config = { unstable_runtimeJS: false };

const pageOf = (value: unknown) => {
  const number = Number(typeof value === "string" ? value : "1");
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : 1;
};

type Props = { locale: Locale; page: number; pages: number; items: BlogArticle[] };

// Rendered on request, one shared copy per `?page=` (ADR 080), purged with the others.
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, res }) => {
  const locale = localeOf(params);
  const page = pageOf(query.page);
  const { items, total } = await pagesSupportApi(locale).articles(page - 1, BLOG_PAGE_SIZE);
  shareWithEveryone(res);
  return { props: { locale, page, pages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)), items } };
};

export default function AllArticles({ locale, page, pages, items }: Props) {
  const t = translator(locale);
  const link = (target: number) => localizePath(target > 1 ? `/blog/all?page=${target}` : "/blog/all", locale);
  return (
    <LightPage
      locale={locale}
      path={page > 1 ? `/blog/all?page=${page}` : "/blog/all"}
      title={t("blog.allTitle")}
      description={t("blog.lead")}
    >
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
    </LightPage>
  );
}
