import { type LicenceOrder, type LicenceOrderStatus, licenceInvoicePath, pageFrom } from "@alentour/backend-client/console";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Form, useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { useActionNotice } from "../components/action-notice.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { Pager } from "../components/pager.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/licence-orders";

// Business licence orders (docs/licences.md): the support team records the transfers of the manual provider.

const SIZE = 25;
// Listed here rather than imported: the domain's licence module carries zod, which this bundle leaves out.
const statuses = ["pending", "paid", "failed"] as const satisfies readonly LicenceOrderStatus[];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = statuses.find((value) => value === url.searchParams.get("status")) ?? null;
  const page = pageFrom(url.searchParams);
  const list = await load(() => consoleApiFor(request).licenceOrders({ status, page, size: SIZE }));
  return { status, page, list };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = field(form, "id");
  return attempt(`paid:${id}`, () => consoleApiFor(request).markLicenceOrderPaid(id));
}

const money = (cents: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

function MarkPaid({ order }: { order: LicenceOrder }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<typeof action>();
  const texts = useMemo(
    () => ({
      successTitle: t("licences.admin.doneTitle"),
      success: () => t("licences.admin.markedPaid"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(fetcher, texts);
  // Mounted on every row, so the notice still comes once the paid order has lost its button.
  if (order.provider !== "manual" || order.status === "paid") return null;
  return (
    <ConfirmButton
      size="xs"
      variant="outline"
      loading={fetcher.state !== "idle"}
      title={t("licences.admin.markPaid")}
      question={t("licences.admin.confirmMarkPaid", {
        total: money(order.totalCents, order.currency, locale),
        invoice: order.invoiceNumber,
        quantity: order.quantity,
        show: order.showName,
      })}
      confirmLabel={t("licences.admin.markPaid")}
      aria-label={`${t("licences.admin.markPaid")} : ${order.invoiceNumber}`}
      onConfirm={() => fetcher.submit({ id: order.id }, { method: "post" })}
    >
      {t("licences.admin.markPaid")}
    </ConfirmButton>
  );
}

export default function LicenceOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { status, page, list } = loaderData;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <Stack gap="md">
      <Title order={1}>{t("licences.admin.title")}</Title>
      <Text>{t("licences.admin.lead")}</Text>
      <Form method="get" role="search" aria-label={t("licences.admin.filters")}>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            name="status"
            label={t("licences.orders.status")}
            defaultValue={status ?? ""}
            key={`s-${status}`}
            data={[
              { value: "", label: t("licences.admin.all") },
              ...statuses.map((value) => ({ value, label: t(`licences.status.${value}`) })),
            ]}
          />
          <Button type="submit">{t("licences.admin.apply")}</Button>
        </Group>
      </Form>
      <Table.ScrollContainer minWidth={960}>
        <Table striped data-testid="licence-orders-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("licences.orders.invoice")}</Table.Th>
              <Table.Th scope="col">{t("licences.orders.date")}</Table.Th>
              <Table.Th scope="col">{t("licences.admin.show")}</Table.Th>
              <Table.Th scope="col">{t("licences.admin.buyer")}</Table.Th>
              <Table.Th scope="col">{t("licences.orders.quantity")}</Table.Th>
              <Table.Th scope="col">{t("licences.orders.total")}</Table.Th>
              <Table.Th scope="col">{t("licences.admin.payment")}</Table.Th>
              <Table.Th scope="col">{t("licences.orders.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((order) => (
              <Table.Tr key={order.id} data-testid="licence-order-row">
                <Table.Td>
                  <Anchor href={licenceInvoicePath(order.id)} download>
                    {order.invoiceNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{day.format(new Date(order.createdAt))}</Table.Td>
                <Table.Td>{order.showName}</Table.Td>
                <Table.Td>{order.buyerEmail}</Table.Td>
                <Table.Td>{order.quantity}</Table.Td>
                <Table.Td>{money(order.totalCents, order.currency, locale)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm">{t(`licences.admin.provider.${order.provider}`)}</Text>
                    <Badge
                      variant="light"
                      color={order.status === "paid" ? "green.9" : order.status === "failed" ? "red.9" : "gray"}
                    >
                      {t(`licences.status.${order.status}`)}
                    </Badge>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <MarkPaid order={order} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.items.length === 0 && <Text>{t("licences.admin.none")}</Text>}
      <Pager total={list.total} size={SIZE} page={page} />
    </Stack>
  );
}
