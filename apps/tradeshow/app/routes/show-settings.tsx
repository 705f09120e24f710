import { ApiError } from "@alentour/backend-client/api-client";
import type { TradeShowRole } from "@alentour/domain/trade-show";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Button, Group, Modal, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/show-settings";
import { PageHeading, useShow } from "./show-layout.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  const api = serverTradeShowApi(request);
  // Invitations are the organisers' business: staff get the team alone.
  const [team, invitations] = await Promise.all([
    orNotFound(api.team(params.slug)),
    api.invitations(params.slug).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 403) return null;
      throw error;
    }),
  ]);
  return { team, invitations: invitations?.filter((invitation) => invitation.acceptedAt === null) ?? null };
}

export default function ShowSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const show = useShow();
  return (
    <Stack>
      <PageHeading title="ts.settings.title" />
      <TeamSection team={loaderData.team} invitations={loaderData.invitations} />
      <ListingSection />
      {show.mode !== "hybrid" && <HybridSection />}
      <DeleteSection />
      <Text size="sm" c="dimmed">
        {t("ts.settings.teamLead")}
      </Text>
    </Stack>
  );
}

function TeamSection({ team, invitations }: Route.ComponentProps["loaderData"]) {
  const t = useT();
  const locale = useLocale();
  const show = useShow();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const me = useRouteLoaderData<typeof rootLoader>("root")?.session?.uid;
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TradeShowRole>("staff");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long" });

  async function invite() {
    setError(null);
    setBusy(true);
    try {
      await api.invite(show.slug, email.trim(), role);
      notifyInfo({ title: t("ts.settings.invite"), description: t("ts.settings.invited", { email: email.trim() }) });
      setEmail("");
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(invitationId: string) {
    try {
      await api.revokeInvitation(show.slug, invitationId);
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="team">
      <Stack>
        <Title order={2} size="h4" id="team">
          {t("ts.settings.team")}
        </Title>
        <Table data-testid="team">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("ts.settings.member")}</Table.Th>
              <Table.Th scope="col">{t("ts.settings.role")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.map((member) => (
              <Table.Tr key={member.userId}>
                <Table.Td>
                  {member.name} ({member.email}){member.userId === me ? ` · ${t("ts.settings.you")}` : ""}
                </Table.Td>
                <Table.Td>{t(`ts.role.${member.role}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {invitations && (
          <Title order={3} size="h5">
            {t("ts.settings.invitations")}
          </Title>
        )}
        {!invitations ? null : invitations.length === 0 ? (
          <Text size="sm">{t("ts.settings.noInvitations")}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} style={{ listStyle: "none" }} data-testid="invitations">
            {invitations.map((invitation) => (
              <Group component="li" key={invitation.id} justify="space-between">
                <Text size="sm">
                  {invitation.email} · {t(`ts.role.${invitation.role}`)} ·{" "}
                  {t("ts.settings.expires", { date: day.format(new Date(invitation.expiresAt)) })}
                </Text>
                <Button size="compact-sm" variant="outline" color="red.9" onClick={() => revoke(invitation.id)}>
                  {t("ts.settings.revoke")}
                  <VisuallyHidden>&nbsp;{invitation.email}</VisuallyHidden>
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {/* Only organisers invite (docs/trade-shows.md); staff see the team and its invitations. */}
        {invitations && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void invite();
            }}
          >
            <Group align="flex-end">
              <TextInput
                type="email"
                required
                label={t("ts.settings.inviteEmail")}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                style={{ flex: 1, minWidth: 200 }}
              />
              <Select
                label={t("ts.settings.inviteRole")}
                value={role}
                allowDeselect={false}
                onChange={(value) => setRole((value as TradeShowRole | null) ?? "staff")}
                data={(["staff", "organiser"] as const).map((value) => ({ value, label: t(`ts.role.${value}`) }))}
              />
              <Button type="submit" loading={busy}>
                {t("ts.settings.inviteSend")}
              </Button>
            </Group>
          </form>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function ListingSection() {
  const t = useT();
  const show = useShow();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listed = show.listing === "public";

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      await api.setListing(show.slug, listed ? "private" : "public");
      setConfirmation(t(listed ? "ts.settings.hidden" : "ts.settings.shown"));
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="listing">
      <Stack>
        <Title order={2} size="h4" id="listing">
          {t("ts.settings.listing")}
        </Title>
        <Text data-testid="listing-state">{t(listed ? "ts.settings.listingPublic" : "ts.settings.listingPrivate")}</Text>
        <Group>
          <Button variant={listed ? "default" : "filled"} onClick={toggle} loading={busy}>
            {t(listed ? "ts.settings.unlist" : "ts.settings.list")}
          </Button>
        </Group>
        {confirmation && (
          <Alert color="green" role="status" data-testid="listing-confirmation">
            {confirmation}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function HybridSection() {
  const t = useT();
  const show = useShow();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function convert() {
    setBusy(true);
    setError(null);
    try {
      await api.convertToHybrid(show.slug);
      notifyInfo({ title: t("ts.settings.format"), description: t("ts.settings.converted") });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="format">
      <Stack>
        <Title order={2} size="h4" id="format">
          {t("ts.settings.format")}
        </Title>
        <Text>{t("ts.settings.formatNow", { mode: t(`ts.mode.${show.mode}`) })}</Text>
        <Text size="sm">{t("ts.settings.toHybridBody")}</Text>
        <Group>
          <Button variant="light" onClick={convert} loading={busy}>
            {t("ts.settings.toHybrid")}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function DeleteSection() {
  const t = useT();
  const show = useShow();
  const api = useTradeShowApi();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canDelete = show.myRole !== "staff";

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api.remove(show.slug);
      notifyInfo({ title: t("ts.settings.delete"), description: t("ts.settings.deleted") });
      window.location.assign("/tradeshow");
    } catch (refused) {
      // The server's refusal as it said it: exhibitors still active, or not an organiser.
      setError(apiMessage(refused, t("error.description")));
      setOpen(false);
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="delete">
      <Stack>
        <Title order={2} size="h4" id="delete">
          {t("ts.settings.delete")}
        </Title>
        {canDelete ? (
          <Group>
            <Button variant="outline" color="red.9" onClick={() => setOpen(true)}>
              {t("ts.settings.delete")}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t("ts.settings.deleteOrganiserOnly")}</Text>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="delete-refused">
            {error}
          </Alert>
        )}
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("ts.settings.delete")} centered>
        <Stack>
          <Text>{t("ts.settings.deleteBody", { name: show.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t("ts.settings.cancel")}
            </Button>
            <Button color="red" onClick={remove} loading={busy}>
              {t("ts.settings.deleteConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
