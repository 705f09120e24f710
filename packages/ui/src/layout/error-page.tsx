"use client";
import { Container, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-provider.tsx";
import { NotFound } from "./not-found.tsx";

/** What a page shows when it fails: the 404 page for a missing page, a plain apology otherwise. */
export function ErrorPage({ status }: { status: number | null }) {
  const t = useT();
  if (status === 404) return <NotFound />;
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        {t("error.title")}
      </Title>
      <Text size="lg">{t("error.description")}</Text>
    </Container>
  );
}
