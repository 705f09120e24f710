import { type ContactMessage, pageFrom } from "@alentour/backend-client/console";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Anchor, Badge, Button, Card, Group, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { useActionNotice } from "../components/action-notice.ts";
import { QueuePage } from "../components/queue-page.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/contact-messages";

const filters = ["open", "handled", "all"] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = filters.find((value) => value === url.searchParams.get("status")) ?? "open";
  const page = pageFrom(url.searchParams);
  const list = await load(() => consoleApiFor(request).contactMessages(filter === "all" ? null : filter, page));
  return { filter, page, list };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const status = field(form, "status") === "handled" ? "handled" : "open";
  return attempt(status, () => consoleApiFor(request).setContactStatus(field(form, "id"), status));
}

type PageFetcher = ReturnType<typeof useFetcher<typeof action>>;

function Message({ message, fetcher }: { message: ContactMessage; fetcher: PageFetcher }) {
  const t = useT();
  const locale = useLocale();
  const next = message.status === "open" ? "handled" : "open";
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("id") === message.id;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card withBorder component="article" aria-labelledby={`message-${message.id}`} data-testid="contact-message">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4" id={`message-${message.id}`}>
            {message.subject}
          </Title>
          <Text size="sm">
            {message.name} ·{" "}
            <Anchor href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
              {message.email}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            {date.format(new Date(message.createdAt))} · {t("admin.contact.language", { language: message.locale.toUpperCase() })}
          </Text>
        </div>
        <Group gap="xs">
          {/* White on orange.9 is 4.3:1, under the 4.5:1 small text needs; black on it is 4.9:1. */}
          <Badge color={message.status === "open" ? "orange.9" : "gray.8"} c={message.status === "open" ? "black" : undefined}>
            {t(`admin.contact.status.${message.status}`)}
          </Badge>
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <Button
              type="submit"
              name="status"
              value={next}
              size="xs"
              variant={next === "handled" ? "filled" : "default"}
              loading={pending}
            >
              {next === "handled" ? t("admin.contact.markHandled") : t("admin.contact.reopen")}
            </Button>
          </fetcher.Form>
        </Group>
      </Group>
      <Text mt="sm" style={{ whiteSpace: "pre-wrap" }}>
        {message.message}
      </Text>
    </Card>
  );
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filter, page, list } = loaderData;
  // One fetcher for the page: a handled message leaves the list, and its notice must outlive it.
  const fetcher = useFetcher<typeof action>();
  const texts = useMemo(
    () => ({
      successTitle: t("admin.contact.doneTitle"),
      success: (intent: string) => t(intent === "handled" ? "admin.contact.handled" : "admin.contact.reopened"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(fetcher, texts);
  return (
    <QueuePage
      title={t("admin.contact.title")}
      status={filter}
      statuses={filters.map((value) => ({ value, label: t(`admin.contact.filter.${value}`) }))}
      empty={t("admin.contact.none")}
      total={list.total}
      page={page}
      pageSize={25}
    >
      {list.items.map((message) => (
        <Message key={message.id} message={message} fetcher={fetcher} />
      ))}
    </QueuePage>
  );
}
