"use client";
import {
  type StoredUpload,
  startUpload,
  type UploadError,
  type UploadState,
  type UploadTask,
} from "@alentour/backend-client/uploads";
import { formatError } from "@alentour/domain/errors";
import { megabytes, type UploadPurpose, uploadPurposes } from "@alentour/domain/upload";
import { Alert, Badge, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useLocale, useT } from "../i18n/i18n-provider.tsx";
import { notifyInfo } from "../notifications/notify.ts";
import classes from "./upload-field.module.css";

// What the api decodes; anything else is refused by its content anyway, this only narrows the file picker.
const ACCEPTED = "image/jpeg,image/png,image/webp,image/avif";

export type UploadFieldProps = {
  /** What the file is for: the api writes its URL into that document's field (an activity's banner, a user's picture). */
  purpose: UploadPurpose;
  /** The document: an activity's slug, a user's id. */
  target: string;
  /** The field's visible label. */
  label: string;
  /** Once the file is stored and the document points at it. */
  onUploaded: (stored: StoredUpload) => void;
};

/**
 * A file field that uploads as soon as a file is chosen (tus, resumable): a progress bar, the running or
 * paused state, pause/resume and cancel, the expected size, and the refusal in the person's language.
 */
export function UploadField({ purpose, target, label, onUploaded }: UploadFieldProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [task, setTask] = useState<UploadTask | null>(null);
  const [percent, setPercent] = useState(0);
  const [state, setState] = useState<UploadState>("running");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const rule = uploadPurposes[purpose];
  const maxMegabytes = megabytes(rule.maxBytes);
  const hint = rule.dimensions
    ? t("upload.sizeHint", { width: rule.dimensions.width, height: rule.dimensions.height, maxMegabytes })
    : t("upload.imageHint", { maxMegabytes });

  // Leaving the page stops the transfer; the api drops an unfinished upload after a day.
  const running = useRef<UploadTask | null>(null);
  running.current = task;
  useEffect(
    () => () => {
      void running.current?.pause();
    },
    [],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setError(null);
    setNotice(null);
    if (file.size > rule.maxBytes) {
      // Known before sending a byte; the api would answer the same.
      setError(formatError("file/too-large", locale, { maxMegabytes }));
      event.currentTarget.value = "";
      return;
    }
    setPercent(0);
    setState("running");
    const started = startUpload(file, {
      purpose,
      target,
      locale,
      onProgress: ({ bytesSent, bytesTotal }) => setPercent(bytesTotal > 0 ? Math.floor((bytesSent * 100) / bytesTotal) : 0),
      onStateChange: setState,
    });
    setTask(started);
    started.result
      .then(
        (stored) => {
          notifyInfo({ title: t("upload.doneTitle"), description: t("upload.done", { label }) });
          onUploaded(stored);
        },
        (failure: UploadError) => {
          if (failure.kind === "canceled") setNotice(failure.message);
          else setError(failure.message);
        },
      )
      .finally(() => {
        setTask(null);
        if (input.current) input.current.value = "";
      });
  }

  const errorId = `${id}-error`;
  return (
    <Stack gap="xs" data-testid={`upload-${purpose}`}>
      <Text component="label" htmlFor={id} fw={500} size="sm">
        {label}
      </Text>
      <Text id={`${id}-hint`} size="sm">
        {hint}
      </Text>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED}
        disabled={task !== null}
        aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={choose}
        className={classes.input}
      />
      {/* What the eye sees of the input: a button in the page's style and language. Keyboard users reach the
          input itself, whose focus ring this shows. While a file is sent, the progress below takes its place. */}
      {task === null && (
        <div className={classes.picker} aria-hidden>
          <Button
            component="span"
            variant="default"
            className={classes.button}
            onClick={() => input.current?.click()}
            tabIndex={-1}
          >
            {t("upload.choose")}
          </Button>
          <Text size="sm" data-testid="upload-file-name">
            {fileName ?? t("upload.noFile")}
          </Text>
        </div>
      )}
      {task && (
        <Stack gap={6}>
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={percent}
              aria-label={t("upload.progress")}
              size="lg"
              style={{ flex: 1 }}
              animated={state === "running"}
            />
            {/* Announced when it changes: running or paused (docs/product.md#stored-files-and-uploads). */}
            <span role="status">
              <Badge color={state === "paused" ? "gray.8" : "alentour.8"} variant="filled" data-testid="upload-state">
                {state === "paused" ? t("upload.state.paused") : t("upload.state.running")}
              </Badge>
            </span>
          </Group>
          <Text size="sm">{state === "paused" ? t("upload.paused", { percent }) : t("upload.running", { percent })}</Text>
          <Group gap="sm">
            {state === "paused" ? (
              <Button variant="default" onClick={() => task.resume()}>
                {t("upload.resume")}
              </Button>
            ) : (
              <Button variant="default" onClick={() => void task.pause()}>
                {t("upload.pause")}
              </Button>
            )}
            <Button variant="outline" color="red.8" onClick={() => void task.cancel()}>
              {t("upload.cancel")}
            </Button>
          </Group>
        </Stack>
      )}
      {notice && <Text role="status">{notice}</Text>}
      {error && (
        <Alert color="red" role="alert" id={errorId}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
