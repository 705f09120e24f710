"use client";
import { useT } from "@alentour/ui/i18n";
import { notifyError, notifyInfo } from "@alentour/ui/notify";
import { Anchor, Button, Group } from "@mantine/core";
import { useEffect, useState } from "react";

/** Web Share where the device has it, a copy-link button everywhere, and share links for the networks. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const encoded = encodeURIComponent(url);
  const networks = [
    { name: "X", href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notifyInfo({ title: t("directory.activity.copiedTitle"), description: t("directory.activity.copied") });
    } catch {
      notifyError({ title: t("auth.errorTitle"), description: url });
    }
  }

  return (
    <Group gap="sm" data-testid="share">
      {canShare && (
        <Button variant="filled" onClick={() => navigator.share({ title, url }).catch(() => undefined)}>
          {t("directory.activity.shareNative")}
        </Button>
      )}
      <Button variant="outline" onClick={copy} data-testid="copy-link">
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
