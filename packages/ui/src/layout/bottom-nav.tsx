"use client";
import { useLocale, useT } from "../i18n/i18n-provider.tsx";
import { bottomNavItems, localizePath, stripLocale } from "../navigation/rules.ts";
import classes from "./layout.module.css";
import { useLinkComponent } from "./link-context.tsx";

export function BottomNav({ pathname, signedIn }: { pathname: string; signedIn: boolean | "unknown" }) {
  const t = useT();
  const Link = useLinkComponent();
  const locale = useLocale();
  const { path } = stripLocale(pathname);
  return (
    <nav aria-label={t("nav.bottom")} className={classes.bottomNav} data-testid="bottom-nav">
      {(signedIn === "unknown"
        ? [
            ...bottomNavItems(path, false).map((item) => ({ ...item, only: item.key === "login" ? "out" : undefined })),
            ...bottomNavItems(path, true)
              .filter((item) => item.key === "profile")
              .map((item) => ({ ...item, only: "in" })),
          ]
        : bottomNavItems(path, signedIn)
      ).map((item: ReturnType<typeof bottomNavItems>[number] & { only?: string }) => (
        <Link
          key={item.key}
          href={localizePath(item.href, locale)}
          className={classes.bottomNavItem}
          aria-current={item.active ? "page" : undefined}
          data-active={item.active || undefined}
          data-signed-in={item.only === "in" ? "" : undefined}
          data-signed-out={item.only === "out" ? "" : undefined}
          hidden={item.only === "in"}
        >
          {t(item.label)}
        </Link>
      ))}
    </nav>
  );
}
