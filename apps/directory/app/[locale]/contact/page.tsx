import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";
import { ContactForm } from "../../../src/support/contact-form.tsx";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return { title: t("contact.title"), description: t("contact.lead"), alternates: alternates("/contact", locale) };
}

export default async function ContactPage({ params }: Props) {
  const t = translator(await localeParam(params));
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("contact.title")}</Title>
        <Text>{t("contact.lead")}</Text>
        <ContactForm />
      </Stack>
    </Container>
  );
}
