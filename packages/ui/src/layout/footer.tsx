"use client";
import { FOOTER_SIGNATURE_YEAR } from "@alentour/domain/constants";
import { SimpleGrid, Text, Title } from "@mantine/core";
import type { MessageId } from "../i18n/catalogues.ts";
import { useLocale, useT } from "../i18n/i18n-provider.tsx";
import { localizePath } from "../navigation/rules.ts";
import { CONSENT_OPEN_EVENT } from "./consent-banner.tsx";
import classes from "./layout.module.css";

type Section = { title: MessageId; links: Array<{ label: MessageId; href: string }> };

// The four footer sections of docs/product.md#navigation.
const sections: Section[] = [
  {
    title: "footer.directory.title",
    links: [
      { label: "footer.directory.myCity", href: "/place" },
      { label: "footer.directory.search", href: "/search" },
      { label: "footer.directory.addFree", href: "/add-activity" },
      { label: "footer.directory.edit", href: "/dashboard/activities" },
    ],
  },
  { title: "footer.tradeshow.title", links: [{ label: "footer.tradeshow.discover", href: "/tradeshow" }] },
  {
    title: "footer.resources.title",
    links: [
      { label: "footer.resources.faq", href: "/faq" },
      { label: "footer.resources.blog", href: "/blog" },
      { label: "footer.resources.dataCollection", href: "/data-collection" },
      { label: "footer.resources.developers", href: "/developers" },
    ],
  },
  {
    title: "footer.information.title",
    links: [
      { label: "footer.information.contact", href: "/contact" },
      { label: "footer.information.dataRights", href: "/data-rights" },
      { label: "footer.information.legalNotice", href: "/legal-notice" },
    ],
  },
];

/**
 * The site's footer. A page rendered without React in the browser may pass its content already rendered
 * (`keptContent`, the markup of `FooterContent` in the page's language, ADR 120): it is the same on every page.
 */
export function Footer({ keptContent }: { keptContent?: string }) {
  if (keptContent !== undefined) {
    return <footer className={classes.footer} data-testid="footer" dangerouslySetInnerHTML={{ __html: keptContent }} />;
  }
  return (
    <footer className={classes.footer} data-testid="footer">
      <FooterContent />
    </footer>
  );
}

/** What the footer holds: the four sections and the signature. */
export function FooterContent() {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" className={classes.footerInner}>
        {sections.map((section) => (
          <section key={section.title}>
            <Title order={2} size="h5" mb="xs">
              {t(section.title)}
            </Title>
            <ul className={classes.footerList}>
              {section.links.map((link) => (
                <li key={link.label}>
                  <a href={localizePath(link.href, locale)} className={classes.footerLink}>
                    {t(link.label)}
                  </a>
                </li>
              ))}
              {section.title === "footer.information.title" && (
                <li>
                  <button
                    type="button"
                    className={`${classes.footerLink} ${classes.footerButton}`}
                    onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
                  >
                    {t("footer.information.cookies")}
                  </button>
                </li>
              )}
            </ul>
          </section>
        ))}
      </SimpleGrid>
      <Text size="sm" ta="center" mt="lg" data-testid="footer-signature">
        {t("footer.signature", { year: FOOTER_SIGNATURE_YEAR })}
      </Text>
    </>
  );
}
