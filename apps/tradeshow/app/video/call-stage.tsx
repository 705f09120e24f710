import { formatError, isErrorCode } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import type { HangUpReason } from "@alentour/domain/video-call";
import type { MessageId } from "@alentour/ui/catalogues";
import { useT } from "@alentour/ui/i18n";
import { Alert, Box, Button, Group, Stack, Text } from "@mantine/core";
import { StreamVideo } from "./device-check.tsx";

/** Where a call stands, on either side. */
export type CallPhase =
  | { kind: "idle" }
  | { kind: "knocking"; callId: string }
  | { kind: "connecting"; callId: string }
  | { kind: "connected"; callId: string }
  | { kind: "ended"; reason: HangUpReason | "missed" | "declined" | "cancelled" }
  | { kind: "refused"; error: string };

const endings: Record<"missed" | "declined" | "cancelled" | "hang-up", MessageId> = {
  missed: "video.ended.missed",
  declined: "video.ended.declined",
  cancelled: "video.ended.cancelled",
  "hang-up": "video.ended.hangUp",
};

/** The sentence for a call that ended or was refused: the spec's texts for offline and failed connections. */
export function endingText(phase: CallPhase, locale: Locale, t: ReturnType<typeof useT>): string | null {
  if (phase.kind === "refused") return isErrorCode(phase.error) ? formatError(phase.error, locale) : t("error.description");
  if (phase.kind !== "ended") return null;
  if (phase.reason === "offline") return formatError("video/contact-offline", locale);
  if (phase.reason === "failed") return formatError("video/connection-failed", locale);
  return t(endings[phase.reason]);
}

/** The call itself: the other party's video (or a line saying it is audio only), one's own, the state, hang up. */
export function CallStage(props: {
  phase: CallPhase;
  otherName: string;
  local: MediaStream | null;
  remote: MediaStream | null;
  onHangUp: () => void;
}) {
  const t = useT();
  const { phase, remote } = props;
  const remoteHasVideo = (remote?.getVideoTracks().length ?? 0) > 0;
  return (
    <Stack gap="sm" data-testid="call-stage">
      <Text role="status" fw={600} data-testid="call-state">
        {phase.kind === "connected"
          ? t("video.state.connected", { name: props.otherName })
          : t("video.state.connecting", { name: props.otherName })}
      </Text>
      <Box pos="relative">
        {remote && remoteHasVideo ? (
          <StreamVideo stream={remote} muted={false} label={t("video.remote", { name: props.otherName })} testId="remote-video" />
        ) : (
          <>
            <Text c="dimmed">{t("video.audioOnlyRemote")}</Text>
            {/* The other party's sound plays even when there is no picture. */}
            <StreamVideo
              stream={remote}
              muted={false}
              label={t("video.remote", { name: props.otherName })}
              testId="remote-audio"
            />
          </>
        )}
        {props.local && props.local.getVideoTracks().length > 0 && (
          <Box w={{ base: 96, sm: 160 }} pos="absolute" bottom={8} right={8}>
            <StreamVideo stream={props.local} muted label={t("video.self")} testId="local-video" />
          </Box>
        )}
      </Box>
      <Group>
        <Button color="red.9" onClick={props.onHangUp}>
          {t("video.hangUp")}
        </Button>
      </Group>
    </Stack>
  );
}

/** How a call ended, announced. */
export function CallEnding(props: { text: string; alert: boolean }) {
  return props.alert ? (
    <Alert color="red" role="alert" data-testid="call-ending">
      {props.text}
    </Alert>
  ) : (
    <Alert color="gray" role="status" data-testid="call-ending">
      {props.text}
    </Alert>
  );
}
