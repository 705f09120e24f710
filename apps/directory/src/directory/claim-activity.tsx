"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { createOwnerApi } from "@alentour/backend-client/owner";
import type { ClaimStanding } from "@alentour/domain/claim";
import { useAuth } from "@alentour/ui/auth-provider";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Button, Stack, Text, Textarea, Title } from "@mantine/core";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { formErrors } from "../auth/form-errors.ts";

type Outcome = "claimed" | "requested" | null;

/**
 * "Claim this activity" (spec §4). The page is the same cached HTML for everyone, so who the visitor is and
 * where they stand is found out here, in the browser: signed out → sign in and come back; their verified
 * e-mail is the contact's → claimed at once; otherwise a request with a message for the support team.
 */
export function ClaimActivity({ slug, ownerId }: { slug: string; ownerId: string | null }) {
  const t = useT();
  const locale = useLocale();
  const { state } = useAuth();
  const api = useMemo(() => createOwnerApi(createApiClient({ baseUrl: "", locale })), [locale]);
  const uid = state ? state.authUser.uid : state;
  const [standing, setStanding] = useState<ClaimStanding | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const messageField = useRef<HTMLTextAreaElement>(null);

  // The form opens where the button was: the keyboard goes on into its first field.
  useEffect(() => {
    if (formOpen) messageField.current?.focus();
  }, [formOpen]);

  useEffect(() => {
    if (!uid || uid === ownerId) return;
    let live = true;
    api
      .claimStanding(slug)
      .then((answer) => live && setStanding(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, slug, uid, ownerId]);

  // Nothing to claim for the owner, and nothing to show until the browser knows who is there.
  if (uid === undefined || (uid && (uid === ownerId || standing?.owned))) return null;

  async function claim(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setErrors({ fields: {}, form: null });
    try {
      const answer = await api.claim(slug, standing?.instant ? undefined : message);
      setOutcome(answer.status);
      notifyInfo(
        answer.status === "claimed"
          ? { title: t("claim.claimedTitle"), description: t("claim.claimed") }
          : { title: t("claim.requestedTitle"), description: t("claim.requested") },
      );
    } catch (error) {
      setErrors(formErrors(error, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  const here = localizePath(`/activity/${slug}`, locale);
  let body: React.ReactNode;
  if (uid === null) {
    body = (
      <Button
        component="a"
        href={`${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(`${here}#claim`)}`}
        variant="outline"
      >
        {t("claim.signIn")}
      </Button>
    );
  } else if (outcome === "claimed") {
    body = (
      <Alert color="alentour" data-testid="claim-done">
        <Stack gap="xs" align="flex-start">
          <Text>{t("claim.claimed")}</Text>
          <Button component="a" href="/dashboard/activities" size="xs">
            {t("claim.toMyActivities")}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (outcome === "requested" || standing?.openRequest) {
    body = (
      <Alert color="alentour" data-testid="claim-waiting">
        {outcome === "requested" ? t("claim.requested") : t("claim.waiting")}
      </Alert>
    );
  } else if (!standing) {
    body = null;
  } else if (standing.instant) {
    body = (
      <Stack align="flex-start">
        <Text>{t("claim.instant")}</Text>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button onClick={() => claim()} loading={busy}>
          {t("claim.instantSubmit")}
        </Button>
      </Stack>
    );
  } else if (!formOpen) {
    body = (
      <Button variant="outline" onClick={() => setFormOpen(true)}>
        {t("claim.open")}
      </Button>
    );
  } else {
    body = (
      <form onSubmit={claim} noValidate id="claim-form" data-testid="claim-form">
        <Stack>
          <Text>{t("claim.requestLead")}</Text>
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Textarea
            label={t("claim.message")}
            description={t("claim.messageHint")}
            required
            minRows={3}
            autosize
            ref={messageField}
            value={message}
            error={errors.fields.message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
            {t("claim.requestSubmit")}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <section aria-labelledby="claim">
      <Title order={2} id="claim" size="h3" mb="sm">
        {t("claim.title")}
      </Title>
      <Text mb="sm">{t("claim.lead")}</Text>
      {body}
    </section>
  );
}
