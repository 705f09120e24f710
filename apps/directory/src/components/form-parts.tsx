"use client";
import { useT } from "@alentour/ui/i18n";
import { Alert, PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from "@mantine/core";

// The pieces every form of the public site repeats: its own error (not a field's), the e-mail address, and a
// password whose show/hide button is named in the page's language.

/** The form's own error, announced as soon as it appears; nothing when there is none. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" id={id}>
      {message}
    </Alert>
  );
}

/** The account forms' e-mail address field. */
export function EmailField(props: Omit<TextInputProps, "label" | "type" | "autoComplete" | "required">) {
  const t = useT();
  return <TextInput label={t("auth.field.email")} type="email" autoComplete="email" required {...props} />;
}

/** A password field with its visibility toggle labelled. */
export function PasswordField(props: PasswordInputProps) {
  const t = useT();
  return <PasswordInput visibilityToggleButtonProps={{ "aria-label": t("auth.field.togglePassword") }} required {...props} />;
}
