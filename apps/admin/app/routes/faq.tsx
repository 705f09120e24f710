import type { FaqAudience, FaqEntry } from "@alentour/backend-client/console";
import { faqAudiences } from "@alentour/domain/support";
import { useT } from "@alentour/ui/i18n";
import { Accordion, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useRef } from "react";
import { useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { useActionNotice } from "../components/action-notice.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { FaqFields } from "../components/faq-fields.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/faq";

export async function loader({ request }: Route.LoaderArgs) {
  return { entries: await load(() => consoleApiFor(request).faq()) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = consoleApiFor(request);
  const intent = field(form, "intent");
  const id = field(form, "id");
  if (intent === "delete") return attempt("delete", () => api.deleteFaq(id));
  const position = field(form, "position").trim();
  const entry = {
    audience: field(form, "audience") as FaqAudience,
    position: position === "" ? 0 : Number(position),
    questionFr: field(form, "questionFr"),
    answerFr: field(form, "answerFr"),
    questionEn: field(form, "questionEn"),
    answerEn: field(form, "answerEn"),
  };
  return attempt(intent === "create" ? "create" : "update", () =>
    intent === "create" ? api.createFaq(entry) : api.updateFaq(id, entry),
  );
}

const deleteKey = "faq-delete";

function EntryEditor({ entry }: { entry: FaqEntry }) {
  const t = useT();
  const save = useFetcher<typeof action>();
  // Shared with the page by its key: the entry leaves the page once deleted, the page still tells it.
  const remove = useFetcher<typeof action>({ key: deleteKey });
  const saveTexts = useMemo(
    () => ({ successTitle: t("admin.content.savedTitle"), success: t("admin.faq.saved"), errorTitle: t("admin.error.title") }),
    [t],
  );
  useActionNotice(save, saveTexts);
  return (
    <save.Form method="post" noValidate aria-label={entry.questionFr}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={entry.id} />
      <FaqFields entry={entry} result={save.data} idPrefix={entry.id} />
      <Group mt="md" justify="space-between">
        <Button type="submit" loading={save.state !== "idle"}>
          {t("admin.content.save")}
        </Button>
        <ConfirmButton
          variant="outline"
          color="red.9"
          title={t("admin.faq.delete")}
          question={t("admin.faq.confirmDelete", { question: entry.questionFr })}
          confirmLabel={t("admin.faq.delete")}
          loading={remove.state !== "idle"}
          onConfirm={() => remove.submit({ intent: "delete", id: entry.id }, { method: "post" })}
        >
          {t("admin.faq.delete")}
        </ConfirmButton>
      </Group>
    </save.Form>
  );
}

function NewEntry() {
  const t = useT();
  const create = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  const texts = useMemo(
    () => ({ successTitle: t("admin.content.savedTitle"), success: t("admin.faq.created"), errorTitle: t("admin.error.title") }),
    [t],
  );
  useActionNotice(create, texts);
  useEffect(() => {
    if (create.state === "idle" && create.data?.ok) form.current?.reset();
  }, [create.state, create.data]);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t("admin.faq.new")}
      </Title>
      <create.Form method="post" noValidate ref={form}>
        <input type="hidden" name="intent" value="create" />
        <FaqFields entry={null} result={create.data} idPrefix="new" />
        <Button type="submit" mt="md" loading={create.state !== "idle"}>
          {t("admin.faq.add")}
        </Button>
      </create.Form>
    </Paper>
  );
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entries } = loaderData;
  const remove = useFetcher<typeof action>({ key: deleteKey });
  const removeTexts = useMemo(
    () => ({
      successTitle: t("admin.content.deletedTitle"),
      success: t("admin.faq.deleted"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(remove, removeTexts);
  return (
    <Stack gap="lg">
      <Title order={1}>{t("admin.faq.title")}</Title>
      <Text c="dimmed">{t("admin.faq.lead")}</Text>
      {faqAudiences.map((audience) => {
        const group = entries.filter((entry) => entry.audience === audience);
        if (group.length === 0) return null;
        return (
          <section key={audience} aria-labelledby={`audience-${audience}`}>
            <Title order={2} size="h4" mb="xs" id={`audience-${audience}`}>
              {t(`admin.faq.audiences.${audience}`)}
            </Title>
            <Accordion variant="separated" data-testid={`faq-${audience}`}>
              {group.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id}>
                  <Accordion.Control>
                    {entry.questionFr} / {entry.questionEn}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <EntryEditor entry={entry} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        );
      })}
      {entries.length === 0 && <Text>{t("admin.faq.none")}</Text>}
      <NewEntry />
    </Stack>
  );
}
