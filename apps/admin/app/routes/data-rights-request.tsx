import { useLocale, useT } from "@alentour/ui/i18n";
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link, useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { fieldError, useActionNotice } from "../components/action-notice.ts";
import { AuditTable } from "../components/audit-table.tsx";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { DaysLeft } from "../components/days-left.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/data-rights-request";

export async function loader({ request, params }: Route.LoaderArgs) {
  return { request: await load(() => consoleApiFor(request).dataRightsRequest(params.id)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const api = consoleApiFor(request);
  if (field(form, "intent") === "extension")
    return attempt("extension", () => api.extendDataRights(params.id, field(form, "reason")));
  const status = field(form, "status");
  const known = ["in-progress", "done", "refused"] as const;
  const to = known.find((value) => value === status) ?? "in-progress";
  return attempt(to, () => api.moveDataRights(params.id, to, field(form, "reason")));
}

export default function DataRightsRequest({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const item = loaderData.request;
  const move = useFetcher<typeof action>();
  const refuse = useFetcher<typeof action>();
  const extend = useFetcher<typeof action>();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" });
  const closed = item.status === "done" || item.status === "refused";
  const typeLabel = t(`admin.dataRights.types.${item.type}`);
  const moveTexts = useMemo(
    () => ({
      successTitle: t("admin.dataRights.movedTitle"),
      success: t("admin.dataRights.moved"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  const extendTexts = useMemo(
    () => ({
      successTitle: t("admin.dataRights.extendedTitle"),
      success: t("admin.dataRights.extended"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(move, moveTexts);
  useActionNotice(refuse, moveTexts);
  useActionNotice(extend, extendTexts);
  const facts: Array<[string, React.ReactNode]> = [
    [t("admin.dataRights.type"), typeLabel],
    [t("admin.dataRights.status"), <span data-testid="request-status">{t(`admin.dataRights.statuses.${item.status}`)}</span>],
    [t("admin.dataRights.requester"), `${item.name} <${item.email}>`],
    [t("admin.dataRights.account"), item.userId ? t("admin.dataRights.linked") : t("admin.dataRights.notLinked")],
    [
      t("admin.dataRights.confirmation"),
      <span data-testid="request-confirmation">
        {t(`admin.dataRights.confirmation.${item.confirmation}`)}
        {item.confirmedAt && ` (${date.format(new Date(item.confirmedAt))})`}
      </span>,
    ],
    [t("admin.dataRights.received"), date.format(new Date(item.receivedAt))],
    [
      t("admin.dataRights.deadline"),
      <>
        {date.format(new Date(item.deadlineAt))} <DaysLeft days={item.daysLeft} closed={closed} />
      </>,
    ],
    [t("admin.dataRights.language"), item.locale.toUpperCase()],
  ];
  if (item.extensionReason) facts.push([t("admin.dataRights.extensionReason"), item.extensionReason]);
  if (item.decisionReason) facts.push([t("admin.dataRights.decisionReason"), item.decisionReason]);

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/data-rights" size="sm">
          {t("admin.dataRights.back")}
        </Anchor>
        <Title order={1}>{t("admin.dataRights.requestTitle", { reference: item.reference, type: typeLabel })}</Title>
      </div>
      <Paper withBorder p="md">
        <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "6px 16px", margin: 0 }}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: "contents" }}>
              <dt style={{ fontWeight: 600 }}>{term}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
        {item.details && (
          <Text mt="md" style={{ whiteSpace: "pre-wrap" }}>
            {item.details}
          </Text>
        )}
      </Paper>

      {item.hasExport && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t("admin.dataRights.export")}
          </Title>
          <Text mb="sm">{t("admin.dataRights.exportLead")}</Text>
          <Button component="a" href={`/admin/data-rights/${item.id}/export`} download data-testid="export-download">
            {t("admin.dataRights.download")}
          </Button>
        </Paper>
      )}

      {/* The api refuses every step before the requester confirmed from the address (ADR 051); so does the page. */}
      {!closed && item.confirmation !== "confirmed" && (
        <Alert
          color={item.confirmation === "expired" ? "red" : "yellow"}
          title={
            item.confirmation === "expired" ? t("admin.dataRights.confirmation.expired") : t("admin.dataRights.awaitingTitle")
          }
          data-testid="awaiting-confirmation"
        >
          {t(item.confirmation === "expired" ? "admin.dataRights.expiredHelp" : "admin.dataRights.awaiting", {
            email: item.email,
          })}
        </Alert>
      )}

      {!closed && item.confirmation === "confirmed" && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t("admin.dataRights.handle")}
            </Title>
            <Stack gap="sm">
              {item.status === "open" && (
                <Button
                  loading={move.state !== "idle"}
                  onClick={() => move.submit({ status: "in-progress" }, { method: "post" })}
                >
                  {t("admin.dataRights.start")}
                </Button>
              )}
              {item.status === "in-progress" && (
                <ConfirmButton
                  loading={move.state !== "idle"}
                  title={t("admin.dataRights.complete")}
                  question={t(
                    item.type === "erasure"
                      ? "admin.dataRights.confirmErasure"
                      : item.type === "access" || item.type === "portability"
                        ? "admin.dataRights.confirmExport"
                        : "admin.dataRights.confirmDone",
                    { email: item.email },
                  )}
                  confirmLabel={t("admin.dataRights.complete")}
                  color={item.type === "erasure" ? "red.9" : undefined}
                  onConfirm={() => move.submit({ status: "done" }, { method: "post" })}
                >
                  {t("admin.dataRights.complete")}
                </ConfirmButton>
              )}
              <refuse.Form method="post">
                <input type="hidden" name="status" value="refused" />
                <Textarea
                  name="reason"
                  label={t("admin.dataRights.refusalReason")}
                  description={t("admin.dataRights.refusalHint")}
                  autosize
                  minRows={2}
                  error={fieldError(refuse.data, "reason")}
                />
                <Button type="submit" mt="xs" variant="outline" color="red.9" loading={refuse.state !== "idle"}>
                  {t("admin.dataRights.refuse")}
                </Button>
              </refuse.Form>
            </Stack>
          </Paper>
          {!item.extensionReason && (
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="xs">
                {t("admin.dataRights.extend")}
              </Title>
              <Text size="sm" mb="sm">
                {t("admin.dataRights.extendLead")}
              </Text>
              <extend.Form method="post">
                <input type="hidden" name="intent" value="extension" />
                <Textarea
                  name="reason"
                  label={t("admin.dataRights.extensionReason")}
                  autosize
                  minRows={2}
                  error={fieldError(extend.data, "reason")}
                />
                <Group mt="xs">
                  <Button type="submit" variant="default" loading={extend.state !== "idle"}>
                    {t("admin.dataRights.extendSubmit")}
                  </Button>
                </Group>
              </extend.Form>
            </Paper>
          )}
        </SimpleGrid>
      )}

      <section aria-labelledby="request-log">
        <Title order={2} size="h4" mb="xs" id="request-log">
          {t("admin.dataRights.log")}
        </Title>
        <AuditTable entries={item.log} withTarget={false} />
      </section>
    </Stack>
  );
}
