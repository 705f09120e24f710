import type { Locale } from "@alentour/domain/locale";
import type { MessageId } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Anchor, Container, Stack, Table, TableTbody, TableTd, TableTh, TableTr, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { AnchorLink } from "../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../src/components/light-page.tsx";
import { env } from "../../src/env.ts";

// HTML only (ADR 081); the shared script brings the chrome to life.
export const config = { unstable_runtimeJS: false };

type Config = Record<
  | "LEGAL_PUBLISHER_NAME"
  | "LEGAL_PUBLISHER_DETAILS"
  | "LEGAL_PUBLISHER_ADDRESS"
  | "LEGAL_PUBLISHER_EMAIL"
  | "LEGAL_PUBLISHER_PHONE"
  | "LEGAL_PUBLICATION_DIRECTOR"
  | "LEGAL_HOST_NAME"
  | "LEGAL_HOST_ADDRESS"
  | "LEGAL_HOST_PHONE",
  string | null
>;
type Props = { locale: Locale; config: Config };

// The operator's details come from the running server's configuration, not from the build's.
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const all = env();
  const config = Object.fromEntries(
    (
      [
        "LEGAL_PUBLISHER_NAME",
        "LEGAL_PUBLISHER_DETAILS",
        "LEGAL_PUBLISHER_ADDRESS",
        "LEGAL_PUBLISHER_EMAIL",
        "LEGAL_PUBLISHER_PHONE",
        "LEGAL_PUBLICATION_DIRECTOR",
        "LEGAL_HOST_NAME",
        "LEGAL_HOST_ADDRESS",
        "LEGAL_HOST_PHONE",
      ] as const
    ).map((key) => [key, all[key] ?? null]),
  ) as Config;
  shareWithEveryone(res);
  return { props: { locale: localeOf(params), config } };
};

type Row = { label: MessageId; value: string | null; kind?: "email" | "phone" };

/** The legal notice French law asks of every site: publisher, publication director, host, contact (docs/legal-notice.md). */
export default function LegalNoticePage({ locale, config }: Props) {
  const t = translator(locale);
  const sections: Array<{ title: MessageId; rows: Row[] }> = [
    {
      title: "legal.publisherTitle",
      rows: [
        { label: "legal.name", value: config.LEGAL_PUBLISHER_NAME },
        { label: "legal.details", value: config.LEGAL_PUBLISHER_DETAILS },
        { label: "legal.address", value: config.LEGAL_PUBLISHER_ADDRESS },
        { label: "legal.email", value: config.LEGAL_PUBLISHER_EMAIL, kind: "email" },
        { label: "legal.phone", value: config.LEGAL_PUBLISHER_PHONE, kind: "phone" },
      ],
    },
    { title: "legal.directorTitle", rows: [{ label: "legal.name", value: config.LEGAL_PUBLICATION_DIRECTOR }] },
    {
      title: "legal.hostTitle",
      rows: [
        { label: "legal.name", value: config.LEGAL_HOST_NAME },
        { label: "legal.address", value: config.LEGAL_HOST_ADDRESS },
        { label: "legal.phone", value: config.LEGAL_HOST_PHONE, kind: "phone" },
      ],
    },
  ];
  const shown = (row: Row) => {
    if (!row.value) return <Text span>{t("legal.notProvided")}</Text>;
    if (row.kind === "email") return <Anchor href={`mailto:${row.value}`}>{row.value}</Anchor>;
    if (row.kind === "phone") return <Anchor href={`tel:${row.value.replace(/[^\d+]/g, "")}`}>{row.value}</Anchor>;
    return (
      <Text span style={{ whiteSpace: "pre-line" }}>
        {row.value}
      </Text>
    );
  };
  return (
    <LightPage locale={locale} path="/legal-notice" title={t("legal.title")} description={t("legal.intro")}>
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>{t("legal.title")}</Title>
          <Text>{t("legal.intro")}</Text>
          {sections.map((section) => (
            <section key={section.title} aria-labelledby={section.title}>
              <Title order={2} size="h3" mb="xs" id={section.title}>
                {t(section.title)}
              </Title>
              <Table data-testid={section.title}>
                <TableTbody>
                  {section.rows.map((row) => (
                    <TableTr key={row.label}>
                      <TableTh scope="row" fw={500} w="40%">
                        {t(row.label)}
                      </TableTh>
                      <TableTd>{shown(row)}</TableTd>
                    </TableTr>
                  ))}
                </TableTbody>
              </Table>
            </section>
          ))}
          <section aria-labelledby="legal-contact">
            <Title order={2} size="h3" mb="xs" id="legal-contact">
              {t("legal.contactTitle")}
            </Title>
            <Text>
              {t("legal.contact")} <AnchorLink href={localizePath("/contact", locale)}>{t("legal.contactLink")}</AnchorLink>
            </Text>
          </section>
        </Stack>
      </Container>
    </LightPage>
  );
}
