import type { TalkAccessibilityFeature } from "@alentour/domain/accessibility";
import { type Conference, type ConferenceDecision, type ConferenceStatus, conferenceStatuses } from "@alentour/domain/conference";
import { formatError } from "@alentour/domain/errors";
import { TalkAccessibilityFields } from "@alentour/ui/accessibility-fields";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { UploadField } from "@alentour/ui/upload-field";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { serverConferenceApi } from "../console/conference-api.server.ts";
import { useConferenceApi } from "../console/conference-api.ts";
import { ConferenceForm } from "../console/conference-form.tsx";
import { apiFieldErrors, apiMessage } from "../console/form-errors.ts";
import { orNotFound } from "../env.server.ts";
import type { Route } from "./+types/show-conferences";
import { PageHeading, useShow } from "./show-layout.tsx";

/** `?status=` and `?withoutLiveLink=1`, as the api reads them. */
function filtersFrom(url: URL) {
  const status = url.searchParams.get("status");
  return {
    status: (conferenceStatuses as readonly string[]).includes(status ?? "") ? (status as ConferenceStatus) : undefined,
    withoutLiveLink: url.searchParams.get("withoutLiveLink") === "1",
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const filters = filtersFrom(new URL(request.url));
  return { filters, conferences: await orNotFound(serverConferenceApi(request).list(params.slug, filters)) };
}

/** The organisers' list: filters, several decided at once, the propose form (docs/trade-shows.md#conferences). */
export default function ShowConferences({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const show = useShow();
  const revalidator = useRevalidator();
  const api = useConferenceApi();
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { conferences, filters } = loaderData;
  const visible = selected.filter((id) => conferences.some((conference) => conference.id === id));

  function filter(name: "status" | "withoutLiveLink", value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setSelected([]);
    setParams(next);
  }

  async function decide(status: ConferenceDecision) {
    setError(null);
    try {
      const decided = await api.decide(show.slug, visible, status);
      notifyInfo({ title: t("ts.conferences.title"), description: t("conferences.decided", { count: decided.length }) });
      setSelected([]);
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  async function remove(conference: Conference) {
    setError(null);
    try {
      await api.remove(show.slug, conference.id);
      notifyInfo({ title: t("ts.conferences.title"), description: t("conferences.deleted") });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  const allSelected = conferences.length > 0 && visible.length === conferences.length;
  return (
    <Stack>
      <PageHeading title="ts.conferences.title" lead={t("conferences.lead")} />
      <Paper withBorder p="md" component="section" aria-label={t("conferences.filters")}>
        <Group align="flex-end">
          <Select
            label={t("conferences.filter.status")}
            value={filters.status ?? ""}
            allowDeselect={false}
            data={[
              { value: "", label: t("conferences.filter.all") },
              ...conferenceStatuses.map((status) => ({ value: status, label: t(`conferences.status.${status}`) })),
            ]}
            onChange={(value) => filter("status", value || null)}
          />
          <Checkbox
            label={t("conferences.filter.withoutLiveLink")}
            checked={filters.withoutLiveLink}
            onChange={(event) => filter("withoutLiveLink", event.currentTarget.checked ? "1" : null)}
          />
        </Group>
      </Paper>
      {conferences.length === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-list">
          <Text>{filters.status || filters.withoutLiveLink ? t("conferences.none") : t("ts.conferences.empty")}</Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Group>
            <Text size="sm" role="status">
              {t("conferences.selected", { count: visible.length })}
            </Text>
            <Button size="compact-md" disabled={visible.length === 0} onClick={() => decide("accepted")}>
              {t("conferences.accept")}
            </Button>
            <Button
              size="compact-md"
              variant="outline"
              color="red.9"
              disabled={visible.length === 0}
              onClick={() => decide("refused")}
            >
              {t("conferences.refuse")}
            </Button>
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table data-testid="conferences">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Checkbox
                      aria-label={t("conferences.selectAll")}
                      checked={allSelected}
                      indeterminate={visible.length > 0 && !allSelected}
                      onChange={() => setSelected(allSelected ? [] : conferences.map((conference) => conference.id))}
                    />
                  </Table.Th>
                  <Table.Th scope="col">{t("conferences.column.name")}</Table.Th>
                  <Table.Th scope="col">{t("conferences.column.when")}</Table.Th>
                  <Table.Th scope="col">{t("conferences.column.by")}</Table.Th>
                  <Table.Th scope="col">{t("conferences.column.status")}</Table.Th>
                  <Table.Th scope="col">{t("conferences.column.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conferences.map((conference) => (
                  <ConferenceRow
                    key={conference.id}
                    conference={conference}
                    selected={visible.includes(conference.id)}
                    onSelect={(on) =>
                      setSelected((now) => (on ? [...now, conference.id] : now.filter((id) => id !== conference.id)))
                    }
                    onRemove={() => remove(conference)}
                    onUploaded={() => void revalidator.revalidate()}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <ConferenceForm show={show} onProposed={() => revalidator.revalidate()} />
    </Stack>
  );
}

function ConferenceRow({
  conference,
  selected,
  onSelect,
  onRemove,
  onUploaded,
}: {
  conference: Conference;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  onUploaded: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <Table.Tr data-testid="conference">
      <Table.Td>
        <Checkbox
          aria-label={t("conferences.select", { name: conference.name })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Text fw={600}>{conference.name}</Text>
        {conference.speakers.length > 0 && (
          <Text size="sm">{t("conferences.public.speakers", { names: conference.speakers.map((s) => s.name).join(", ") })}</Text>
        )}
        {conference.status === "accepted" && !conference.liveStreamUrl && (
          <Text size="sm" c="red.9" data-testid="no-live-link">
            {formatError("conference/no-live-link", locale)}
          </Text>
        )}
        {!conference.liveStreamUrl && <LiveLinkForm conference={conference} onSaved={onUploaded} />}
        <TalkAccessibilityForm conference={conference} onSaved={onUploaded} />
      </Table.Td>
      <Table.Td>
        {t("conferences.when", {
          date: day.format(new Date(`${conference.date}T00:00:00Z`)),
          start: conference.startTime,
          end: conference.endTime,
        })}
      </Table.Td>
      <Table.Td>{conference.boothId ? t("conferences.byExhibitor") : t("conferences.byTeam")}</Table.Td>
      <Table.Td>
        <Badge variant={conference.status === "pending" ? "outline" : "light"} color="gray.8" data-testid="conference-status">
          {t(`conferences.status.${conference.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {conference.imageUrl && <Image src={conference.imageUrl} alt="" w={160} radius="sm" mb="xs" />}
        <UploadField
          purpose="conference-image"
          target={conference.id}
          label={t("conferences.field.image", { name: conference.name })}
          onUploaded={onUploaded}
        />
        <Button size="compact-sm" variant="outline" color="red.9" onClick={onRemove} mt="xs">
          {t("conferences.delete")}
          <VisuallyHidden>&nbsp;{conference.name}</VisuallyHidden>
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** What the talk offers disabled viewers (ADR 107), changed by the team at any time; the programme shows it at once. */
function TalkAccessibilityForm({ conference, onSaved }: { conference: Conference; onSaved: () => void }) {
  const t = useT();
  const show = useShow();
  const api = useConferenceApi();
  const [value, setValue] = useState<TalkAccessibilityFeature[]>(conference.accessibility);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unchanged = value.join() === conference.accessibility.join();

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await api.update(show.slug, conference.id, { accessibility: value });
      notifyInfo({ title: t("ts.conferences.title"), description: t("conferences.accessibilitySaved") });
      onSaved();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="xs" mt="xs" data-testid="talk-accessibility">
        <TalkAccessibilityFields
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          label={t("conferences.accessibilityOf", { name: conference.name })}
          error={error ?? undefined}
        />
        <Button type="submit" size="xs" variant="light" w="fit-content" loading={busy} disabled={unchanged}>
          {t("conferences.saveAccessibility")}
          <VisuallyHidden>&nbsp;{conference.name}</VisuallyHidden>
        </Button>
      </Stack>
    </form>
  );
}

/** The live link a conference lacks, given by the team afterwards; the api checks it like the propose form. */
function LiveLinkForm({ conference, onSaved }: { conference: Conference; onSaved: () => void }) {
  const t = useT();
  const show = useShow();
  const api = useConferenceApi();
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await api.update(show.slug, conference.id, { liveStreamUrl: link.trim() });
      notifyInfo({ title: t("ts.conferences.title"), description: t("conferences.liveLinkSaved") });
      setLink("");
      onSaved();
    } catch (refused) {
      const { fields, form } = apiFieldErrors(refused, t("error.description"));
      setError(fields.liveStreamUrl ?? form ?? t("error.description"));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-end" gap="xs" mt="xs">
        <TextInput
          type="url"
          size="xs"
          label={`${t("conferences.field.liveStreamUrl")} · ${conference.name}`}
          value={link}
          onChange={(event) => {
            setLink(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" size="xs" variant="light" disabled={link.trim() === ""}>
          {t("conferences.saveLiveLink")}
          <VisuallyHidden>&nbsp;{conference.name}</VisuallyHidden>
        </Button>
      </Group>
    </form>
  );
}
