"use client";
import { Button, Container, Text, Title } from "@mantine/core";
import { useLocale, useT } from "../i18n/i18n-provider.tsx";
import { localizePath } from "../navigation/rules.ts";

/** The 404 page (docs/product.md#the-404-page). */
export function NotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <Container size="sm" py={80} ta="center">
      <Text fz={96} fw={900} c="alentour.8" aria-hidden>
        404
      </Text>
      <Title order={1} mb="sm">
        {t("notFound.title")}
      </Title>
      <Text size="lg" mb="xl">
        {t("notFound.subtitle")}
      </Text>
      <Button component="a" href={localizePath("/place", locale)}>
        {t("notFound.backHome")}
      </Button>
    </Container>
  );
}
