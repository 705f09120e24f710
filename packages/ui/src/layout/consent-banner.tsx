"use client";
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { useLayoutEffect, useState } from "react";
import { useLocale, useT } from "../i18n/i18n-provider.tsx";
import { localizePath } from "../navigation/rules.ts";
import { CONSENT_CHOICE_PATTERN, CONSENT_COOKIE, CONSENT_COOKIE_ATTRIBUTES, CONSENT_OPEN_EVENT } from "./consent-constants.ts";
import classes from "./layout.module.css";

export { CONSENT_COOKIE, CONSENT_OPEN_EVENT };

export type ConsentChoice = "accepted" | "refused";

export function readConsent(cookie: string): ConsentChoice | null {
  const match = new RegExp(CONSENT_CHOICE_PATTERN).exec(cookie);
  return (match?.[1] as ConsentChoice | undefined) ?? null;
}

/**
 * The consent element: shown until the visitor chooses, Accept and Refuse side by side and alike. Nothing is
 * written before a choice. It is a panel in a corner, not a modal: the page stays usable, nothing essential
 * waits for an answer.
 */
export function ConsentBanner() {
  // "early": the server's render and the first in the browser, where the head's mark decides (ConsentAskScript).
  // Settled before the browser paints again, so a kept choice never shows the element.
  const [open, setOpen] = useState<boolean | "early">("early");

  useLayoutEffect(() => {
    setOpen(readConsent(document.cookie) === null);
    const reopen = () => setOpen(true);
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  function choose(choice: ConsentChoice) {
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser.
    document.cookie = `${CONSENT_COOKIE}=${choice}${CONSENT_COOKIE_ATTRIBUTES}${secure}`;
    setOpen(false);
  }

  if (!open) return null;
  return <ConsentPanel onChoose={choose} early={open === "early"} />;
}

/**
 * The panel itself. Without `onChoose`, its buttons are marked `data-consent` for a page whose own script keeps
 * the choice (the pages without React in the browser, ADR 046). `early`: shown only where the head's mark says no
 * choice is kept, until a script takes it over (ADR 110).
 */
export function ConsentPanel({
  onChoose,
  early = false,
  keptContent,
}: {
  onChoose?: (choice: ConsentChoice) => void;
  /** Rendered before the page's scripts run: shown only if the head's script marked the page (CSS `.consent`). */
  early?: boolean;
  /** The panel's content already rendered (`ConsentPanelContent` without `onChoose`), for a page without React in the browser (ADR 120). */
  keptContent?: string;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="consent-title"
      className={classes.consent}
      shadow="md"
      withBorder
      p="md"
      data-testid="consent"
      data-consent-early={early || undefined}
      {...(keptContent === undefined
        ? { children: <ConsentPanelContent onChoose={onChoose} /> }
        : { dangerouslySetInnerHTML: { __html: keptContent } })}
    />
  );
}

/** The panel's title, text, choices and link to the data-collection page. */
export function ConsentPanelContent({ onChoose }: { onChoose?: (choice: ConsentChoice) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <Title order={2} size="h5" id="consent-title" mb={4}>
        {t("consent.title")}
      </Title>
      <Text size="sm">{t("consent.body")}</Text>
      <Group mt="sm" gap="sm">
        <Button onClick={onChoose && (() => onChoose("accepted"))} data-consent="accepted">
          {t("consent.accept")}
        </Button>
        <Button onClick={onChoose && (() => onChoose("refused"))} data-consent="refused">
          {t("consent.refuse")}
        </Button>
        <a href={localizePath("/data-collection", locale)} className={classes.consentLink}>
          {t("consent.more")}
        </a>
      </Group>
    </>
  );
}
