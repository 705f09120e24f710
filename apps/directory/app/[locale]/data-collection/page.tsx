import type { MessageId } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return { title: t("notice.title"), description: t("notice.intro"), alternates: alternates("/data-collection", locale) };
}

const sections: Array<[MessageId, MessageId]> = [
  ["notice.purposeTitle", "notice.purpose"],
  ["notice.agreementTitle", "notice.agreement"],
  ["notice.audienceTitle", "notice.audience"],
  ["notice.rightsTitle", "notice.rights"],
  ["notice.authorityTitle", "notice.authority"],
];

/** docs/product.md#contact-and-data-rights: the platform and the directory collect data; the agreement, the authority, and the form. */
export default async function DataCollectionPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("notice.title")}</Title>
        <Text>{t("notice.intro")}</Text>
        {sections.map(([title, body]) => (
          <section key={title}>
            <Title order={2} size="h3" mb="xs">
              {t(title)}
            </Title>
            <Text>{t(body)}</Text>
            {title === "notice.rightsTitle" && (
              <Text mt="xs">
                <AnchorLink href={localizePath("/data-rights", locale)}>{t("notice.rightsLink")}</AnchorLink>
              </Text>
            )}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
