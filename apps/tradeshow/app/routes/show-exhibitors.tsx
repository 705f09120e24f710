import { ApiError } from "@alentour/backend-client/api-client";
import type { Booth, BoothColleague } from "@alentour/domain/booth";
import { FREE_TIER_MAX_EXHIBITORS } from "@alentour/domain/constants";
import { useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Anchor, Badge, Button, Card, Group, Paper, Stack, Text, Textarea, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { hallLabel } from "../console/booth-fields.tsx";
import { apiFieldErrors, apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { orNotFound, publicOrigin, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/show-exhibitors";
import { statusColour } from "./booth-layout.tsx";
import { PageHeading, useShow } from "./show-layout.tsx";

// The organiser's exhibitors (docs/trade-shows.md#exhibitors): every application, to validate or refuse with a
// reason, and the colleagues each exhibitor named, to accredit, deny or delete.
export async function loader({ request, params }: Route.LoaderArgs) {
  const booths = await orNotFound(serverTradeShowApi(request).showBooths(params.slug));
  return { booths, applyLink: `${publicOrigin()}/tradeshow/apply/${encodeURIComponent(params.slug)}` };
}

export default function ShowExhibitors({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const show = useShow();
  const { booths, applyLink } = loaderData;
  return (
    <Stack>
      <PageHeading title="ts.exhibitors.title" lead={t("booths.organiser.lead", { max: FREE_TIER_MAX_EXHIBITORS })} />
      <Text size="sm">{t("booths.organiser.applyLink", { link: applyLink })}</Text>
      {booths.length === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-list">
          <Text>{t("ts.exhibitors.empty")}</Text>
        </Paper>
      ) : (
        <Stack component="ul" p={0} style={{ listStyle: "none" }}>
          {booths.map((booth) => (
            <Application key={booth.id} booth={booth} hall={hallOf(show.halls, booth.hallId, t)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const hallOf = (halls: ReturnType<typeof useShow>["halls"], id: string, t: ReturnType<typeof useT>) => {
  const index = halls.findIndex((hall) => hall.id === id);
  const hall = halls[index];
  return hall ? hallLabel(hall, index, t) : id;
};

function Application({ booth, hall }: { booth: Booth & { colleagues: BoothColleague[] }; hall: string }) {
  const t = useT();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const show = useShow();
  const organiser = show.myRole === "organiser" || show.myRole === null;
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Past the free plan, the refusal leads to the page where a licence is bought and assigned.
  const [needsLicence, setNeedsLicence] = useState(false);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<unknown>, done?: () => void) {
    setError(null);
    setNeedsLicence(false);
    setBusy(true);
    try {
      await work();
      done?.();
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
      setNeedsLicence(refused instanceof ApiError && refused.code === "booth/licence-required");
    } finally {
      setBusy(false);
    }
  }

  async function refuse() {
    setReasonError(null);
    setBusy(true);
    try {
      await api.refuseBooth(booth.id, reason);
      notifyInfo({
        title: t("booths.organiser.refusedTitle"),
        description: t("booths.organiser.refused", { company: booth.companyName }),
      });
      setRefusing(false);
      setReason("");
      await revalidator.revalidate();
    } catch (refused) {
      const { fields, form } = apiFieldErrors(refused, t("error.description"));
      setReasonError(fields.reason ?? null);
      setError(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card component="li" withBorder data-testid="application">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {booth.companyName}
            </Title>
            <Group gap="xs">
              <Badge color={statusColour[booth.status]} variant="light" data-testid="application-status">
                {t(`booths.status.${booth.status}`)}
              </Badge>
              <Text size="sm">{hall}</Text>
            </Group>
            {booth.catchphrase && <Text size="sm">{booth.catchphrase}</Text>}
            <Text size="sm">
              {t("booths.organiser.contact", { details: [booth.email, booth.phone].filter(Boolean).join(" · ") || "—" })}
              {booth.website && (
                <>
                  {" · "}
                  <Anchor href={booth.website} target="_blank" rel="noopener noreferrer">
                    {booth.website}
                  </Anchor>
                </>
              )}
            </Text>
            {booth.status === "refused" && booth.refusalReason && (
              <Text size="sm">{t("booths.organiser.refusalReason", { reason: booth.refusalReason })}</Text>
            )}
          </Stack>
          {organiser && (
            <Group gap="xs">
              {booth.status !== "validated" && (
                <Button
                  loading={busy}
                  onClick={() =>
                    act(
                      () => api.validateBooth(booth.id),
                      () =>
                        notifyInfo({
                          title: t("booths.organiser.validatedTitle"),
                          description: t("booths.organiser.validated", { company: booth.companyName }),
                        }),
                    )
                  }
                >
                  {t("booths.organiser.validate")}
                  <VisuallyHidden>&nbsp;{booth.companyName}</VisuallyHidden>
                </Button>
              )}
              {booth.status !== "refused" && !refusing && (
                <Button variant="outline" color="red.9" onClick={() => setRefusing(true)}>
                  {t("booths.organiser.refuse")}
                  <VisuallyHidden>&nbsp;{booth.companyName}</VisuallyHidden>
                </Button>
              )}
            </Group>
          )}
        </Group>
        {refusing && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void refuse();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t("booths.organiser.reason")}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={reasonError}
                autosize
                minRows={2}
                // Required, but the api's message says why (the applicant receives it), not the browser's.
                withAsterisk
              />
              <Group gap="xs">
                <Button type="submit" color="red.9" loading={busy}>
                  {t("booths.organiser.sendRefusal")}
                </Button>
                <Button variant="default" onClick={() => setRefusing(false)}>
                  {t("booths.organiser.cancel")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {booth.colleagues.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("booths.colleagues.title")}
            </Text>
            <Stack component="ul" gap={4} p={0} style={{ listStyle: "none" }}>
              {booth.colleagues.map((colleague) => (
                <Group component="li" key={colleague.id} gap="xs" data-testid="colleague">
                  <Text size="sm">{colleague.email}</Text>
                  <Badge variant="outline" color="gray.8">
                    {t(`booths.colleagues.status.${colleague.status}`)}
                  </Badge>
                  {organiser && colleague.status !== "granted" && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => act(() => api.decideColleague(booth.id, colleague.id, "granted"))}
                    >
                      {t("booths.colleagues.grant")}
                      <VisuallyHidden>&nbsp;{colleague.email}</VisuallyHidden>
                    </Button>
                  )}
                  {organiser && colleague.status !== "denied" && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => act(() => api.decideColleague(booth.id, colleague.id, "denied"))}
                    >
                      {t("booths.colleagues.deny")}
                      <VisuallyHidden>&nbsp;{colleague.email}</VisuallyHidden>
                    </Button>
                  )}
                  {organiser && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red.9"
                      onClick={() => act(() => api.removeColleague(booth.id, colleague.id))}
                    >
                      {t("booths.colleagues.remove")}
                      <VisuallyHidden>&nbsp;{colleague.email}</VisuallyHidden>
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="application-error">
            <Stack gap={4}>
              <Text size="sm">{error}</Text>
              {needsLicence && (
                <Anchor
                  href={`/tradeshow/shows/${encodeURIComponent(show.slug)}/licences`}
                  size="sm"
                  fw={600}
                  c="red.9"
                  underline="always"
                >
                  {t("licenceGate.toLicences")}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
