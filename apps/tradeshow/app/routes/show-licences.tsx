import { ApiError } from "@alentour/backend-client/api-client";
import {
  LICENCE_ORDER_MAX_QUANTITY,
  type Licence,
  type LicenceCandidate,
  type LicenceOrder,
  type LicencesOverview,
  orderAmounts,
} from "@alentour/domain/licence";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { apiMessage } from "../console/form-errors.ts";
import { money } from "../console/money.ts";
import { invoicePath, useTradeShowApi } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/show-licences";
import { PageHeading, useShow } from "./show-layout.tsx";

// Business licences (docs/licences.md): the free plan's count, buying, the orders with their invoices, and the
// assignment of each licence to one exhibitor for good. Billing is the organisers': the team's staff read why not.

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    return { overview: await orNotFound(serverTradeShowApi(request).licences(params.slug)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { overview: null };
    throw error;
  }
}

export default function ShowLicences({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { overview } = loaderData;
  const show = useShow();
  if (!overview || show.myRole === "staff") {
    return (
      <Stack>
        <PageHeading title="ts.licences.title" />
        <Text>{t("licences.organisersOnly")}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeading title="ts.licences.title" />
      <Plan overview={overview} />
      <BuySection overview={overview} />
      <OrdersSection orders={overview.orders} provider={overview.provider} />
      <LicencesSection licences={overview.licences} candidates={overview.candidates} />
    </Stack>
  );
}

function Plan({ overview }: { overview: LicencesOverview }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Text>
          {t("licences.lead", {
            free: overview.freeExhibitors,
            price: money(overview.unitAmountCents, overview.currency, locale),
          })}
        </Text>
        <Text fw={600} data-testid="licence-usage">
          {t("licences.usage", { count: overview.validatedExhibitors, free: overview.freeExhibitors })}
        </Text>
      </Stack>
    </Paper>
  );
}

function BuySection({ overview }: { overview: LicencesOverview }) {
  const t = useT();
  const locale = useLocale();
  const show = useShow();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= LICENCE_ORDER_MAX_QUANTITY;
  const amounts = orderAmounts(valid ? quantity : 1, overview.taxRateBasisPoints);
  const format = (cents: number) => money(cents, overview.currency, locale);

  async function buy() {
    setError(null);
    setBusy(true);
    try {
      const { order, checkoutUrl } = await api.orderLicences(show.slug, quantity);
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      notifyInfo({
        title: t("licences.ordered.title"),
        description: t("licences.ordered.body", { invoice: order.invoiceNumber }),
      });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="buy-licences">
      <Stack gap="sm">
        <Title order={2} size="h3" id="buy-licences">
          {t("licences.buy.title")}
        </Title>
        <Group align="flex-end">
          <NumberInput
            label={t("licences.buy.quantity")}
            min={1}
            max={LICENCE_ORDER_MAX_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={(value) => setQuantity(typeof value === "number" ? value : Number.parseInt(value, 10) || 0)}
            w={180}
          />
          <Button onClick={buy} loading={busy} disabled={!valid}>
            {t("licences.buy.submit")}
          </Button>
        </Group>
        <Text data-testid="licence-total">
          {t("licences.buy.total", {
            excl: format(amounts.amountExclTaxCents),
            tax: format(amounts.taxCents),
            rate: `${(overview.taxRateBasisPoints / 100).toLocaleString(locale)} %`,
            total: format(amounts.totalCents),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(overview.provider === "stripe" ? "licences.buy.card" : "licences.buy.transfer")}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function OrdersSection({ orders, provider }: { orders: LicenceOrder[]; provider: LicencesOverview["provider"] }) {
  const t = useT();
  const locale = useLocale();
  const show = useShow();
  const api = useTradeShowApi();
  const [error, setError] = useState<string | null>(null);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });

  async function retry(orderId: string) {
    setError(null);
    try {
      const { checkoutUrl } = await api.retryLicenceOrder(show.slug, orderId);
      if (checkoutUrl) window.location.assign(checkoutUrl);
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="licence-orders">
      <Title order={2} size="h3" id="licence-orders">
        {t("licences.orders.title")}
      </Title>
      {orders.length === 0 ? (
        <Text>{t("licences.orders.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="licence-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("licences.orders.invoice")}</Table.Th>
                <Table.Th scope="col">{t("licences.orders.date")}</Table.Th>
                <Table.Th scope="col">{t("licences.orders.quantity")}</Table.Th>
                <Table.Th scope="col">{t("licences.orders.total")}</Table.Th>
                <Table.Th scope="col">{t("licences.orders.status")}</Table.Th>
                <Table.Th scope="col">{t("licences.orders.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.id} data-testid="licence-order">
                  <Table.Td>{order.invoiceNumber}</Table.Td>
                  <Table.Td>{day.format(new Date(order.createdAt))}</Table.Td>
                  <Table.Td>{order.quantity}</Table.Td>
                  <Table.Td>{money(order.totalCents, order.currency, locale)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={order.status === "paid" ? "green.9" : order.status === "failed" ? "red.9" : "gray"}
                    >
                      {t(`licences.status.${order.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor href={invoicePath(show.slug, order.id)} download>
                        {t("licences.orders.download", { invoice: order.invoiceNumber })}
                      </Anchor>
                      {order.status !== "paid" && order.provider === "stripe" && provider === "stripe" && (
                        <Button size="compact-sm" variant="light" onClick={() => retry(order.id)}>
                          {t("licences.orders.retry")}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

function LicencesSection({ licences, candidates }: { licences: Licence[]; candidates: LicenceCandidate[] }) {
  const t = useT();
  return (
    <Stack gap="sm" component="section" aria-labelledby="licence-list">
      <Title order={2} size="h3" id="licence-list">
        {t("licences.list.title")}
      </Title>
      {licences.length === 0 ? (
        <Text>{t("licences.list.none")}</Text>
      ) : (
        <Stack gap="xs" data-testid="licences">
          {licences.map((licence, index) => (
            <LicenceRow key={licence.id} licence={licence} number={index + 1} candidates={candidates} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function LicenceRow({ licence, number, candidates }: { licence: Licence; number: number; candidates: LicenceCandidate[] }) {
  const t = useT();
  const show = useShow();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [boothId, setBoothId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = candidates.find((candidate) => candidate.boothId === boothId);

  async function assign() {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await api.assignLicence(show.slug, licence.id, chosen.boothId);
      setConfirming(false);
      notifyInfo({ title: t("licences.list.title"), description: t("licences.assign.done", { name: chosen.name }) });
      await revalidator.revalidate();
    } catch (refused) {
      setConfirming(false);
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="sm" data-testid="licence">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t("licences.list.licence", { number })}</Text>
          {licence.exhibitor ? (
            <Text data-testid="licence-holder">
              {t("licences.list.assignedTo", { name: licence.exhibitor.name, email: licence.exhibitor.email })}
            </Text>
          ) : (
            <Badge variant="light">{t("licences.list.available")}</Badge>
          )}
        </Group>
        {!licence.exhibitor &&
          (candidates.length === 0 ? (
            <Text>{t("licences.noExhibitor")}</Text>
          ) : (
            <Group align="flex-end">
              <NativeSelect
                label={t("licences.assign.exhibitor", { number })}
                value={boothId}
                onChange={(event) => setBoothId(event.currentTarget.value)}
                data={[
                  { value: "", label: t("licences.assign.choose") },
                  ...candidates.map((candidate) => ({
                    value: candidate.boothId,
                    label: t(`licences.candidate.${candidate.status}`, { name: candidate.name, email: candidate.email }),
                  })),
                ]}
              />
              <Button variant="light" disabled={!chosen} onClick={() => setConfirming(true)}>
                {t("licences.assign.submit")}
              </Button>
            </Group>
          ))}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      {/* Composed so its header is a plain element: Mantine's <header> would be a second banner landmark. */}
      <Modal.Root opened={confirming} onClose={() => setConfirming(false)}>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header renderRoot={(props) => <div {...props} />}>
            <Modal.Title>{t("licences.assign.confirmTitle")}</Modal.Title>
            <Modal.CloseButton aria-label={t("licences.assign.cancel")} />
          </Modal.Header>
          <Modal.Body>
            <Stack>
              <Text>{chosen && t("licences.assign.confirm", { name: chosen.name, email: chosen.email })}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t("licences.assign.cancel")}
                </Button>
                <Button color="red.9" loading={busy} onClick={assign}>
                  {t("licences.assign.confirmAction")}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </Paper>
  );
}
