"use client";
import type { PasswordStrength } from "@alentour/domain/password";
import { Progress, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { MessageId } from "../i18n/catalogues.ts";
import { useT } from "../i18n/i18n-provider.tsx";

const levels: Record<PasswordStrength, { value: number; color: string; label: MessageId }> = {
  "too-short": { value: 10, color: "red.8", label: "password.strength.tooShort" },
  weak: { value: 25, color: "red.8", label: "password.strength.weak" },
  middle: { value: 50, color: "orange.9", label: "password.strength.middle" },
  enough: { value: 75, color: "alentour.7", label: "password.strength.enough" },
  strong: { value: 100, color: "alentour.8", label: "password.strength.strong" },
};

type Scorer = (password: string) => PasswordStrength;

/** The five levels of docs/product.md#passwords, live as the user types. The dictionaries load only where this is shown. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const t = useT();
  const [score, setScore] = useState<Scorer | null>(null);
  useEffect(() => {
    let alive = true;
    import("@alentour/domain/password-strength").then((module) => {
      if (alive) setScore(() => module.passwordStrength);
    });
    return () => {
      alive = false;
    };
  }, []);
  if (!password || !score) return null;
  const level = levels[score(password)];
  return (
    <div id={id} data-testid="password-strength">
      <Progress value={level.value} color={level.color} size="sm" mt={6} aria-hidden />
      <Text size="sm" mt={4} aria-live="polite">
        {t("password.strength.label")} <strong>{t(level.label)}</strong>
      </Text>
    </div>
  );
}
