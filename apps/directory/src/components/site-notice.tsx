"use client";
import { useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { useEffect } from "react";

/**
 * A notice another part of the product sends a visitor here with (`?notice=…`), e.g. after deleting their
 * account from the owner area. Read from the address once, then taken out of it so a reload does not repeat it.
 */
export function SiteNotice() {
  const t = useT();
  useEffect(() => {
    const url = new URL(window.location.href);
    const notice = url.searchParams.get("notice");
    if (notice !== "account-deleted") return;
    notifyInfo({ title: t("profile.deleted.title"), description: t("profile.deleted.body") });
    url.searchParams.delete("notice");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [t]);
  return null;
}
