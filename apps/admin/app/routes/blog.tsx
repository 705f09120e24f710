import { pageFrom } from "@alentour/backend-client/console";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { load } from "../actions.server.ts";
import { Pager } from "../components/pager.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/blog";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url).searchParams);
  return { page, list: await load(() => consoleApiFor(request).articles(page)) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page, list } = loaderData;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t("admin.blog.title")}</Title>
        <Button component={Link} to="/blog/new">
          {t("admin.blog.new")}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={700}>
        <Table striped data-testid="blog-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin.blog.articleTitle")}</Table.Th>
              <Table.Th scope="col">{t("admin.blog.slug")}</Table.Th>
              <Table.Th scope="col">{t("admin.blog.status")}</Table.Th>
              <Table.Th scope="col">{t("admin.blog.updatedAt")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((article) => (
              <Table.Tr key={article.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/blog/${article.id}`}>
                    {locale === "fr" ? article.titleFr : article.titleEn}
                  </Anchor>
                </Table.Td>
                <Table.Td ff="monospace">{article.slug}</Table.Td>
                <Table.Td>
                  {article.publishedAt ? (
                    <Badge color="alentour.8">
                      {t("admin.blog.publishedOn", { date: date.format(new Date(article.publishedAt)) })}
                    </Badge>
                  ) : (
                    <Badge color="gray.8">{t("admin.blog.draft")}</Badge>
                  )}
                </Table.Td>
                <Table.Td>{date.format(new Date(article.updatedAt))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.items.length === 0 && <Text>{t("admin.blog.none")}</Text>}
      <Pager total={list.total} size={25} page={page} />
    </Stack>
  );
}
