import { boothPagePath } from "@alentour/domain/booth";
import type { BusinessCardKind } from "@alentour/domain/business-card";
import type { HallBooth } from "@alentour/domain/hall";
import { MESSAGE_MAX_LENGTH } from "@alentour/domain/message";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Textarea } from "@mantine/core";
import { useId, useState } from "react";
import { apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { videoCallPath } from "../video/call-session.ts";

/**
 * What a visitor does at a booth, in the 2D hall's panel and in the list mode alike: its page, its
 * conferences, leaving a card, writing to its staff, and video contact (the call's own page, docs/video-calls.md).
 */
export function BoothActions({ booth, slug }: { booth: HallBooth; slug: string }) {
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const id = useId();
  const [kind, setKind] = useState<BusinessCardKind>("professional");
  const [body, setBody] = useState("");
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const page = boothPagePath(slug, booth.id, locale);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      setNotice({ ok: true, text: await work() });
    } catch (refused) {
      setNotice({ ok: false, text: apiMessage(refused, t("error.description")) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="booth-actions">
      <Group gap="md">
        <Anchor href={page}>{t("hall.booth.page")}</Anchor>
        <Anchor href={`${page}#conferences`}>{t("hall.booth.conferences")}</Anchor>
        <Anchor href={videoCallPath(booth.id, slug)} data-testid="booth-video">
          {t("hall.booth.video")}
        </Anchor>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            await api.handCard(booth.id, kind);
            return t("attendees.card.left");
          });
        }}
      >
        <Group align="end" gap="sm">
          <NativeSelect
            id={`${id}-kind`}
            label={t("attendees.card.choose")}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as BusinessCardKind)}
            data={[
              { value: "professional", label: t("attendees.card.professional") },
              { value: "personal", label: t("attendees.card.personal") },
            ]}
          />
          <Button type="submit" loading={busy}>
            {t("attendees.card.leave")}
          </Button>
        </Group>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim() === "") return;
          void run(async () => {
            await api.writeToBooth(booth.id, body);
            setBody("");
            return t("messages.sent");
          });
        }}
      >
        <Stack gap="xs">
          <Textarea
            id={`${id}-message`}
            label={t("hall.booth.messageLabel", { booth: booth.companyName })}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={MESSAGE_MAX_LENGTH}
          />
          <Group>
            <Button type="submit" variant="light" loading={busy}>
              {t("messages.send")}
            </Button>
          </Group>
        </Stack>
      </form>
      <div role="status">
        {notice && (
          <Alert color={notice.ok ? "gray" : "red"} data-testid="booth-action-notice">
            {notice.text}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
