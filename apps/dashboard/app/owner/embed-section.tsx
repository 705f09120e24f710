import type { Activity } from "@alentour/domain/directory";
import { escapeMarkup } from "@alentour/domain/markup";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Button, CopyButton, Paper, Stack, Text, Textarea, Title } from "@mantine/core";

/**
 * The code that shows the owner's listing on their own site (docs/embed.md): a frame of `/embed/activity/{slug}`,
 * in the owner's language, at the site's public address. A listing not published is not shown to anyone, framed
 * or not: the section says so instead of giving a code that would show "not found".
 */
export function EmbedSection({ activity, publicOrigin }: { activity: Activity; publicOrigin: string }) {
  const t = useT();
  const locale = useLocale();
  const source = `${publicOrigin}${localizePath(`/embed/activity/${activity.slug}`, locale)}`;
  const code = `<iframe src="${source}" title="${escapeMarkup(activity.name)}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="embed-title" data-testid="section-embed">
      <Stack>
        <Title order={2} size="h3" id="embed-title">
          {t("embed.link")}
        </Title>
        {activity.published ? (
          <>
            <Text>{t("owner.embed.intro")}</Text>
            <Textarea label={t("owner.embed.code")} value={code} readOnly autosize minRows={3} data-testid="embed-code" />
            <CopyButton value={code}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} w="fit-content" aria-live="polite">
                  {copied ? t("owner.embed.copied") : t("owner.embed.copy")}
                </Button>
              )}
            </CopyButton>
          </>
        ) : (
          <Text>{t("owner.embed.unpublished")}</Text>
        )}
      </Stack>
    </Paper>
  );
}
