import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Button, Container, Group, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { localeParam } from "../../../src/locale.ts";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return {
    title: t("home.title", { city: t("home.defaultCity") }),
    alternates: { canonical: localizePath("/place", locale), languages: { fr: "/place", en: "/en/place" } },
  };
}

export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t("home.title", { city: t("home.defaultCity") })}
      </Title>
      <Text size="lg" mb="xl">
        {t("home.lead")}
      </Text>
      <Group>
        <Button component="a" href={localizePath("/search", locale)}>
          {t("home.searchCta")}
        </Button>
        <Button component="a" href="/add-activity" variant="outline">
          {t("home.addCta")}
        </Button>
      </Group>
    </Container>
  );
}
