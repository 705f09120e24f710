"use client";
import { safeRedirectPath } from "@alentour/domain/safe-redirect";
import { useAuth } from "@alentour/ui/auth-provider";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { AuthCard } from "./auth-card.tsx";
import { formErrors } from "./form-errors.ts";
import { ResendVerification } from "./resend-verification.tsx";

/** After sign-up, or a sign-in refused for an unconfirmed address: check your inbox, or have the link sent again. */
export function VerifyEmailWaiting() {
  const t = useT();
  const params = useSearchParams() ?? new URLSearchParams();
  const email = params.get("email");
  return (
    <AuthCard title={t("auth.verify.waitingTitle")}>
      <Stack>
        <Text data-testid="verify-waiting">
          {email ? t("auth.verify.waitingBody", { email }) : t("auth.verify.waitingBodyNoEmail")}
        </Text>
        <ResendVerification email={email} redirectTo={backTo(params.get("redirectTo"))} />
      </Stack>
    </AuthCard>
  );
}

/** The path the visitor was going to when they signed up, if it is one of this site's. */
function backTo(requested: string | null): string | null {
  return requested ? safeRedirectPath(requested, "") || null : null;
}

/** The page the mailed link opens: confirms once, then success, or the error with a resend action. */
export function VerifyEmailConfirm() {
  const t = useT();
  const locale = useLocale();
  const { api } = useAuth();
  const params = useSearchParams() ?? new URLSearchParams();
  const token = params.get("token") ?? "";
  const redirectTo = backTo(params.get("redirectTo"));
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; the link is single-use, so it is sent once.
    if (sent.current) return;
    sent.current = true;
    api
      .confirmVerification(token)
      .then(() => setOutcome({ ok: true }))
      .catch((error: unknown) =>
        setOutcome({ ok: false, message: formErrors(error, t("error.description")).form ?? t("error.description") }),
      );
  }, [api, token, t]);

  if (!outcome) {
    return (
      <AuthCard title={t("auth.verify.waitingTitle")}>
        <Stack align="center">
          <Loader aria-hidden />
          <Text>{t("auth.verify.checking")}</Text>
        </Stack>
      </AuthCard>
    );
  }
  if (outcome.ok) {
    return (
      <AuthCard title={t("auth.verify.successTitle")}>
        <Stack>
          <Text data-testid="verify-success">{t("auth.verify.successBody")}</Text>
          <Button
            component="a"
            href={`${localizePath("/login", locale)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
          >
            {t("auth.toLogin")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.verify.errorTitle")}>
      <Stack>
        <Alert color="red" role="alert" data-testid="verify-error">
          {outcome.message}
        </Alert>
        <Text>{t("auth.verify.errorHelp")}</Text>
        <ResendVerification email={null} redirectTo={redirectTo} />
      </Stack>
    </AuthCard>
  );
}
