import type { CallStart, Knock } from "@alentour/domain/video-call";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { openSignalling, type Signalling, startPeer } from "./call-session.ts";
import { CallEnding, type CallPhase, CallStage, endingText } from "./call-stage.tsx";

/** The camera and microphone, or the microphone alone when asked or when there is no camera. */
async function openMedia(audioOnly: boolean): Promise<MediaStream | null> {
  const devices = navigator.mediaDevices;
  if (!devices) return null;
  const both = audioOnly ? null : await devices.getUserMedia({ audio: true, video: true }).catch(() => null);
  return both ?? (await devices.getUserMedia({ audio: true, video: false }).catch(() => null));
}

/**
 * The booth staff's side of video contact (docs/video-calls.md), on every page of the booth's console: the
 * visitors knocking now, each with "accept" and "decline"; a knock a colleague took goes with a line saying so;
 * the accepted call. Being on one of these pages is what makes a member of the staff "connected" for a knock.
 */
export function IncomingCalls({ boothId }: { boothId: string }) {
  const t = useT();
  const locale = useLocale();
  const [knocks, setKnocks] = useState<Knock[]>([]);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [audioOnly, setAudioOnly] = useState(false);
  const [phase, setPhase] = useState<CallPhase>({ kind: "idle" });
  const [visitor, setVisitor] = useState("");
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const signalling = useRef<Signalling | null>(null);
  const call = useRef<{ hangUp: () => void } | null>(null);

  useEffect(() => {
    let gone = false;
    const cleanups: Array<() => void> = [];
    void openSignalling().then((opened) => {
      if (gone) return opened.close();
      signalling.current = opened;
      setReady(true);
      const drop = (callId: string) => setKnocks((list) => list.filter((knock) => knock.callId !== callId));
      cleanups.push(
        opened.on("knock", (knock: Knock) => {
          if (knock.boothId === boothId) setKnocks((list) => [...list.filter((k) => k.callId !== knock.callId), knock]);
        }),
        opened.on("taken", ({ callId }: { callId: string }) => {
          setKnocks((list) => {
            const taken = list.find((knock) => knock.callId === callId);
            if (taken) setNotice(t("video.incoming.taken", { name: taken.visitorName }));
            return list.filter((knock) => knock.callId !== callId);
          });
        }),
        opened.on("knock-ended", ({ callId }: { callId: string }) => drop(callId)),
      );
    });
    return () => {
      gone = true;
      for (const cleanup of cleanups) cleanup();
      call.current?.hangUp();
      signalling.current?.close();
    };
  }, [boothId, t]);

  useEffect(
    () => () => {
      for (const track of local?.getTracks() ?? []) track.stop();
    },
    [local],
  );

  async function accept(knock: Knock) {
    const live = signalling.current;
    if (!live) return;
    setNotice(null);
    const stream = await openMedia(audioOnly);
    if (!stream) return setNotice(t("video.check.noMicrophone"));
    const answer = await live.ask<CallStart & { visitorName: string }>("accept", { callId: knock.callId });
    setKnocks((list) => list.filter((k) => k.callId !== knock.callId));
    if (!answer.ok) {
      for (const track of stream.getTracks()) track.stop();
      return setPhase({ kind: "refused", error: answer.error });
    }
    setLocal(stream);
    setVisitor(answer.visitorName);
    setPhase({ kind: "connecting", callId: answer.callId });
    call.current = await startPeer({
      signalling: live,
      start: { callId: answer.callId, iceServers: answer.iceServers },
      initiator: false,
      stream,
      relayOnly: false,
      events: {
        onRemoteStream: setRemote,
        onConnected: () => setPhase({ kind: "connected", callId: answer.callId }),
        onEnded: (reason) => {
          call.current = null;
          setRemote(null);
          setLocal(null);
          setPhase({ kind: "ended", reason });
        },
      },
    });
  }

  async function decline(knock: Knock) {
    await signalling.current?.ask("decline", { callId: knock.callId });
    setKnocks((list) => list.filter((k) => k.callId !== knock.callId));
  }

  const inCall = phase.kind === "connecting" || phase.kind === "connected";
  const ending = endingText(phase, locale, t);
  if (!inCall && knocks.length === 0 && !notice && !ending) {
    return ready ? (
      <Text size="sm" c="dimmed" data-testid="calls-ready">
        {t("video.incoming.ready")}
      </Text>
    ) : null;
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="video-calls-title" data-testid="incoming-calls">
      <Stack gap="sm">
        <Title order={2} size="h4" id="video-calls-title">
          {t("video.incoming.title")}
        </Title>
        {ending && !inCall && (
          <CallEnding
            text={ending}
            alert={phase.kind === "refused" || (phase.kind === "ended" && ["offline", "failed"].includes(phase.reason))}
          />
        )}
        {notice && <Text role="status">{notice}</Text>}
        {inCall ? (
          <CallStage phase={phase} otherName={visitor} local={local} remote={remote} onHangUp={() => call.current?.hangUp()} />
        ) : (
          knocks.length > 0 && (
            <>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-live="polite">
                {knocks.map((knock) => (
                  <li key={knock.callId} data-testid="knock">
                    <Group justify="space-between" wrap="wrap">
                      <Text>{t("video.incoming.knock", { name: knock.visitorName })}</Text>
                      <Group gap="xs">
                        <Button onClick={() => accept(knock)}>{t("video.incoming.accept")}</Button>
                        <Button variant="default" onClick={() => decline(knock)}>
                          {t("video.incoming.decline")}
                        </Button>
                      </Group>
                    </Group>
                  </li>
                ))}
              </Stack>
              <Switch
                label={t("video.incoming.audioOnly")}
                checked={audioOnly}
                onChange={(event) => setAudioOnly(event.currentTarget.checked)}
              />
            </>
          )
        )}
      </Stack>
    </Paper>
  );
}
