"use client";
import { useLocale, useT } from "../i18n/i18n-provider.tsx";
import { bottomNavItems, localizePath, stripLocale } from "../navigation/rules.ts";
import classes from "./layout.module.css";
import { useLinkComponent } from "./link-context.tsx";

export function BottomNav({ pathname, signedIn }: { pathname: string; signedIn: boolean }) {
  const t = useT();
  const Link = useLinkComponent();
  const locale = useLocale();
  const { path } = stripLocale(pathname);
  return (
    <nav aria-label={t("nav.bottom")} className={classes.bottomNav} data-testid="bottom-nav">
      {bottomNavItems(path, signedIn).map((item) => (
        <Link
          key={item.key}
          href={localizePath(item.href, locale)}
          className={classes.bottomNavItem}
          aria-current={item.active ? "page" : undefined}
          data-active={item.active || undefined}
        >
          {t(item.label)}
        </Link>
      ))}
    </nav>
  );
}
