"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { createAuthApi } from "@alentour/backend-client/auth";
import type { Locale } from "@alentour/domain/locale";
import { Group, UnstyledButton } from "@mantine/core";
import { useLocale, useT } from "../i18n/i18n-provider.tsx";
import { localizePath, stripLocale } from "../navigation/rules.ts";
import classes from "./layout.module.css";
import { useLinkComponent } from "./link-context.tsx";

/** Ends the session on the server (the `token` cookie is cleared), then starts afresh on the home page. */
async function signOut(locale: Locale) {
  await createAuthApi(createApiClient({ baseUrl: "", locale })).signOut();
  window.location.assign(localizePath("/place", locale));
}

export function TopNav({ pathname, signedIn }: { pathname: string; signedIn: boolean | "unknown" }) {
  const t = useT();
  const Link = useLinkComponent();
  // The page's language comes from the app (the React Router apps have no locale in their paths).
  const locale = useLocale();
  const { path } = stripLocale(pathname);
  const other = locale === "fr" ? "en" : "fr";
  // Only public pages have an English twin under /en; elsewhere the switch leads to the public home.
  const isPublic = !/^\/(dashboard|add-activity|admin|tradeshow)(\/|$)/.test(path);
  const switchTo = localizePath(isPublic ? path : "/place", other);
  return (
    <header className={classes.topNav} data-testid="top-nav">
      <Group justify="space-between" wrap="nowrap" className={classes.topNavInner}>
        <Link href={localizePath("/place", locale)} className={classes.brand} aria-label={t("brand.home")}>
          {t("brand.name")}
        </Link>
        <nav aria-label={t("nav.main")}>
          <Group gap="md" wrap="nowrap">
            {/* On a phone the bottom bar's "Map" leads there; the top bar keeps room for signing out. */}
            <Link href={localizePath("/search", locale)} className={`${classes.topLink} ${classes.wideOnly}`}>
              {t("nav.search")}
            </Link>
            <a href="/add-activity" className={`${classes.topLink} ${classes.wideOnly}`}>
              {t("nav.addActivity")}
            </a>
            {signedIn && (
              <UnstyledButton
                className={classes.topLink}
                onClick={() => signOut(locale)}
                data-testid="sign-out"
                data-signed-in={signedIn === "unknown" ? "" : undefined}
                data-locale={locale}
                hidden={signedIn === "unknown"}
              >
                {t("auth.signOut")}
              </UnstyledButton>
            )}
            <a
              href={switchTo}
              // Filters and the like stay as they were (a query the server-rendered link cannot know).
              onClick={(event) => {
                if (!isPublic) return;
                event.preventDefault();
                window.location.assign(`${switchTo}${window.location.search}${window.location.hash}`);
              }}
              hrefLang={other}
              lang={other}
              className={classes.topLink}
              data-testid="language-switch"
            >
              {other === "en" ? t("nav.switchToEnglish") : t("nav.switchToFrench")}
            </a>
          </Group>
        </nav>
      </Group>
    </header>
  );
}
