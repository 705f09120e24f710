"use client";
import { useT } from "@alentour/ui/i18n";
import { Alert, CloseButton, Group, Text } from "@mantine/core";
import { useEffect, useState } from "react";

const KEY = "alentour:similar-banner-dismissed";

/** The removable banner over the similar activities: once closed it stays closed for the visit. */
export function SimilarBanner({ name, city }: { name: string; city: string }) {
  const t = useT();
  const [visible, setVisible] = useState(true);
  useEffect(() => setVisible(sessionStorage.getItem(KEY) !== "1"), []);
  if (!visible) return null;
  return (
    <Alert color="alentour" variant="light" data-testid="similar-banner">
      <Group justify="space-between" wrap="nowrap">
        <Text>{t("directory.activity.similarBanner", { name, city })}</Text>
        <CloseButton
          aria-label={t("directory.activity.dismiss")}
          onClick={() => {
            sessionStorage.setItem(KEY, "1");
            setVisible(false);
          }}
        />
      </Group>
    </Alert>
  );
}
