"use client";
import { safeRedirectPath } from "@alentour/domain/safe-redirect";
import { useAuth } from "@alentour/ui/auth-provider";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { PasswordStrengthMeter } from "@alentour/ui/password-strength-meter";
import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useState } from "react";
import { formFields } from "../components/form-fields.ts";
import { EmailField, FormError, PasswordField } from "../components/form-parts.tsx";
import { AuthCard } from "./auth-card.tsx";
import { formErrors } from "./form-errors.ts";

const fields = ["firstName", "lastName", "email", "password", "passwordConfirmation", "city", "company", "phone"] as const;

export function SignupScreen() {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const { api } = useAuth();
  // Where the visitor was going (the add-activity wizard): kept through the verification link and the login.
  const requested = (useSearchParams() ?? new URLSearchParams()).get("redirectTo");
  const redirectTo = requested ? safeRedirectPath(requested, "") || undefined : undefined;
  const back = redirectTo ? `redirectTo=${encodeURIComponent(redirectTo)}` : "";
  // Only the strength meter follows the password as it is typed; the fields are read when the form is sent.
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);
  const field = (name: (typeof fields)[number]) => ({ name, error: errors.fields[name] });
  const optional = (label: string) => `${label} (${t("auth.field.optional")})`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed before the page's scripts ran counts too.
    const form = formFields(event.currentTarget, fields);
    setBusy(true);
    setErrors({ fields: {}, form: null });
    try {
      const { email } = await api.signUp({
        ...form,
        city: form.city || undefined,
        company: form.company || undefined,
        phone: form.phone || undefined,
        redirectTo,
      } as Parameters<typeof api.signUp>[0]);
      router.push(`${localizePath("/auth/verify-email", locale)}?email=${encodeURIComponent(email)}${back && `&${back}`}`);
    } catch (error) {
      setErrors(formErrors(error, t("error.description")));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("auth.signup.title")}>
      <Text mb="md">{t("auth.signup.lead")}</Text>
      <form method="post" onSubmit={submit} noValidate>
        <Stack>
          <FormError message={errors.form} />
          <Group grow align="flex-start">
            <TextInput label={t("auth.field.firstName")} autoComplete="given-name" required {...field("firstName")} />
            <TextInput label={t("auth.field.lastName")} autoComplete="family-name" required {...field("lastName")} />
          </Group>
          <EmailField {...field("email")} />
          <div>
            <PasswordField
              label={t("auth.field.password")}
              description={t("auth.field.passwordHint")}
              autoComplete="new-password"
              required
              aria-describedby="signup-password-strength"
              {...field("password")}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <PasswordStrengthMeter password={password} id="signup-password-strength" />
          </div>
          <PasswordField
            label={t("auth.field.passwordConfirmation")}
            autoComplete="new-password"
            required
            {...field("passwordConfirmation")}
          />
          <TextInput label={optional(t("auth.field.city"))} autoComplete="address-level2" {...field("city")} />
          <TextInput label={optional(t("auth.field.company"))} autoComplete="organization" {...field("company")} />
          <TextInput label={optional(t("auth.field.phone"))} type="tel" autoComplete="tel" {...field("phone")} />
          <Button type="submit" loading={busy}>
            {t("auth.signup.submit")}
          </Button>
          <Text size="sm" ta="center">
            {t("auth.signup.haveAccount")}{" "}
            <Anchor href={`${localizePath("/login", locale)}${back && `?${back}`}`}>{t("auth.signup.toLogin")}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
