import type { Locale } from "@alentour/domain/locale";
import type { MessageId } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { AnchorLink } from "../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../src/components/light-page.tsx";

// HTML only (ADR 081): the page's texts come from the catalogue; the shared script brings the chrome to life.
export const config = { unstable_runtimeJS: false };

type Props = { locale: Locale };

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  shareWithEveryone(res);
  return { props: { locale: localeOf(params) } };
};

const sections: Array<[MessageId, MessageId]> = [
  ["notice.purposeTitle", "notice.purpose"],
  ["notice.agreementTitle", "notice.agreement"],
  ["notice.audienceTitle", "notice.audience"],
  ["notice.rightsTitle", "notice.rights"],
  ["notice.authorityTitle", "notice.authority"],
];

/** docs/product.md#contact-and-data-rights: the platform and the directory collect data; the agreement, the authority, and the form. */
export default function DataCollectionPage({ locale }: Props) {
  const t = translator(locale);
  return (
    <LightPage locale={locale} path="/data-collection" title={t("notice.title")} description={t("notice.intro")}>
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
    </LightPage>
  );
}
