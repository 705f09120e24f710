import { pageFrom, type Suggestion, type SuggestionStatus } from "@alentour/backend-client/console";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Anchor, Button, Card, Group, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { useActionNotice } from "../components/action-notice.ts";
import { QueuePage } from "../components/queue-page.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/suggestions";

const statuses = ["open", "applied", "dismissed"] as const satisfies readonly SuggestionStatus[];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = statuses.find((value) => value === url.searchParams.get("status")) ?? "open";
  const page = pageFrom(url.searchParams);
  return { status, page, list: await load(() => consoleApiFor(request).suggestions(status, page)) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const decision = field(form, "decision") === "applied" ? "applied" : "dismissed";
  return attempt(decision, () => consoleApiFor(request).decideSuggestion(field(form, "id"), decision));
}

type PageFetcher = ReturnType<typeof useFetcher<typeof action>>;

function Report({ report, fetcher }: { report: Suggestion; fetcher: PageFetcher }) {
  const t = useT();
  const locale = useLocale();
  const mine = fetcher.state !== "idle" && fetcher.formData?.get("id") === report.id;
  const decided = mine ? ((fetcher.formData?.get("decision") as string | null) ?? null) : null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card withBorder component="article" aria-labelledby={`report-${report.id}`} data-testid="suggestion">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4" id={`report-${report.id}`}>
            <Anchor href={localizePath(`/activity/${report.activity.slug}`, locale)} target="_blank" rel="noopener">
              {report.activity.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {date.format(new Date(report.createdAt))}
            {report.email ? ` · ${report.email}` : ""}
          </Text>
        </div>
        {report.status === "open" && (
          <Group gap="xs">
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={report.id} />
              <Button type="submit" name="decision" value="applied" size="xs" loading={decided === "applied"}>
                {t("admin.suggestions.apply")}
              </Button>
            </fetcher.Form>
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={report.id} />
              <Button
                type="submit"
                name="decision"
                value="dismissed"
                size="xs"
                variant="default"
                loading={decided === "dismissed"}
              >
                {t("admin.suggestions.dismiss")}
              </Button>
            </fetcher.Form>
          </Group>
        )}
      </Group>
      <Text mt="sm" style={{ whiteSpace: "pre-wrap" }}>
        {report.message}
      </Text>
    </Card>
  );
}

export default function Suggestions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { status, page, list } = loaderData;
  // One fetcher for the page: a decided report leaves the queue, and its notice must outlive it.
  const fetcher = useFetcher<typeof action>();
  const texts = useMemo(
    () => ({
      successTitle: t("admin.suggestions.doneTitle"),
      success: (intent: string) => t(intent === "applied" ? "admin.suggestions.applied" : "admin.suggestions.dismissed"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(fetcher, texts);
  return (
    <QueuePage
      title={t("admin.suggestions.title")}
      lead={t("admin.suggestions.lead")}
      status={status}
      statuses={statuses.map((value) => ({ value, label: t(`admin.suggestions.status.${value}`) }))}
      empty={t("admin.suggestions.none")}
      total={list.total}
      page={page}
      pageSize={25}
    >
      {list.items.map((report) => (
        <Report key={report.id} report={report} fetcher={fetcher} />
      ))}
    </QueuePage>
  );
}
