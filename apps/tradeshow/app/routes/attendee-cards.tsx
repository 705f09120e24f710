import { type BusinessCard, type BusinessCardField, businessCardFieldNames, type HeldCard } from "@alentour/domain/business-card";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import QRCode from "qrcode";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { apiFieldErrors, apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/attendee-cards";

// Business cards (docs/trade-shows.md#attendees, ADR 097): the personal and the professional card, what each
// shares, its QR code (an opaque token the exhibitor reads), and who holds each card, to withdraw it.
export async function loader({ request }: Route.LoaderArgs) {
  const api = serverTradeShowApi(request);
  const [cards, held] = await Promise.all([api.cards(), api.heldCards()]);
  return { cards, held };
}

export default function AttendeeCards({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { cards, held } = loaderData;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t("attendees.cards.lead")}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {cards.map((card) => (
          <CardForm key={card.kind} card={card} />
        ))}
      </SimpleGrid>
      <HeldCards held={held} />
    </Stack>
  );
}

const inputType: Partial<Record<BusinessCardField, string>> = { email: "email", phone: "tel", website: "url" };

function CardForm({ card }: { card: BusinessCard & { hasQrCode: boolean } }) {
  const t = useT();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Record<string, string>>(card.values as Record<string, string>);
  const [shared, setShared] = useState<BusinessCardField[]>(card.shared);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const title = t(card.kind === "personal" ? "attendees.card.personal" : "attendees.card.professional");

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    setBusy(true);
    try {
      const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
      await api.saveCard(card.kind, { values: filled, shared });
      notifyInfo({ title, description: t("attendees.cards.saved") });
      await revalidator.revalidate();
    } catch (refused) {
      const { fields, form } = apiFieldErrors(refused, t("error.description"));
      setFieldErrors(fields);
      setError(form ?? apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  async function showQr() {
    setError(null);
    try {
      const code = await api.newQrCode(card.kind);
      setQr(await QRCode.toString(code.url, { type: "svg", margin: 2, errorCorrectionLevel: "M" }));
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  async function revokeQr() {
    await api.revokeQrCode(card.kind);
    setQr(null);
    notifyInfo({ title, description: t("attendees.cards.qrRevoked") });
    await revalidator.revalidate();
  }

  const toggle = (field: BusinessCardField, on: boolean) =>
    setShared((list) => (on ? [...list.filter((name) => name !== field), field] : list.filter((name) => name !== field)));

  return (
    <Card withBorder data-testid={`card-${card.kind}`}>
      <form onSubmit={save}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          {businessCardFieldNames.map((field) => (
            <Group key={field} align="flex-end" wrap="nowrap">
              <TextInput
                label={t(`attendees.field.${field}`)}
                type={inputType[field] ?? "text"}
                value={values[field] ?? ""}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [field]: value }));
                }}
                error={fieldErrors[`values.${field}`]}
                style={{ flex: 1 }}
              />
              <Checkbox
                label={t("attendees.cards.share")}
                aria-label={t("attendees.cards.shareField", { field: t(`attendees.field.${field}`) })}
                checked={shared.includes(field)}
                onChange={(event) => toggle(field, event.currentTarget.checked)}
                mb={8}
              />
            </Group>
          ))}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t("attendees.cards.save")}
            </Button>
            <Button variant="light" onClick={showQr}>
              {t(card.hasQrCode || qr ? "attendees.cards.newQr" : "attendees.cards.showQr")}
            </Button>
            {(card.hasQrCode || qr) && (
              <Button variant="subtle" color="red.9" onClick={revokeQr}>
                {t("attendees.cards.revokeQr")}
              </Button>
            )}
          </Group>
          {qr && (
            <Box
              role="img"
              aria-label={t("attendees.cards.qrAlt", { card: title })}
              w={220}
              data-testid="card-qr"
              // The SVG qrcode writes from the card's opaque URL: no text of ours goes into it.
              dangerouslySetInnerHTML={{ __html: qr }}
            />
          )}
        </Stack>
      </form>
    </Card>
  );
}

function HeldCards({ held }: { held: HeldCard[] }) {
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  async function withdraw(leadId: string) {
    await api.withdrawCard(leadId);
    notifyInfo({ title: t("attendees.cards.heldTitle"), description: t("attendees.cards.withdrawnNotice") });
    await revalidator.revalidate();
  }
  return (
    <Stack>
      <Title order={2} size="h3">
        {t("attendees.cards.heldTitle")}
      </Title>
      {held.length === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-list">
          <Text>{t("attendees.cards.heldEmpty")}</Text>
        </Paper>
      ) : (
        <Stack component="ul" p={0} style={{ listStyle: "none" }}>
          {held.map((card) => (
            <Card component="li" withBorder key={card.leadId} data-testid="held-card">
              <Group justify="space-between">
                <Stack gap={2}>
                  <Text fw={700}>{card.companyName}</Text>
                  <Text size="sm">
                    {card.showName} · {t(card.kind === "personal" ? "attendees.card.personal" : "attendees.card.professional")} ·{" "}
                    {when.format(new Date(card.createdAt))}
                  </Text>
                </Stack>
                {card.withdrawnAt ? (
                  <Badge variant="outline" color="gray.8">
                    {t("attendees.cards.withdrawn")}
                  </Badge>
                ) : (
                  <Button
                    variant="default"
                    onClick={() => withdraw(card.leadId)}
                    aria-label={t("attendees.cards.withdrawFrom", { company: card.companyName })}
                  >
                    {t("attendees.cards.withdraw")}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
