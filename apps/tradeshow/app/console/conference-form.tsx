import { addDays } from "@alentour/domain/event-dates";
import type { TradeShow } from "@alentour/domain/trade-show";
import { TalkAccessibilityFields } from "@alentour/ui/accessibility-fields";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useId, useState } from "react";
import { type ConferenceProposalBody, useConferenceApi } from "./conference-api.ts";
import { apiFieldErrors, type FieldErrors } from "./form-errors.ts";

type Draft = Omit<ConferenceProposalBody, "liveStreamUrl" | "replayUrl" | "speakers"> & {
  liveStreamUrl: string;
  replayUrl: string;
  speakers: Array<{ name: string; email: string }>;
};

const emptyDraft = (show: Pick<TradeShow, "startDate" | "openingTime">): Draft => ({
  name: "",
  date: show.startDate,
  startTime: show.openingTime,
  endTime: "",
  description: "",
  liveStreamUrl: "",
  replayUrl: "",
  speakers: [{ name: "", email: "" }],
  accessibility: [],
  termsAccepted: false,
});

/** The form sends what was typed; blank links and addresses are left out rather than refused. */
function bodyOf(draft: Draft): ConferenceProposalBody {
  return {
    name: draft.name,
    date: draft.date,
    startTime: draft.startTime,
    endTime: draft.endTime,
    description: draft.description,
    ...(draft.liveStreamUrl.trim() && { liveStreamUrl: draft.liveStreamUrl.trim() }),
    ...(draft.replayUrl.trim() && { replayUrl: draft.replayUrl.trim() }),
    speakers: draft.speakers
      .filter((speaker) => speaker.name.trim() || speaker.email.trim())
      .map((speaker) => ({ name: speaker.name, ...(speaker.email.trim() && { email: speaker.email.trim() }) })),
    accessibility: draft.accessibility,
    termsAccepted: draft.termsAccepted,
  };
}

/**
 * Proposing a conference, for the organiser's console and the exhibitor's page: the conference terms first,
 * the api's messages next to the fields ("The video is not found…"), kept until the field is changed.
 */
export function ConferenceForm({
  show,
  onProposed,
}: {
  show: Pick<TradeShow, "slug" | "startDate" | "endDate" | "openingTime" | "closingTime" | "timeZone">;
  onProposed: () => Promise<void> | void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useConferenceApi();
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(show));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const days: string[] = [];
  for (let day = show.startDate; day <= show.endDate; day = addDays(day, 1)) days.push(day);

  function change(patch: Partial<Draft>, ...fields: string[]) {
    setDraft((now) => ({ ...now, ...patch }));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([name]) => !fields.includes(name))));
    setFormError(null);
  }

  function changeSpeaker(index: number, patch: Partial<Draft["speakers"][number]>) {
    const speakers = draft.speakers.map((speaker, at) => (at === index ? { ...speaker, ...patch } : speaker));
    change({ speakers }, `speakers.${index}.name`, `speakers.${index}.email`);
  }

  async function submit() {
    setBusy(true);
    try {
      await api.propose(show.slug, bodyOf(draft));
      notifyInfo({ title: t("conferences.propose.title"), description: t("conferences.proposed") });
      setDraft(emptyDraft(show));
      setErrors({});
      await onProposed();
    } catch (refused) {
      const { fields, form } = apiFieldErrors(refused, t("error.description"));
      setErrors(fields);
      setFormError(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Title order={2} size="h4" id={headingId}>
            {t("conferences.propose.title")}
          </Title>
          <TextInput
            label={t("conferences.field.name")}
            required
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value }, "name")}
            error={errors.name}
          />
          <Group align="flex-start" grow>
            <Select
              label={t("conferences.field.date")}
              required
              allowDeselect={false}
              value={draft.date}
              data={days.map((day) => ({ value: day, label: dayFormat.format(new Date(`${day}T00:00:00Z`)) }))}
              onChange={(value) => change({ date: value ?? show.startDate }, "date")}
              error={errors.date}
            />
            <TextInput
              type="time"
              label={t("conferences.field.startTime")}
              required
              value={draft.startTime}
              onChange={(event) => change({ startTime: event.currentTarget.value }, "startTime", "endTime")}
              error={errors.startTime}
            />
            <TextInput
              type="time"
              label={t("conferences.field.endTime")}
              required
              value={draft.endTime}
              onChange={(event) => change({ endTime: event.currentTarget.value }, "startTime", "endTime")}
              error={errors.endTime}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t("conferences.field.times", { opening: show.openingTime, closing: show.closingTime, timeZone: show.timeZone })}
          </Text>
          <Textarea
            label={t("conferences.field.description")}
            autosize
            minRows={3}
            value={draft.description}
            onChange={(event) => change({ description: event.currentTarget.value }, "description")}
            error={errors.description}
          />
          <TextInput
            type="url"
            label={t("conferences.field.liveStreamUrl")}
            description={t("conferences.field.videoHelp")}
            value={draft.liveStreamUrl}
            onChange={(event) => change({ liveStreamUrl: event.currentTarget.value }, "liveStreamUrl")}
            error={errors.liveStreamUrl}
          />
          <TextInput
            type="url"
            label={t("conferences.field.replayUrl")}
            description={t("conferences.field.videoHelp")}
            value={draft.replayUrl}
            onChange={(event) => change({ replayUrl: event.currentTarget.value }, "replayUrl")}
            error={errors.replayUrl}
          />
          <TalkAccessibilityFields
            value={draft.accessibility}
            onChange={(accessibility) => change({ accessibility }, "accessibility")}
            error={errors.accessibility}
          />
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm">
              {t("conferences.field.speakers")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("conferences.field.speakerHelp")}
            </Text>
            {draft.speakers.map((speaker, index) => (
              <Group key={index} align="flex-end">
                <TextInput
                  label={t("conferences.field.speakerName", { number: index + 1 })}
                  value={speaker.name}
                  onChange={(event) => changeSpeaker(index, { name: event.currentTarget.value })}
                  error={errors[`speakers.${index}.name`]}
                  style={{ flex: 1, minWidth: 180 }}
                />
                <TextInput
                  type="email"
                  label={t("conferences.field.speakerEmail", { number: index + 1 })}
                  value={speaker.email}
                  onChange={(event) => changeSpeaker(index, { email: event.currentTarget.value })}
                  error={errors[`speakers.${index}.email`]}
                  style={{ flex: 1, minWidth: 180 }}
                />
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={() => change({ speakers: draft.speakers.filter((_, at) => at !== index) })}
                >
                  {t("conferences.field.removeSpeaker", { number: index + 1 })}
                </Button>
              </Group>
            ))}
            <Button
              variant="default"
              w="fit-content"
              onClick={() => change({ speakers: [...draft.speakers, { name: "", email: "" }] })}
              disabled={draft.speakers.length >= 20}
            >
              {t("conferences.field.addSpeaker")}
            </Button>
          </Stack>
          <Checkbox
            label={t("conferences.field.terms")}
            required
            checked={draft.termsAccepted}
            onChange={(event) => change({ termsAccepted: event.currentTarget.checked }, "termsAccepted")}
            error={errors.termsAccepted}
          />
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Button type="submit" loading={busy} w="fit-content">
            {t("conferences.propose.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
