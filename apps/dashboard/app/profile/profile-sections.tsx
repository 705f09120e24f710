import type { Profile, ProfileFields } from "@alentour/backend-client/profile";
import { formatError } from "@alentour/domain/errors";
import { isPhoneNumberOf } from "@alentour/domain/phone";
import { srcSetOf, uploadPurposes } from "@alentour/domain/upload";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { notifyInfo } from "@alentour/ui/notify";
import { PasswordStrengthMeter } from "@alentour/ui/password-strength-meter";
import { UploadField } from "@alentour/ui/upload-field";
import { Alert, Button, Checkbox, Group, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { apiFieldErrors, type FieldErrors } from "../owner/form-errors.ts";
import { useProfileApis } from "./profile-api.ts";

/** One titled part of the profile page: a form whose errors show next to their fields or above them. */
function Card(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      p="lg"
      radius="md"
      aria-labelledby={`${props.id}-title`}
      data-testid={`profile-${props.id}`}
    >
      <Title order={2} size="h3" id={`${props.id}-title`} mb="md">
        {props.title}
      </Title>
      {props.children}
    </Paper>
  );
}

/** Runs a form's call: busy while it runs, the api's messages next to the fields, or one for the form. */
function useSubmit() {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<void>) {
    setBusy(true);
    setFormError(null);
    try {
      await call();
      setErrors({});
    } catch (error) {
      const { fields, form } = apiFieldErrors(error, t("error.description"));
      setErrors(fields);
      setFormError(form);
    } finally {
      setBusy(false);
    }
  }
  return { errors, setErrors, formError, busy, run };
}

function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}

/** The profile picture: uploaded as soon as it is chosen, stored square in several widths by the api. */
export function PictureSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const { variantWidths } = uploadPurposes["user-picture"];
  return (
    <Card id="picture" title={t("profile.picture.title")}>
      <Stack>
        {profile.photoUrl ? (
          <img
            src={profile.photoUrl}
            srcSet={srcSetOf(profile.photoUrl, variantWidths) ?? undefined}
            sizes="96px"
            width={96}
            height={96}
            alt={t("profile.picture.current")}
            data-testid="picture-preview"
            style={{ borderRadius: "50%", objectFit: "cover" }}
          />
        ) : (
          <Text>{t("profile.picture.none")}</Text>
        )}
        <UploadField
          purpose="user-picture"
          target={profile.id}
          label={t("profile.picture.label")}
          onUploaded={({ url }) => onSaved({ ...profile, photoUrl: url })}
        />
      </Stack>
    </Card>
  );
}

export function DetailsSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const locale = useLocale();
  const apis = useProfileApis();
  const submit = useSubmit();
  const [form, setForm] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    city: profile.city ?? "",
    company: profile.company ?? "",
    phone: profile.phone ?? "",
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: submit.errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });
  const optional = (label: string) => `${label} (${t("auth.field.optional")})`;

  function save(event: FormEvent) {
    event.preventDefault();
    // The phone is checked at once, with the rule and message the api uses.
    if (form.phone.trim() && !isPhoneNumberOf(form.phone, "FR")) {
      submit.setErrors({ phone: formatError("phone/invalid", locale) });
      return;
    }
    void submit.run(async () => {
      const fields: ProfileFields = { ...form };
      const saved = await apis.profile.updateProfile(profile.id, fields);
      onSaved(saved);
      notifyInfo({ title: t("profile.savedTitle"), description: t("profile.fields.saved") });
    });
  }

  return (
    <Card id="details" title={t("profile.fields.title")}>
      <form onSubmit={save} noValidate>
        <Stack>
          <FormAlert message={submit.formError} />
          <Group grow align="flex-start">
            <TextInput label={t("auth.field.firstName")} autoComplete="given-name" required {...field("firstName")} />
            <TextInput label={t("auth.field.lastName")} autoComplete="family-name" required {...field("lastName")} />
          </Group>
          <TextInput label={optional(t("auth.field.city"))} autoComplete="address-level2" {...field("city")} />
          <TextInput label={optional(t("auth.field.company"))} autoComplete="organization" {...field("company")} />
          <TextInput
            label={optional(t("auth.field.phone"))}
            description={t("profile.fields.phoneHint")}
            type="tel"
            autoComplete="tel"
            {...field("phone")}
          />
          <Button type="submit" loading={submit.busy} style={{ alignSelf: "flex-start" }}>
            {t("profile.fields.save")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export function EmailSection({ email }: { email: string }) {
  const t = useT();
  const apis = useProfileApis();
  const submit = useSubmit();
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    void submit.run(async () => {
      const { email: to } = await apis.auth.changeEmail(newEmail, currentPassword);
      setSentTo(to);
      setCurrentPassword("");
      notifyInfo({ title: t("profile.email.sentTitle"), description: t("profile.email.sent", { email: to }) });
    });
  }

  return (
    <Card id="email" title={t("profile.email.title")}>
      <form onSubmit={save} noValidate>
        <Stack>
          <Text>{t("profile.email.current", { email })}</Text>
          {sentTo && (
            <Alert color="alentour" data-testid="email-change-sent">
              {t("profile.email.sent", { email: sentTo })}
            </Alert>
          )}
          <FormAlert message={submit.formError} />
          <TextInput
            label={t("profile.email.new")}
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            error={submit.errors.newEmail}
            onChange={(event) => setNewEmail(event.currentTarget.value)}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ "aria-label": t("auth.field.togglePassword") }}
            label={t("auth.field.currentPassword")}
            autoComplete="current-password"
            required
            value={currentPassword}
            error={submit.errors.currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={submit.busy} style={{ alignSelf: "flex-start" }}>
            {t("profile.email.submit")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export function PasswordSection() {
  const t = useT();
  const apis = useProfileApis();
  const submit = useSubmit();
  const empty = { currentPassword: "", password: "", passwordConfirmation: "" };
  const [form, setForm] = useState(empty);
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const [changed, setChanged] = useState(false);
  const field = (name: keyof typeof empty) => ({
    value: form[name],
    error: submit.errors[name],
    visibilityToggleButtonProps: { "aria-label": t("auth.field.togglePassword") },
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setChanged(false);
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  function save(event: FormEvent) {
    event.preventDefault();
    void submit.run(async () => {
      await apis.auth.changePassword({ ...form, revokeOtherSessions });
      setForm(empty);
      setChanged(true);
      notifyInfo({ title: t("profile.savedTitle"), description: t("profile.password.changed") });
    });
  }

  return (
    <Card id="password" title={t("profile.password.title")}>
      <form onSubmit={save} noValidate>
        <Stack>
          {changed && (
            <Alert color="alentour" data-testid="password-changed">
              {t("profile.password.changed")}
            </Alert>
          )}
          <FormAlert message={submit.formError} />
          <PasswordInput
            label={t("auth.field.currentPassword")}
            autoComplete="current-password"
            required
            {...field("currentPassword")}
          />
          <div>
            <PasswordInput
              label={t("auth.field.newPassword")}
              description={t("auth.field.passwordHint")}
              autoComplete="new-password"
              required
              aria-describedby="profile-password-strength"
              {...field("password")}
            />
            <PasswordStrengthMeter password={form.password} id="profile-password-strength" />
          </div>
          <PasswordInput
            label={t("auth.field.passwordConfirmation")}
            autoComplete="new-password"
            required
            {...field("passwordConfirmation")}
          />
          <Checkbox
            label={t("profile.password.revokeOthers")}
            checked={revokeOtherSessions}
            onChange={(event) => setRevokeOtherSessions(event.currentTarget.checked)}
          />
          <Button type="submit" loading={submit.busy} style={{ alignSelf: "flex-start" }}>
            {t("profile.password.submit")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export function ExportSection() {
  const t = useT();
  const apis = useProfileApis();
  return (
    <Card id="export" title={t("profile.export.title")}>
      <Stack>
        <Text>{t("profile.export.body")}</Text>
        {/* A plain download: the browser sends the session cookie and saves what the api names as an attachment. */}
        <Button component="a" href={apis.profile.exportPath} download variant="light" style={{ alignSelf: "flex-start" }}>
          {t("profile.export.download")}
        </Button>
      </Stack>
    </Card>
  );
}

export function DeleteAccountSection({ activityCount }: { activityCount: number }) {
  const t = useT();
  const locale = useLocale();
  const apis = useProfileApis();
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");

  function confirm(event: FormEvent) {
    event.preventDefault();
    void submit.run(async () => {
      await apis.profile.deleteAccount(password);
      // Signed out everywhere: the public site takes over, with the notice that says what happened.
      window.location.assign(`${localizePath("/place", locale)}?notice=account-deleted`);
    });
  }

  return (
    <Card id="delete" title={t("profile.delete.title")}>
      <Stack>
        <Text>{t("profile.delete.body")}</Text>
        <Button variant="outline" color="red.9" onClick={() => setOpen(true)} style={{ alignSelf: "flex-start" }}>
          {t("profile.delete.open")}
        </Button>
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("profile.delete.confirmTitle")}
        centered
        closeButtonProps={{ "aria-label": t("profile.delete.cancel") }}
        // The dialog's heading row is no page banner: the page already has one.
        attributes={{ header: { role: "none" } }}
      >
        <form onSubmit={confirm} noValidate>
          <Stack>
            <Text>{t("profile.delete.confirmBody", { count: activityCount })}</Text>
            <FormAlert message={submit.formError} />
            <PasswordInput
              visibilityToggleButtonProps={{ "aria-label": t("auth.field.togglePassword") }}
              label={t("auth.field.password")}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              error={submit.errors.password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t("profile.delete.cancel")}
              </Button>
              <Button type="submit" color="red.9" loading={submit.busy}>
                {t("profile.delete.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
