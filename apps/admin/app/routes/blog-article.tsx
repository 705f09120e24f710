import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { Link, redirect, type ShouldRevalidateFunctionArgs, useFetcher, useNavigate } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { fieldError, useActionNotice } from "../components/action-notice.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { RichTextField } from "../components/rich-text-field.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/blog-article";

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!params.id) return { article: null };
  const id = params.id;
  return { article: await load(() => consoleApiFor(request).article(id)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const api = consoleApiFor(request);
  if (field(form, "intent") === "delete" && params.id) {
    const id = params.id;
    // Answered rather than redirected, so the page can tell the outcome before it leaves for the list.
    return attempt("delete", () => api.deleteArticle(id));
  }
  const article = {
    slug: field(form, "slug"),
    titleFr: field(form, "titleFr"),
    titleEn: field(form, "titleEn"),
    summaryFr: field(form, "summaryFr"),
    summaryEn: field(form, "summaryEn"),
    bodyFr: field(form, "bodyFr"),
    bodyEn: field(form, "bodyEn"),
    published: field(form, "published") === "on",
  };
  if (params.id) {
    const id = params.id;
    return attempt("update", () => api.updateArticle(id, article));
  }
  let created = "";
  const result = await attempt("create", async () => {
    created = (await api.createArticle(article)).id;
  });
  return result.data.ok ? redirect(`/blog/${created}`) : result;
}

// Once deleted, the article's loader would answer 404: the page tells the outcome and leaves for the list
// instead of loading it again.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "delete" ? false : defaultShouldRevalidate;
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { article } = loaderData;
  const save = useFetcher<typeof action>();
  const remove = useFetcher<typeof action>();
  const texts = useMemo(
    () => ({ successTitle: t("admin.content.savedTitle"), success: t("admin.blog.saved"), errorTitle: t("admin.error.title") }),
    [t],
  );
  const removeTexts = useMemo(
    () => ({
      successTitle: t("admin.content.deletedTitle"),
      success: t("admin.blog.deleted"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(save, texts);
  useActionNotice(remove, removeTexts);
  const navigate = useNavigate();
  useEffect(() => {
    if (remove.state === "idle" && remove.data?.ok) navigate("/blog", { replace: true });
  }, [remove.state, remove.data, navigate]);
  // A created article's page keeps the fetcher of its "new" page (the action redirected): messages of an
  // earlier refused creation must not stay next to fields that were saved since.
  const error = (name: string) =>
    save.data?.intent === (article ? "update" : "create") ? fieldError(save.data, name) : undefined;
  const language = (code: "fr" | "en") => {
    const suffix = code === "fr" ? "Fr" : "En";
    return (
      <Stack gap="sm" lang={code}>
        <Title order={2} size="h4">
          {t(code === "fr" ? "admin.content.french" : "admin.content.english")}
        </Title>
        <TextInput
          name={`title${suffix}`}
          label={t("admin.blog.articleTitle")}
          defaultValue={article?.[`title${suffix}`] ?? ""}
          error={error(`title${suffix}`)}
          required
        />
        <Textarea
          name={`summary${suffix}`}
          label={t("admin.blog.summary")}
          defaultValue={article?.[`summary${suffix}`] ?? ""}
          error={error(`summary${suffix}`)}
          autosize
          minRows={2}
          required
        />
        <RichTextField
          name={`body${suffix}`}
          label={t("admin.blog.body")}
          defaultValue={article?.[`body${suffix}`] ?? ""}
          error={error(`body${suffix}`)}
          lang={code}
        />
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/blog" size="sm">
          {t("admin.blog.back")}
        </Anchor>
        <Title order={1}>{article ? t("admin.blog.edit") : t("admin.blog.new")}</Title>
      </div>
      <save.Form method="post" noValidate key={article?.updatedAt ?? "new"}>
        <Stack gap="md">
          <Paper withBorder p="md">
            <Group align="flex-end" justify="space-between">
              <TextInput
                name="slug"
                label={t("admin.blog.slug")}
                description={t("admin.blog.slugHint")}
                defaultValue={article?.slug ?? ""}
                error={error("slug")}
                required
                w={360}
              />
              <Switch name="published" label={t("admin.blog.published")} defaultChecked={Boolean(article?.publishedAt)} />
            </Group>
            {article?.publishedAt && (
              <Text size="sm" mt="xs">
                <Anchor href={localizePath(`/blog/${article.slug}`, locale)} target="_blank" rel="noopener">
                  {t("admin.blog.view")}
                </Anchor>
              </Text>
            )}
          </Paper>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {language("fr")}
            {language("en")}
          </SimpleGrid>
          <Group justify="space-between">
            <Button type="submit" loading={save.state !== "idle"}>
              {article ? t("admin.content.save") : t("admin.blog.create")}
            </Button>
            {article && (
              <ConfirmButton
                variant="outline"
                color="red.9"
                title={t("admin.blog.delete")}
                question={t("admin.blog.confirmDelete", { title: locale === "fr" ? article.titleFr : article.titleEn })}
                confirmLabel={t("admin.blog.delete")}
                loading={remove.state !== "idle"}
                onConfirm={() => remove.submit({ intent: "delete" }, { method: "post" })}
              >
                {t("admin.blog.delete")}
              </ConfirmButton>
            )}
          </Group>
        </Stack>
      </save.Form>
    </Stack>
  );
}
