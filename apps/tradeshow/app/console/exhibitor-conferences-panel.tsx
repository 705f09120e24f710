import type { Conference } from "@alentour/domain/conference";
import type { TradeShowView } from "@alentour/domain/trade-show";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { UploadField } from "@alentour/ui/upload-field";
import { Alert, Badge, Button, Group, Image, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useConferenceApi } from "./conference-api.ts";
import { ConferenceForm } from "./conference-form.tsx";
import { apiMessage } from "./form-errors.ts";

/**
 * An exhibitor's conferences at one show: what their booth proposed (its status, its image while pending,
 * withdraw) and the propose form, which only those who act for the booth see (`canPropose`).
 */
export function ExhibitorConferencesPanel({
  show,
  conferences,
  canPropose,
}: {
  show: TradeShowView;
  conferences: Conference[];
  canPropose: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useConferenceApi();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });

  async function withdraw(conference: Conference) {
    setError(null);
    try {
      await api.remove(show.slug, conference.id);
      notifyInfo({ title: t("conferences.mine.title"), description: t("conferences.deleted") });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t("conferences.mine.title")}
        </Title>
        <Text c="dimmed">{t("conferences.mine.lead", { name: show.name })}</Text>
      </Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {conferences.length === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-list">
          <Text>{t("conferences.mine.empty")}</Text>
        </Paper>
      ) : (
        <Stack component="ul" p={0} style={{ listStyle: "none" }} data-testid="conferences">
          {conferences.map((conference) => (
            <Paper component="li" withBorder p="md" key={conference.id} data-testid="conference">
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Text fw={600}>{conference.name}</Text>
                  <Text size="sm">
                    {t("conferences.when", {
                      date: day.format(new Date(`${conference.date}T00:00:00Z`)),
                      start: conference.startTime,
                      end: conference.endTime,
                    })}
                  </Text>
                  <Badge variant="outline" color="gray.8" data-testid="conference-status">
                    {t(`conferences.status.${conference.status}`)}
                  </Badge>
                  {conference.imageUrl && <Image src={conference.imageUrl} alt="" w={240} radius="sm" />}
                  {/* Its exhibitor changes it, its image included, while it is pending. */}
                  {conference.status === "pending" && (
                    <UploadField
                      purpose="conference-image"
                      target={conference.id}
                      label={t("conferences.field.image", { name: conference.name })}
                      onUploaded={() => void revalidator.revalidate()}
                    />
                  )}
                </Stack>
                <Button size="compact-sm" variant="outline" color="red.9" onClick={() => withdraw(conference)}>
                  {t("conferences.withdraw")}
                  <VisuallyHidden>&nbsp;{conference.name}</VisuallyHidden>
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canPropose && <ConferenceForm show={show} onProposed={() => revalidator.revalidate()} />}
    </Stack>
  );
}
