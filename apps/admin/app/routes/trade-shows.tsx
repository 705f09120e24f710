import { pageFrom, type TradeShow } from "@alentour/backend-client/console";
import type { TradeShowListing, TradeShowMode } from "@alentour/domain/trade-show";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo } from "react";
import { Form, useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { fieldError, useActionNotice } from "../components/action-notice.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { Pager } from "../components/pager.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/trade-shows";

const SIZE = 25;
// Listed here rather than imported: the domain's trade-show module carries zod, which this bundle leaves out.
const listings = ["public", "private"] as const satisfies readonly TradeShowListing[];
const modes = ["physical", "virtual", "hybrid"] as const satisfies readonly TradeShowMode[];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 120);
  const listing = listings.find((value) => value === url.searchParams.get("listing")) ?? null;
  const mode = modes.find((value) => value === url.searchParams.get("mode")) ?? null;
  const page = pageFrom(url.searchParams);
  const list = await load(() => consoleApiFor(request).tradeShows({ q, listing, mode, page, size: SIZE }));
  return { q, listing, mode, page, list };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = consoleApiFor(request);
  const id = field(form, "id");
  const reason = field(form, "reason").trim();
  if (field(form, "intent") === "transfer") {
    return attempt(`transfer:${id}`, () => api.transferTradeShow(id, field(form, "email").trim(), reason));
  }
  return attempt(`unlist:${id}`, () => api.unlistTradeShow(id, reason));
}

function ShowActions({ show }: { show: TradeShow }) {
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const texts = useMemo(
    () => ({
      successTitle: t("admin.tradeShows.doneTitle"),
      success: (intent: string) =>
        t(intent.startsWith("transfer:") ? "admin.tradeShows.handedOver" : "admin.tradeShows.unlisted"),
      errorTitle: t("admin.error.title"),
    }),
    [t],
  );
  useActionNotice(fetcher, texts);
  const mine = fetcher.state === "idle" && fetcher.data?.intent === `transfer:${show.id}`;
  return (
    <Stack gap="xs">
      {show.listing === "public" && (
        <ConfirmButton
          size="xs"
          variant="outline"
          color="red.9"
          loading={fetcher.state !== "idle" && fetcher.formData?.get("intent") === "unlist"}
          title={t("admin.tradeShows.unlist")}
          question={t("admin.tradeShows.confirmUnlist", { name: show.name })}
          confirmLabel={t("admin.tradeShows.unlist")}
          aria-label={`${t("admin.tradeShows.unlist")} : ${show.name}`}
          onConfirm={() => fetcher.submit({ intent: "unlist", id: show.id, reason: "" }, { method: "post" })}
        >
          {t("admin.tradeShows.unlist")}
        </ConfirmButton>
      )}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="transfer" />
        <input type="hidden" name="id" value={show.id} />
        <Group gap={4} align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            type="email"
            name="email"
            required
            label={t("admin.tradeShows.handOverTo")}
            error={mine ? fieldError(fetcher.data, "email") : undefined}
          />
          <TextInput size="xs" name="reason" label={t("admin.tradeShows.reason")} />
          <Button
            type="submit"
            size="xs"
            variant="default"
            loading={fetcher.state !== "idle" && fetcher.formData?.get("intent") === "transfer"}
          >
            {t("admin.tradeShows.handOver")}
          </Button>
        </Group>
      </fetcher.Form>
    </Stack>
  );
}

export default function TradeShows({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { q, listing, mode, page, list } = loaderData;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const dayOf = (date: string) => day.format(new Date(`${date}T12:00:00Z`));
  return (
    <Stack gap="md">
      <Title order={1}>{t("admin.tradeShows.title")}</Title>
      <Text>{t("admin.tradeShows.lead")}</Text>
      <Form method="get" role="search" aria-label={t("admin.tradeShows.filters")}>
        <Group align="flex-end" gap="sm">
          <TextInput name="q" label={t("admin.tradeShows.search")} defaultValue={q} key={q} w={260} />
          <NativeSelect
            name="listing"
            label={t("admin.tradeShows.listing")}
            defaultValue={listing ?? ""}
            key={`l-${listing}`}
            data={[
              { value: "", label: t("admin.tradeShows.allListings") },
              ...listings.map((value) => ({ value, label: t(`admin.tradeShows.listing.${value}`) })),
            ]}
          />
          <NativeSelect
            name="mode"
            label={t("admin.tradeShows.mode")}
            defaultValue={mode ?? ""}
            key={`m-${mode}`}
            data={[
              { value: "", label: t("admin.tradeShows.allModes") },
              ...modes.map((value) => ({ value, label: t(`admin.tradeShows.mode.${value}`) })),
            ]}
          />
          <Button type="submit">{t("admin.activities.apply")}</Button>
        </Group>
      </Form>
      <Table.ScrollContainer minWidth={960}>
        <Table striped data-testid="trade-shows-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin.tradeShows.name")}</Table.Th>
              <Table.Th scope="col">{t("admin.tradeShows.city")}</Table.Th>
              <Table.Th scope="col">{t("admin.tradeShows.dates")}</Table.Th>
              <Table.Th scope="col">{t("admin.tradeShows.state")}</Table.Th>
              <Table.Th scope="col">{t("admin.tradeShows.organiser")}</Table.Th>
              <Table.Th scope="col">{t("admin.activities.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((show) => (
              <Table.Tr key={show.id} data-testid="trade-show-row">
                <Table.Td>
                  <Stack gap={4}>
                    {show.listing === "public" ? (
                      <Anchor href={localizePath(`/salon/${show.slug}`, locale)} target="_blank" rel="noopener">
                        {show.name}
                      </Anchor>
                    ) : (
                      <Text>{show.name}</Text>
                    )}
                    <Group gap={4}>
                      <Badge variant="light" color={show.listing === "public" ? "alentour" : "gray"}>
                        {t(`admin.tradeShows.listing.${show.listing}`)}
                      </Badge>
                      <Badge variant="outline" color="gray">
                        {t(`admin.tradeShows.mode.${show.mode}`)}
                      </Badge>
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td>{show.place.address.city}</Table.Td>
                <Table.Td>
                  {dayOf(show.startDate)} – {dayOf(show.endDate)}
                </Table.Td>
                <Table.Td>{t(`admin.tradeShows.state.${show.timeState}`)}</Table.Td>
                <Table.Td>
                  {show.organiser.name}
                  <br />
                  <Text span size="sm">
                    {show.organiser.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ShowActions show={show} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.items.length === 0 && <Text>{t("admin.tradeShows.none")}</Text>}
      <Pager total={list.total} size={SIZE} page={page} />
    </Stack>
  );
}
