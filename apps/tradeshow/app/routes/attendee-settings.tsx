import type { Locale } from "@alentour/domain/locale";
import type { FirstContact, MessageSettings } from "@alentour/domain/message";
import { useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { translator } from "@alentour/ui/translator";
import { Alert, Button, Checkbox, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/attendee-settings";

// The attendee's settings (docs/messages.md#settings): mails for messages left unread, and who may write first.
export async function loader({ request }: Route.LoaderArgs) {
  return { settings: await serverTradeShowApi(request).messageSettings() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("attendees.settings.title")} · Alentour` }];
};

export default function AttendeeSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const api = useTradeShowApi();
  const [settings, setSettings] = useState<MessageSettings>(loaderData.settings);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setSettings(await api.saveMessageSettings(settings));
      notifyInfo({ title: t("attendees.settings.title"), description: t("attendees.settings.saved") });
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit}>
      <Stack>
        <Title order={2} size="h3">
          {t("attendees.settings.title")}
        </Title>
        <Checkbox
          label={t("attendees.settings.mailUnread")}
          description={t("attendees.settings.mailUnreadHint")}
          checked={settings.mailUnread}
          onChange={(event) => setSettings({ ...settings, mailUnread: event.currentTarget.checked })}
        />
        <Radio.Group
          label={t("attendees.settings.firstContact")}
          value={settings.firstContact}
          onChange={(value) => setSettings({ ...settings, firstContact: value as FirstContact })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="card-holders" label={t("attendees.settings.cardHolders")} />
            <Radio value="nobody" label={t("attendees.settings.nobody")} />
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t("attendees.settings.firstContactHint")}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
          {t("attendees.settings.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
