"use client";
import { NOTIFICATION_AUTO_CLOSE_MS } from "@alentour/domain/constants";
import type { Locale } from "@alentour/domain/locale";
import {
  type CSSVariablesResolver,
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  MantineProvider,
  type MantineThemeOverride,
  mergeMantineTheme,
  mergeThemeOverrides,
  Notification,
} from "@mantine/core";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { Messages } from "./i18n/catalogues.ts";
import { type CompiledMessages, plainText } from "./i18n/compiled-messages.ts";
import { I18nProvider } from "./i18n/i18n-provider.tsx";
import { type LinkComponent, LinkProvider } from "./layout/link-context.tsx";

export type { LinkComponent };

import { cssVariablesResolver, theme } from "./theme.ts";

type Sections = ReturnType<CSSVariablesResolver>;
const defaultVariables = defaultCssVariablesResolver(DEFAULT_THEME);

/** What of `variables` differs from Mantine's defaults, which its stylesheet already declares. */
function withoutDefaults(variables: Sections): Sections {
  const differing = (section: keyof Sections) =>
    Object.fromEntries(
      Object.entries(variables[section]).filter(
        ([name, value]) => (defaultVariables[section] as Record<string, string>)[name] !== value,
      ),
    );
  return { variables: differing("variables"), light: differing("light"), dark: differing("dark") };
}

// The theme and its CSS variables, made once per language (the close button's name differs). Mantine's provider
// computes the variables again on every render, which on the server is every request (docs/benchmarks.md); it is
// told not to, and the same `<style>` it would write is written from here.
const themes = new Map<string, { theme: MantineThemeOverride; css: string }>();
function themeFor(closeLabel: string) {
  let made = themes.get(closeLabel);
  if (!made) {
    // Notices get a close button named in the page's language, and a description dark enough to read (WCAG AA).
    const localized = mergeThemeOverrides(
      theme,
      createTheme({
        components: {
          Notification: Notification.extend({
            defaultProps: { closeButtonProps: { "aria-label": closeLabel } },
            styles: { description: { color: "var(--mantine-color-gray-8)" } },
          }),
        },
      }),
    );
    const full = mergeMantineTheme(DEFAULT_THEME, localized);
    const base = defaultCssVariablesResolver(full);
    const ours = cssVariablesResolver(full);
    const merged: Sections = {
      variables: { ...base.variables, ...ours.variables },
      light: { ...base.light, ...ours.light },
      dark: { ...base.dark, ...ours.dark },
    };
    made = { theme: localized, css: convertCssVariables(withoutDefaults(merged)) };
    themes.set(closeLabel, made);
  }
  return made;
}

/** The notices' container, its transitions and portal: loaded after the page is interactive, not with it. */
const Notifications = lazy(() => import("@mantine/notifications").then((module) => ({ default: module.Notifications })));

/**
 * Notices are shown after something the visitor did, never in the server's HTML: the container mounts once the
 * page has hydrated, and shows any notice asked for before it arrived (Mantine keeps them in its store).
 */
function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
    </Suspense>
  );
}

/** Everything a page of any app needs around it: theme, messages, notifications, links. */
export function AlentourProvider(props: { locale: Locale; messages: Messages; link?: LinkComponent; children: ReactNode }) {
  const { theme: localizedTheme, css } = themeFor(props.messages["notifications.close"]);
  const content = (
    <MantineProvider theme={localizedTheme} withCssVariables={false}>
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />
      <DeferredNotifications />
      {props.children}
    </MantineProvider>
  );
  return (
    <I18nProvider locale={props.locale} messages={props.messages}>
      {props.link ? <LinkProvider component={props.link}>{content}</LinkProvider> : content}
    </I18nProvider>
  );
}

/**
 * The same theme and messages for a React island inside a page that `AlentourProvider` already rendered on the
 * server (ADR 116), or for a part of such a page rendered apart and kept (ADR 120): the page's head holds the
 * theme's CSS variables and Mantine's global classes, so the island writes neither, and it mounts no notices'
 * container of its own. An island's messages come parsed (`compileMessages`): its bundle has no message parser
 * (ADR 117).
 */
export function AlentourIslandProvider(props: { locale: Locale; messages: Messages | CompiledMessages; children: ReactNode }) {
  const { theme: localizedTheme } = themeFor(plainText(props.messages["notifications.close"]));
  return (
    <I18nProvider locale={props.locale} messages={props.messages}>
      <MantineProvider theme={localizedTheme} withCssVariables={false} withGlobalClasses={false}>
        {props.children}
      </MantineProvider>
    </I18nProvider>
  );
}
