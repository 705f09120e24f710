import type { MessageId } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Anchor, Container, Stack, Table, TableTbody, TableTd, TableTh, TableTr, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { env } from "../../../src/env.ts";
import { localeParam } from "../../../src/locale.ts";

type Props = { params: Promise<{ locale: string }> };

// The operator's details come from the running server's configuration, not from the build's.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return { title: t("legal.title"), description: t("legal.intro"), alternates: alternates("/legal-notice", locale) };
}

type Row = { label: MessageId; value: string | undefined; kind?: "email" | "phone" };

/** The legal notice French law asks of every site: publisher, publication director, host, contact (docs/legal-notice.md). */
export default async function LegalNoticePage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const config = env();
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
  );
}
