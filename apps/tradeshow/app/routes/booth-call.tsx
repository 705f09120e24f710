import type { Locale } from "@alentour/domain/locale";
import type { CallStart } from "@alentour/domain/video-call";
import { useLocale, useT } from "@alentour/ui/i18n";
import { translator } from "@alentour/ui/translator";
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import { openSignalling, type Signalling, startPeer } from "../video/call-session.ts";
import { CallEnding, type CallPhase, CallStage, endingText } from "../video/call-stage.tsx";
import { DeviceCheck, useLocalMedia } from "../video/device-check.tsx";
import type { Route } from "./+types/booth-call";

// An attendee's video call to a booth (docs/video-calls.md): the pre-call check, the knock, the call. Linked from
// the booth's public page and the hall's booth panel (videoCallPath in app/video/call-session.ts).
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get("show");
  if (!slug) throw data(null, { status: 404 });
  const booth = await orNotFound(serverTradeShowApi(request).exhibitor(slug, params.boothId));
  return { booth: { id: booth.id, companyName: booth.companyName, showSlug: booth.showSlug } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("video.title", { name: loaderData?.booth.companyName ?? "" })} · Alentour` }];
};

export default function BoothCall({ loaderData }: Route.ComponentProps) {
  const { booth } = loaderData;
  const t = useT();
  const locale = useLocale();
  const [phase, setPhase] = useState<CallPhase>({ kind: "idle" });
  const [relayAvailable, setRelayAvailable] = useState(false);
  const [online, setOnline] = useState(false);
  const [relayOnly, setRelayOnly] = useState(false);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const media = useLocalMedia(true);
  const signalling = useRef<Signalling | null>(null);
  const call = useRef<{ hangUp: () => void } | null>(null);
  const start = useRef<CallStart | null>(null);

  useEffect(() => {
    let gone = false;
    const cleanups: Array<() => void> = [];
    void openSignalling().then(async (opened) => {
      if (gone) return opened.close();
      signalling.current = opened;
      setOnline(true);
      const setup = await opened.ask<{ relayAvailable: boolean }>("video-setup", {});
      if (!gone && setup.ok) setRelayAvailable(setup.relayAvailable);
      cleanups.push(
        opened.on("missed", () => setPhase({ kind: "ended", reason: "missed" })),
        opened.on("declined", () => setPhase({ kind: "ended", reason: "declined" })),
      );
    });
    return () => {
      gone = true;
      for (const cleanup of cleanups) cleanup();
      call.current?.hangUp();
      signalling.current?.close();
    };
  }, []);

  // Once the staff member accepts: the connection, this side making the offer.
  const stream = media.stream;
  useEffect(() => {
    const live = signalling.current;
    if (!live || phase.kind !== "knocking") return;
    return live.on("accepted", (payload: { callId: string }) => {
      if (!start.current || payload.callId !== start.current.callId || !stream) return;
      setPhase({ kind: "connecting", callId: payload.callId });
      void startPeer({
        signalling: live,
        start: start.current,
        initiator: true,
        stream,
        relayOnly,
        events: {
          onRemoteStream: setRemote,
          onConnected: () => setPhase({ kind: "connected", callId: payload.callId }),
          onEnded: (reason) => {
            call.current = null;
            setRemote(null);
            setPhase({ kind: "ended", reason });
          },
        },
      }).then((started) => {
        call.current = started;
      });
    });
  }, [phase.kind, stream, relayOnly]);

  async function knock() {
    const live = signalling.current;
    if (!live) return;
    const answer = await live.ask<CallStart>("knock", { boothId: booth.id, locale });
    if (!answer.ok) return setPhase({ kind: "refused", error: answer.error });
    start.current = { callId: answer.callId, iceServers: answer.iceServers };
    setPhase({ kind: "knocking", callId: answer.callId });
  }

  async function cancel() {
    if (phase.kind === "knocking") await signalling.current?.ask("cancel", { callId: phase.callId });
    setPhase({ kind: "ended", reason: "cancelled" });
  }

  const ending = endingText(phase, locale, t);
  const inCall = phase.kind === "connecting" || phase.kind === "connected";
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1} size="h2">
          {t("video.title", { name: booth.companyName })}
        </Title>
        {ending && (
          <CallEnding
            text={ending}
            alert={phase.kind === "refused" || (phase.kind === "ended" && ["offline", "failed"].includes(phase.reason))}
          />
        )}
        {inCall ? (
          <CallStage
            phase={phase}
            otherName={booth.companyName}
            local={media.stream}
            remote={remote}
            onHangUp={() => call.current?.hangUp()}
          />
        ) : (
          <>
            <DeviceCheck media={media} relayAvailable={relayAvailable} relayOnly={relayOnly} onRelayOnly={setRelayOnly} />
            {phase.kind === "knocking" ? (
              <Stack gap="xs">
                <Text role="status" data-testid="call-state">
                  {t("video.state.knocking", { name: booth.companyName })}
                </Text>
                <Group>
                  <Button variant="default" onClick={cancel}>
                    {t("video.cancel")}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group>
                <Button onClick={knock} disabled={!media.stream || !online}>
                  {t("video.knock")}
                </Button>
                <Button
                  component="a"
                  variant="default"
                  href={`/tradeshow/messages?show=${encodeURIComponent(booth.showSlug)}&booth=${encodeURIComponent(booth.id)}`}
                >
                  {t("video.writeInstead")}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
