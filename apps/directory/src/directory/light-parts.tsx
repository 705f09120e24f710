import type { Locale } from "@alentour/domain/locale";
import { ConsentPanelContent, FooterContent, type KeptChromeParts } from "@alentour/ui/page-chrome";
import { translator } from "@alentour/ui/translator";
import { Alert, Anchor, Button, Group, InputError, Notification, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { ReactElement } from "react";
import { keptMarkup } from "../kept-markup.tsx";

// Our own names for the parts of Mantine's markup that the page's script (src/islands/activity.ts) fills in or
// marks, so that it never selects Mantine's class names and a Mantine upgrade cannot break it silently.
const fieldParts = { root: { "data-field": "" }, wrapper: { "data-field-input": "" } };
const alertParts = { message: { "data-alert-message": "" } };
const noticeParts = {
  title: { "data-notice-title": "" },
  description: { "data-notice-description": "" },
  closeButton: { "data-notice-close": "" },
};

type T = ReturnType<typeof translator>;

/*
 * Server-rendered pieces of the activity page that small scripts bring to life (src/islands, ADR 046): every
 * state they can show is in the HTML from the start, hidden until the script shows it, so the page needs no
 * React in the browser. What is the same on every page in a language is rendered once and kept (ADR 120).
 */

/** A `<template>` holding a kept part (src/kept-markup.tsx): `render` depends on the language alone. */
function KeptTemplate({
  name,
  locale,
  render,
  ...attributes
}: { name: string; locale: Locale; render: () => ReactElement; id?: string } & { [data: `data-${string}`]: string }) {
  return <template {...attributes} dangerouslySetInnerHTML={{ __html: keptMarkup(name, locale, render) }} />;
}

/** Web Share where the device has it (shown by the script), a copy-link button, and the networks' links. */
export function ShareLinks({ url, title, t }: { url: string; title: string; t: T }) {
  const encoded = encodeURIComponent(url);
  const networks = [
    { name: "X", href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
  ];
  return (
    <Group gap="sm" data-testid="share" data-share-url={url} data-share-title={title}>
      <Button variant="filled" data-share-native hidden>
        {t("directory.activity.shareNative")}
      </Button>
      <Button variant="outline" data-testid="copy-link" data-share-copy>
        {t("directory.activity.copyLink")}
      </Button>
      {networks.map((network) => (
        <Anchor key={network.name} href={network.href} target="_blank" rel="noopener noreferrer">
          {t("directory.activity.shareOn", { network: network.name })}
        </Anchor>
      ))}
    </Group>
  );
}

/** Anyone may tell the support team what is wrong with a listing; the "sent" state waits beside the form. */
export function SuggestForm({ slug, locale }: { slug: string; locale: Locale }) {
  return (
    <div
      data-suggest={slug}
      dangerouslySetInnerHTML={{ __html: keptMarkup("suggest", locale, () => <SuggestFormContent t={translator(locale)} />) }}
    />
  );
}

function SuggestFormContent({ t }: { t: T }) {
  return (
    <>
      <Alert color="alentour" data-testid="suggestion-sent" hidden data-sent>
        {t("directory.activity.suggestSent")}
      </Alert>
      <form method="post" noValidate data-testid="suggest-form">
        <Stack>
          <Text>{t("directory.activity.suggestLead")}</Text>
          <Alert color="red" role="alert" hidden data-form-error attributes={alertParts}>
            {" "}
          </Alert>
          <Textarea
            label={t("directory.activity.suggestMessage")}
            required
            rows={3}
            name="message"
            id="suggest-message"
            attributes={fieldParts}
          />
          <TextInput
            label={t("directory.activity.suggestEmail")}
            type="email"
            autoComplete="email"
            name="email"
            id="suggest-email"
            attributes={fieldParts}
          />
          <Button type="submit" variant="outline" style={{ alignSelf: "flex-start" }}>
            {t("directory.activity.suggestSubmit")}
          </Button>
        </Stack>
      </form>
    </>
  );
}

// A button's label stays on one line by default; the French ones here are longer than a phone is wide.
const wrappingLabel = {
  root: { height: "auto", minHeight: "var(--button-height)", paddingBlock: "var(--mantine-spacing-xs)", maxWidth: "100%" },
  inner: { height: "auto" },
  label: { whiteSpace: "normal", height: "auto", overflow: "visible", textAlign: "center", lineHeight: 1.3 },
} as const;

/**
 * "Claim this activity" (docs/product.md#claiming-an-activity). The page is the same cached HTML for everyone: who the visitor is and where
 * they stand is found out in the browser, which then shows one of these states (signed out → sign in and come
 * back; their verified e-mail is the contact's → claimed at once; otherwise a request for the support team).
 */
export function ClaimParts({
  slug,
  ownerId,
  signInHref,
  locale,
}: {
  slug: string;
  ownerId: string | null;
  signInHref: string;
  locale: Locale;
}) {
  const t = translator(locale);
  const kept = (state: string, render: (t: T) => ReactElement) => (
    <KeptTemplate data-state={state} name={`claim-${state}`} locale={locale} render={() => render(translator(locale))} />
  );
  return (
    <section aria-labelledby="claim" data-claim={slug} data-owner={ownerId ?? ""} hidden>
      <Title order={2} id="claim" size="h3" mb="sm">
        {t("claim.title")}
      </Title>
      <Text mb="sm">{t("claim.lead")}</Text>
      {/* The only state that differs from one activity to the next: it leads back here after signing in. */}
      <template data-state="signed-out">
        <div>
          <Button styles={wrappingLabel} component="a" href={signInHref} variant="outline">
            {t("claim.signIn")}
          </Button>
        </div>
      </template>
      {kept("claimed", (t) => (
        <Alert color="alentour" data-testid="claim-done">
          <Stack gap="xs" align="flex-start">
            <Text>{t("claim.claimed")}</Text>
            <Button styles={wrappingLabel} component="a" href="/dashboard/activities" size="xs">
              {t("claim.toMyActivities")}
            </Button>
          </Stack>
        </Alert>
      ))}
      {kept("requested", (t) => (
        <Alert color="alentour" data-testid="claim-waiting">
          {t("claim.requested")}
        </Alert>
      ))}
      {kept("waiting", (t) => (
        <Alert color="alentour" data-testid="claim-waiting">
          {t("claim.waiting")}
        </Alert>
      ))}
      {kept("instant", (t) => (
        <Stack align="flex-start">
          <Text>{t("claim.instant")}</Text>
          <Alert color="red" role="alert" hidden data-form-error attributes={alertParts}>
            {" "}
          </Alert>
          <Button styles={wrappingLabel} data-claim-instant>
            {t("claim.instantSubmit")}
          </Button>
        </Stack>
      ))}
      {kept("closed", (t) => (
        <div>
          <Button styles={wrappingLabel} variant="outline" data-claim-open>
            {t("claim.open")}
          </Button>
        </div>
      ))}
      {kept("form", (t) => (
        <form noValidate id="claim-form" data-testid="claim-form">
          <Stack>
            <Text>{t("claim.requestLead")}</Text>
            <Alert color="red" role="alert" hidden data-form-error attributes={alertParts}>
              {" "}
            </Alert>
            <Textarea
              label={t("claim.message")}
              description={t("claim.messageHint")}
              required
              rows={3}
              name="message"
              id="claim-message"
              attributes={fieldParts}
            />
            <Button styles={wrappingLabel} type="submit" style={{ alignSelf: "flex-start" }}>
              {t("claim.requestSubmit")}
            </Button>
          </Stack>
        </form>
      ))}
      <div data-claim-body />
    </section>
  );
}

/**
 * The models the scripts copy: every notice they show (docs/product.md#notifications) and the corner it appears in, and the message
 * under a field the api refused (Mantine's own markup, so the script never names Mantine's classes).
 */
export function NoticeTemplates({ locale }: { locale: Locale }) {
  return (
    <>
      <KeptTemplate id="field-error" name="field-error" locale={locale} render={() => <InputError>-</InputError>} />
      {(
        [
          ["info", "alentour"],
          ["error", "red"],
        ] as const
      ).map(([kind, color]) => (
        <KeptTemplate
          key={kind}
          id={`notice-${kind}`}
          name={`notice-${kind}`}
          locale={locale}
          render={() => (
            <Notification
              color={color}
              title="-"
              closeButtonProps={{ "aria-label": translator(locale)("notifications.close") }}
              styles={{ description: { color: "var(--mantine-color-gray-8)" } }}
              attributes={noticeParts}
            >
              -
            </Notification>
          )}
        />
      ))}
      <div
        data-notices
        style={{
          position: "fixed",
          // Above the bottom navigation (60 px high), as the other pages' notices are.
          bottom: 76,
          right: 16,
          zIndex: 400,
          display: "flex",
          flexDirection: "column",
          gap: 8,
          width: "min(440px, calc(100vw - 32px))",
        }}
      />
    </>
  );
}

/** The chrome's parts for `PageChrome`'s `kept`: the same on every page in a language. */
export function keptChrome(locale: Locale): KeptChromeParts {
  return {
    footer: keptMarkup("footer", locale, () => <FooterContent />),
    consent: keptMarkup("consent", locale, () => <ConsentPanelContent />),
  };
}
