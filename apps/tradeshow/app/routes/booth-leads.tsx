import type { Lead } from "@alentour/domain/business-card";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Badge, Button, Card, Group, Paper, Rating, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { apiMessage } from "../console/form-errors.ts";
import { leadsFilePath, useTradeShowApi } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/booth-leads";

// A booth's leads (docs/trade-shows.md#attendees): the cards left at the booth or read from a QR code (the code's
// address pasted or typed: no camera here), each rated, annotated and tagged, and the CSV and vCard downloads.
export async function loader({ request, params }: Route.LoaderArgs) {
  return { leads: await orNotFound(serverTradeShowApi(request).leads(params.boothId)), boothId: params.boothId };
}

export default function BoothLeads({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { leads, boothId } = loaderData;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t("booths.leads.title")}
      </Title>
      <Text c="dimmed">{t("attendees.leads.lead")}</Text>
      <ScanForm boothId={boothId} />
      {leads.length === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-list">
          <Text>{t("attendees.leads.empty")}</Text>
        </Paper>
      ) : (
        <>
          <Group>
            <Button component="a" href={leadsFilePath(boothId, "csv")} download variant="light">
              {t("attendees.leads.csv")}
            </Button>
            <Button component="a" href={leadsFilePath(boothId, "vcf")} download variant="light">
              {t("attendees.leads.vcard")}
            </Button>
          </Group>
          <Stack component="ul" p={0} style={{ listStyle: "none" }}>
            {leads.map((lead) => (
              <LeadCard key={lead.id} boothId={boothId} lead={lead} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ScanForm({ boothId }: { boothId: string }) {
  const t = useT();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await api.scanCard(boothId, code);
      setCode("");
      notifyInfo({ title: t("booths.leads.title"), description: t("attendees.leads.scanned") });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Group align="flex-end">
        <TextInput
          label={t("attendees.leads.scan")}
          description={t("attendees.leads.scanHint")}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          required
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button type="submit" loading={busy}>
          {t("attendees.leads.scanSubmit")}
        </Button>
      </Group>
    </form>
  );
}

function LeadCard({ boothId, lead }: { boothId: string; lead: Lead }) {
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [rating, setRating] = useState(lead.rating);
  const [notes, setNotes] = useState(lead.notes);
  const [tags, setTags] = useState(lead.tags.join(", "));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const card = lead.card;
  const name = card && ([card.firstName, card.lastName].filter(Boolean).join(" ") || card.company);
  const title = name || t("attendees.leads.unnamed");
  const received = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(lead.createdAt));

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const list = tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean);
      await api.updateLead(boothId, lead.id, { rating, notes, tags: list });
      notifyInfo({ title, description: t("attendees.leads.saved") });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card component="li" withBorder data-testid="lead">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge variant="outline" color="gray.8">
            {t(lead.kind === "personal" ? "attendees.leads.personal" : "attendees.leads.professional")}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("attendees.leads.receivedAt", { date: received })}
        </Text>
        {card ? (
          <Stack gap={2} data-testid="lead-card">
            {card.jobTitle && <Text>{card.jobTitle}</Text>}
            {card.company && name !== card.company && <Text>{card.company}</Text>}
            {card.email && <Text>{card.email}</Text>}
            {card.phone && <Text>{card.phone}</Text>}
            {card.website && <Text>{card.website}</Text>}
            {card.city && <Text>{card.city}</Text>}
          </Stack>
        ) : (
          <Alert color="gray" data-testid="lead-withdrawn">
            {t("attendees.leads.withdrawn")}
          </Alert>
        )}
        {card && (
          <Button
            component="a"
            href={`/tradeshow/booths/${encodeURIComponent(boothId)}/messages?lead=${encodeURIComponent(lead.id)}`}
            variant="light"
            w="fit-content"
          >
            {t("attendees.leads.write", { name: title })}
          </Button>
        )}
        <form onSubmit={save}>
          <Stack gap="xs">
            <div>
              <Text component="span" size="sm" fw={500} id={`rating-${lead.id}`}>
                {t("attendees.leads.rating")}
              </Text>
              <Rating
                value={rating}
                onChange={setRating}
                count={5}
                aria-labelledby={`rating-${lead.id}`}
                getSymbolLabel={(index) => t("attendees.leads.stars", { count: index })}
              />
            </div>
            <Textarea
              label={t("attendees.leads.notes")}
              value={notes}
              onChange={(event) => setNotes(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <TextInput
              label={t("attendees.leads.tags")}
              description={t("attendees.leads.tagsHint")}
              value={tags}
              onChange={(event) => setTags(event.currentTarget.value)}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={busy} w="fit-content">
              {t("attendees.leads.save")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
