import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";
import { DataRightsForm } from "../../../src/support/data-rights-form.tsx";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return { title: t("dataRights.title"), description: t("dataRights.lead"), alternates: alternates("/data-rights", locale) };
}

export default async function DataRightsPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("dataRights.title")}</Title>
        <Text>{t("dataRights.lead")}</Text>
        <Text size="sm">
          <AnchorLink href={localizePath("/data-collection", locale)}>{t("notice.title")}</AnchorLink>
        </Text>
        <DataRightsForm />
      </Stack>
    </Container>
  );
}
