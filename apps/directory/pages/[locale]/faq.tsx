import type { Locale } from "@alentour/domain/locale";
import { type FaqAudience, type FaqEntry, faqAudiences } from "@alentour/domain/support";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { pagesSupportApi } from "../../src/api.server.ts";
import { AnchorLink } from "../../src/components/anchor-link.tsx";
import { LightPage, localeOf, shareWithEveryone } from "../../src/components/light-page.tsx";
import { scriptJson } from "../../src/directory/json-ld.ts";
import classes from "../../src/support/support.module.css";

// HTML only, like the activity page (ADR 046, 081): the answers open with <details>; the shared script brings
// the bars, the consent element and the language switch to life.
export const config = { unstable_runtimeJS: false };

type Props = { locale: Locale; entries: FaqEntry[] };

// Rendered on request (the FAQ lives in the api), then kept by the front door's shared cache, which the api's
// purge empties when the support team edits an entry (ADR 080).
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const locale = localeOf(params);
  const entries = await pagesSupportApi(locale).faq();
  shareWithEveryone(res);
  return { props: { locale, entries } };
};

export default function FaqPage({ locale, entries }: Props) {
  const t = translator(locale);
  const groups = faqAudiences
    .map((audience: FaqAudience) => ({ audience, entries: entries.filter((entry) => entry.audience === audience) }))
    .filter((group) => group.entries.length > 0);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: locale === "fr" ? entry.questionFr : entry.questionEn,
      acceptedAnswer: { "@type": "Answer", text: locale === "fr" ? entry.answerFr : entry.answerEn },
    })),
  };

  return (
    <LightPage locale={locale} path="/faq" title={t("faq.title")} description={t("faq.lead")}>
      <Container size="md" py="xl">
        {entries.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />}
        <Stack gap="lg">
          <Title order={1}>{t("faq.title")}</Title>
          <Text>{t("faq.lead")}</Text>
          {groups.length === 0 && <Text>{t("faq.empty")}</Text>}
          {groups.map((group) => (
            <section key={group.audience} aria-labelledby={`faq-${group.audience}`}>
              <Title order={2} size="h3" id={`faq-${group.audience}`} mb="xs">
                {t(`faq.audience.${group.audience}`)}
              </Title>
              {group.entries.map((entry) => (
                <details key={entry.id} className={classes.entry} data-testid="faq-entry">
                  <summary className={classes.question}>{locale === "fr" ? entry.questionFr : entry.questionEn}</summary>
                  <Text className={classes.answer} pb="sm">
                    {locale === "fr" ? entry.answerFr : entry.answerEn}
                  </Text>
                </details>
              ))}
            </section>
          ))}
          <Text>
            <AnchorLink href={localizePath("/contact", locale)}>{t("faq.contact")}</AnchorLink>
          </Text>
        </Stack>
      </Container>
    </LightPage>
  );
}
