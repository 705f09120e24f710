"use client";
import { ApiError } from "@alentour/backend-client/api-client";
import { useAuth } from "@alentour/ui/auth-provider";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { PasswordStrengthMeter } from "@alentour/ui/password-strength-meter";
import { Alert, Anchor, Button, Loader, Stack, Text } from "@mantine/core";
import { useSearchParams } from "next/navigation";
import { type FormEvent, useEffect, useState } from "react";
import { formFields } from "../components/form-fields.ts";
import { EmailField, FormError, PasswordField } from "../components/form-parts.tsx";
import { AuthCard } from "./auth-card.tsx";
import { formErrors } from "./form-errors.ts";

type Errors = { fields: Record<string, string>; form: string | null };
const noErrors: Errors = { fields: {}, form: null };

/** docs/product.md#account-lifecycle: the request step, then (from the mailed link) the new-password step with its outcomes. */
export function ResetPasswordScreen() {
  const token = (useSearchParams() ?? new URLSearchParams()).get("token");
  return token ? <NewPasswordStep token={token} /> : <RequestStep />;
}

function RequestStep() {
  const t = useT();
  const { api } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the page's scripts ran counts too.
    const { email } = formFields(event.currentTarget, ["email"]);
    setBusy(true);
    setErrors(noErrors);
    try {
      await api.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setErrors(formErrors(error, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("auth.reset.title")}>
      {sentTo ? (
        <Alert color="alentour" data-testid="reset-sent">
          {t("auth.reset.requestSent", { email: sentTo })}
        </Alert>
      ) : (
        <form method="post" onSubmit={submit} noValidate>
          <Stack>
            <Text>{t("auth.reset.requestLead")}</Text>
            <FormError message={errors.form} />
            <EmailField name="email" error={errors.fields.email} />
            <Button type="submit" loading={busy}>
              {t("auth.reset.requestSubmit")}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

function NewPasswordStep({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const { api } = useAuth();
  // Only the strength meter follows the password as it is typed; the fields are read when the form is sent.
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [outcome, setOutcome] = useState<"done" | { linkError: string } | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  // A dead link (expired, used or forged) is not something the form can fix: say so before anything is typed.
  const linkErrorOf = (error: unknown): string | null => {
    const deadLink =
      error instanceof ApiError && (error.code === "auth/reset-link-invalid" || error.code === "auth/reset-link-expired");
    return deadLink ? formErrors(error, t("error.description")).form : null;
  };
  useEffect(() => {
    let live = true;
    api
      .checkPasswordReset(token)
      .catch((error: unknown) => {
        const linkError = linkErrorOf(error);
        if (live && linkError) setOutcome({ linkError });
      })
      // Any other failure (the api unreachable): the form is shown, and sending it will tell.
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the page's scripts ran counts too.
    const { password, passwordConfirmation } = formFields(event.currentTarget, ["password", "passwordConfirmation"]);
    setBusy(true);
    setErrors(noErrors);
    try {
      await api.confirmPasswordReset(token, password, passwordConfirmation);
      setOutcome("done");
    } catch (error) {
      const linkError = linkErrorOf(error);
      if (linkError) setOutcome({ linkError });
      else setErrors(formErrors(error, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  if (outcome === "done") {
    return (
      <AuthCard title={t("auth.reset.successTitle")}>
        <Stack>
          <Text data-testid="reset-success">{t("auth.reset.successBody")}</Text>
          <Button component="a" href={localizePath("/login", locale)}>
            {t("auth.toLogin")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (outcome) {
    return (
      <AuthCard title={t("auth.reset.errorTitle")}>
        <Stack>
          <Alert color="red" role="alert" data-testid="reset-error">
            {outcome.linkError}
          </Alert>
          <Anchor href={localizePath("/reset-password", locale)}>{t("auth.reset.requestAgain")}</Anchor>
        </Stack>
      </AuthCard>
    );
  }
  if (!checked) {
    return (
      <AuthCard title={t("auth.reset.newTitle")}>
        <Stack align="center" role="status" data-testid="reset-checking">
          <Loader size="sm" aria-hidden />
          <Text>{t("auth.reset.checking")}</Text>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.reset.newTitle")}>
      <form method="post" onSubmit={submit} noValidate>
        <Stack>
          <div>
            <PasswordField
              label={t("auth.field.newPassword")}
              description={t("auth.field.passwordHint")}
              autoComplete="new-password"
              required
              name="password"
              error={errors.fields.password}
              aria-describedby="reset-password-strength"
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordStrengthMeter password={password} id="reset-password-strength" />
          </div>
          <PasswordField
            label={t("auth.field.passwordConfirmation")}
            autoComplete="new-password"
            required
            name="passwordConfirmation"
            error={errors.fields.passwordConfirmation}
          />
          <Button type="submit" loading={busy}>
            {t("auth.reset.newSubmit")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
