import { useT } from "@alentour/ui/i18n";
import { Alert, Checkbox, NativeSelect, Paper, Stack, Switch, Text } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";

/** The camera and microphone the call will use, chosen and previewed before it starts. */
export type LocalMedia = {
  stream: MediaStream | null;
  audioOnly: boolean;
  /** No camera could be opened: the call is audio only whatever is chosen. */
  noCamera: boolean;
  error: "no-microphone" | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  setAudioOnly: (value: boolean) => void;
  setCameraId: (id: string) => void;
  setMicrophoneId: (id: string) => void;
  /** Stops the camera and microphone (the page is left, or the call is over). */
  stop: () => void;
};

/**
 * Opens the microphone, and the camera unless audio only is chosen or there is none; opens them again when
 * another device is picked. A camera that cannot be opened falls back to audio only; a call needs a microphone.
 */
export function useLocalMedia(enabled: boolean): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [audioOnly, setAudioOnly] = useState(false);
  const [noCamera, setNoCamera] = useState(false);
  const [error, setError] = useState<LocalMedia["error"]>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState("");
  const [microphoneId, setMicrophoneId] = useState("");
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = null;
  }, []);

  useEffect(() => {
    if (!enabled || typeof navigator === "undefined" || !navigator.mediaDevices) return;
    let gone = false;
    const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { exact: microphoneId } } : true;
    const video: MediaTrackConstraints | boolean = cameraId ? { deviceId: { exact: cameraId } } : true;
    const open = async () => {
      let opened: MediaStream | null = null;
      let cameraMissing = false;
      if (!audioOnly) {
        opened = await navigator.mediaDevices.getUserMedia({ audio, video }).catch(() => null);
        cameraMissing = opened === null;
      }
      opened ??= await navigator.mediaDevices.getUserMedia({ audio, video: false }).catch(() => null);
      if (gone) {
        for (const track of opened?.getTracks() ?? []) track.stop();
        return;
      }
      stop();
      current.current = opened;
      setStream(opened);
      setNoCamera(cameraMissing && opened !== null);
      setError(opened ? null : "no-microphone");
      // Labels are given once a device is allowed.
      setDevices(await navigator.mediaDevices.enumerateDevices().catch(() => []));
    };
    void open();
    return () => {
      gone = true;
    };
  }, [enabled, audioOnly, cameraId, microphoneId, stop]);

  useEffect(() => stop, [stop]);

  return {
    stream,
    audioOnly: audioOnly || noCamera,
    noCamera,
    error,
    cameras: devices.filter((device) => device.kind === "videoinput"),
    microphones: devices.filter((device) => device.kind === "audioinput"),
    cameraId,
    microphoneId,
    setAudioOnly,
    setCameraId,
    setMicrophoneId,
    stop,
  };
}

/** A muted preview of a stream (one's own camera), or the other party's video with its sound. */
export function StreamVideo(props: { stream: MediaStream | null; muted: boolean; label: string; testId: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== props.stream) ref.current.srcObject = props.stream;
  }, [props.stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={props.muted}
      aria-label={props.label}
      data-testid={props.testId}
      style={{ width: "100%", maxHeight: "60vh", background: "#1a1b1e", borderRadius: 8 }}
    />
  );
}

/** The pre-call check: the preview, the devices to use, audio only, and relaying through the TURN server. */
export function DeviceCheck(props: {
  media: LocalMedia;
  relayAvailable: boolean;
  relayOnly: boolean;
  onRelayOnly: (value: boolean) => void;
}) {
  const { media } = props;
  const t = useT();
  const label = (device: MediaDeviceInfo, index: number, fallback: "video.camera" | "video.microphone") =>
    device.label || `${t(fallback)} ${index + 1}`;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600} component="h2" size="lg" m={0}>
          {t("video.check.title")}
        </Text>
        <Text size="sm">{t("video.check.lead")}</Text>
        {media.error === "no-microphone" && (
          <Alert color="red" role="alert">
            {t("video.check.noMicrophone")}
          </Alert>
        )}
        {media.noCamera && (
          <Alert color="yellow" role="status">
            {t("video.check.noCamera")}
          </Alert>
        )}
        {media.audioOnly ? (
          <Text data-testid="preview-audio-only">{t("video.check.audioOnlyPreview")}</Text>
        ) : (
          <StreamVideo stream={media.stream} muted label={t("video.check.preview")} testId="preview" />
        )}
        <Switch
          label={t("video.check.audioOnly")}
          checked={media.audioOnly}
          disabled={media.noCamera}
          onChange={(event) => media.setAudioOnly(event.currentTarget.checked)}
        />
        {!media.audioOnly && media.cameras.length > 0 && (
          <NativeSelect
            label={t("video.camera")}
            value={media.cameraId}
            onChange={(event) => media.setCameraId(event.currentTarget.value)}
            data={[
              { value: "", label: t("video.check.default") },
              ...media.cameras.map((device, index) => ({
                value: device.deviceId,
                label: label(device, index, "video.camera"),
              })),
            ]}
          />
        )}
        {media.microphones.length > 0 && (
          <NativeSelect
            label={t("video.microphone")}
            value={media.microphoneId}
            onChange={(event) => media.setMicrophoneId(event.currentTarget.value)}
            data={[
              { value: "", label: t("video.check.default") },
              ...media.microphones.map((device, index) => ({
                value: device.deviceId,
                label: label(device, index, "video.microphone"),
              })),
            ]}
          />
        )}
        {props.relayAvailable && (
          <Checkbox
            label={t("video.check.relay")}
            description={t("video.check.relayHelp")}
            checked={props.relayOnly}
            onChange={(event) => props.onRelayOnly(event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Paper>
  );
}
