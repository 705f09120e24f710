import { type ClaimRequest, type ClaimStatus, pageFrom } from "@alentour/backend-client/console";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { fieldError, useActionNotice } from "../components/action-notice.ts";
import { QueuePage } from "../components/queue-page.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/claims";

const statuses = ["open", "approved", "refused"] as const satisfies readonly ClaimStatus[];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = statuses.find((value) => value === url.searchParams.get("status")) ?? "open";
  const page = pageFrom(url.searchParams);
  return { status, page, list: await load(() => consoleApiFor(request).claims(status, page)) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const decision = field(form, "decision") === "approved" ? "approved" : "refused";
  const reason = field(form, "reason").trim();
  const id = field(form, "id");
  // The intent names the request too, so that a refusal's field error shows on the right card.
  return attempt(`${decision}:${id}`, () => consoleApiFor(request).decideClaim(id, decision, reason || undefined));
}

type PageFetcher = ReturnType<typeof useFetcher<typeof action>>;

function Claim({ claim, fetcher }: { claim: ClaimRequest; fetcher: PageFetcher }) {
  const t = useT();
  const locale = useLocale();
  const mine = fetcher.state === "idle" && fetcher.data?.intent.endsWith(`:${claim.id}`);
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("id") === claim.id;
  const decided = pending ? ((fetcher.formData?.get("decision") as string | null) ?? null) : null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const headingId = `claim-${claim.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-testid="claim">
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          <Anchor href={localizePath(`/activity/${claim.activity.slug}`, locale)} target="_blank" rel="noopener">
            {claim.activity.name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {date.format(new Date(claim.createdAt))}
        </Text>
        <Text size="sm">{t("admin.claims.requester", { name: claim.requester.name, email: claim.requester.email })}</Text>
        <Text size="sm">
          {claim.activity.contactEmail
            ? t("admin.claims.contact", { email: claim.activity.contactEmail })
            : t("admin.claims.noContact")}
        </Text>
        {claim.status === "open" && claim.activity.ownerId && (
          <Text size="sm" c="red.9">
            {t("admin.claims.owned")}
          </Text>
        )}
        <Text style={{ whiteSpace: "pre-wrap" }}>{claim.message}</Text>
        {claim.reason && <Text size="sm">{t("admin.claims.decidedReason", { reason: claim.reason })}</Text>}
        {claim.status === "open" && (
          <Group align="flex-end" gap="md">
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={claim.id} />
              <Button type="submit" name="decision" value="approved" loading={decided === "approved"}>
                {t("admin.claims.approve")}
              </Button>
            </fetcher.Form>
            <fetcher.Form method="post" style={{ flex: 1, minWidth: 240 }}>
              <input type="hidden" name="id" value={claim.id} />
              <Stack gap="xs">
                <Textarea
                  name="reason"
                  label={t("admin.claims.reason")}
                  autosize
                  minRows={2}
                  error={mine ? fieldError(fetcher.data, "reason") : undefined}
                />
                <Button
                  type="submit"
                  name="decision"
                  value="refused"
                  variant="default"
                  loading={decided === "refused"}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("admin.claims.refuse")}
                </Button>
              </Stack>
            </fetcher.Form>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export default function Claims({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { status, page, list } = loaderData;
  // One fetcher for the page: a decided request leaves the queue, and its notice must outlive it.
  const fetcher = useFetcher<typeof action>();
  const texts = useMemo(
    () => ({
      successTitle: t("admin.claims.doneTitle"),
      success: (intent: string) => t(intent.startsWith("approved:") ? "admin.claims.approved" : "admin.claims.refused"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(fetcher, texts);
  return (
    <QueuePage
      title={t("admin.claims.title")}
      lead={t("admin.claims.lead")}
      status={status}
      statuses={statuses.map((value) => ({ value, label: t(`admin.claims.status.${value}`) }))}
      empty={t("admin.claims.none")}
      total={list.total}
      page={page}
      pageSize={25}
    >
      {list.items.map((claim) => (
        <Claim key={claim.id} claim={claim} fetcher={fetcher} />
      ))}
    </QueuePage>
  );
}
