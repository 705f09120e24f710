"use client";
import { NOTIFICATION_AUTO_CLOSE_MS } from "@alentour/domain/constants";
import type { Locale } from "@alentour/domain/locale";
import { createTheme, MantineProvider, mergeThemeOverrides, Notification } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { type ReactNode, useMemo } from "react";
import type { Catalogue } from "./i18n/catalogues.ts";
import { I18nProvider } from "./i18n/i18n-provider.tsx";
import { type LinkComponent, LinkProvider } from "./layout/link-context.tsx";

export type { LinkComponent };

import { cssVariablesResolver, theme } from "./theme.ts";

/** Everything a page of any app needs around it: theme, messages, notifications, links. */
export function AlentourProvider(props: { locale: Locale; messages: Catalogue; link?: LinkComponent; children: ReactNode }) {
  const closeLabel = props.messages["notifications.close"];
  // Notices get a close button named in the page's language, and a description dark enough to read (WCAG AA).
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(
        theme,
        createTheme({
          components: {
            Notification: Notification.extend({
              defaultProps: { closeButtonProps: { "aria-label": closeLabel } },
              styles: { description: { color: "var(--mantine-color-gray-8)" } },
            }),
          },
        }),
      ),
    [closeLabel],
  );
  const content = (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="bottom-right" autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
      {props.children}
    </MantineProvider>
  );
  return (
    <I18nProvider locale={props.locale} messages={props.messages}>
      {props.link ? <LinkProvider component={props.link}>{content}</LinkProvider> : content}
    </I18nProvider>
  );
}
