import { type FaqAudience, faqAudiences } from "@alentour/domain/support";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { supportApi } from "../../../src/api.server.ts";
import { AnchorLink } from "../../../src/components/anchor-link.tsx";
import { alternates } from "../../../src/directory/seo.ts";
import { localeParam } from "../../../src/locale.ts";
import classes from "../../../src/support/support.module.css";

type Props = { params: Promise<{ locale: string }> };

// Rendered per request (no api at build time); the api data behind it is cached for a minute and purged on edits.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = translator(locale);
  return { title: t("faq.title"), description: t("faq.lead"), alternates: alternates("/faq", locale) };
}

export default async function FaqPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = translator(locale);
  const entries = await supportApi(locale).faq();
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
    <Container size="md" py="xl">
      {entries.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replaceAll("<", "\\u003c") }}
        />
      )}
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
  );
}
