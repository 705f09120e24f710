import {
  type ActivityRow,
  type ActivitySort,
  activityQueryParams,
  PAGE_SIZES,
  parseActivityQuery,
} from "@alentour/backend-client/console";
import { activityCategories, categoryLabels } from "@alentour/domain/taxonomy";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  type ColumnDef,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useMemo } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { useActionNotice } from "../components/action-notice.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/activities";

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseActivityQuery(new URL(request.url).searchParams);
  return { query, page: await load(() => consoleApiFor(request).activities(query)) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const published = field(form, "published") === "true";
  return attempt(published ? "republish" : "unpublish", () => consoleApiFor(request).setPublished(field(form, "id"), published));
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
// Names and cities read best A to Z; dates and quality newest or best first.
const firstDir: Record<ActivitySort, "asc" | "desc"> = { name: "asc", city: "asc", updatedAt: "desc", quality: "desc" };

function PublicationButton({ activity }: { activity: ActivityRow }) {
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const next = !activity.published;
  const texts = useMemo(
    () => ({
      successTitle: (intent: string) =>
        t(intent === "republish" ? "admin.activities.republishedTitle" : "admin.activities.unpublishedTitle"),
      success: (intent: string) =>
        t(intent === "republish" ? "admin.activities.republished" : "admin.activities.unpublished", { name: activity.name }),
      errorTitle: t("admin.error.title"),
    }),
    [t, activity.name],
  );
  useActionNotice(fetcher, texts);
  const label = next ? t("admin.activities.republish") : t("admin.activities.unpublish");
  return (
    <ConfirmButton
      size="xs"
      variant={next ? "light" : "outline"}
      color={next ? "alentour" : "red.9"}
      loading={fetcher.state !== "idle"}
      aria-label={`${label} : ${activity.name}`}
      title={label}
      question={t(next ? "admin.activities.confirmRepublish" : "admin.activities.confirmUnpublish", { name: activity.name })}
      confirmLabel={label}
      onConfirm={() => fetcher.submit({ id: activity.id, published: String(next) }, { method: "post" })}
    >
      {label}
    </ConfirmButton>
  );
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { query, page } = loaderData;
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }), [locale]);
  const go = (changes: Partial<typeof query>) => navigate(`?${activityQueryParams({ ...query, ...changes }).toString()}`);

  const columns = useMemo<Array<ColumnDef<typeof features, ActivityRow>>>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: () => t("admin.activities.name"),
        cell: ({ row }) => (
          <Anchor href={localizePath(`/activity/${row.original.slug}`, locale)} target="_blank" rel="noopener">
            {row.original.name}
          </Anchor>
        ),
      },
      { id: "city", accessorKey: "city", header: () => t("admin.activities.city") },
      {
        id: "category",
        accessorKey: "category",
        header: () => t("admin.activities.category"),
        enableSorting: false,
        cell: ({ row }) => categoryLabels[row.original.category][locale],
      },
      {
        id: "published",
        accessorKey: "published",
        header: () => t("admin.activities.status"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.published ? (
            <Badge color="alentour.8">{t("admin.activities.isPublished")}</Badge>
          ) : (
            <Badge color="gray.8">{t("admin.activities.isUnpublished")}</Badge>
          ),
      },
      { id: "quality", accessorKey: "quality", header: () => t("admin.activities.quality") },
      {
        id: "updatedAt",
        accessorKey: "updatedAt",
        header: () => t("admin.activities.updatedAt"),
        cell: ({ row }) => date.format(new Date(row.original.updatedAt)),
      },
      {
        id: "actions",
        header: () => t("admin.activities.actions"),
        enableSorting: false,
        cell: ({ row }) => <PublicationButton activity={row.original} />,
      },
    ],
    [t, locale, date],
  );

  const sorting: SortingState = useMemo(() => [{ id: query.sort, desc: query.dir === "desc" }], [query.sort, query.dir]);
  const pagination = useMemo(() => ({ pageIndex: query.page, pageSize: query.size }), [query.page, query.size]);
  const table = useTable({
    features,
    columns,
    data: page.items,
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: page.total,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [next] = typeof updater === "function" ? updater(sorting) : updater;
      if (!next) return;
      const sort = next.id as ActivitySort;
      // A new column starts in its natural direction; the same column flips.
      const dir = sort === query.sort ? (query.dir === "asc" ? "desc" : "asc") : firstDir[sort];
      go({ sort, dir, page: 0 });
    },
    onPaginationChange: (updater) => {
      const current = { pageIndex: query.page, pageSize: query.size };
      const next = typeof updater === "function" ? updater(current) : updater;
      go({ page: next.pageSize === query.size ? next.pageIndex : 0, size: next.pageSize });
    },
  });

  return (
    <Stack gap="md">
      <Title order={1}>{t("admin.activities.title")}</Title>
      <Form method="get" role="search" aria-label={t("admin.activities.filters")}>
        <Group align="flex-end" gap="sm">
          <TextInput name="q" label={t("admin.activities.search")} defaultValue={query.q} key={query.q} w={260} />
          <NativeSelect
            name="category"
            label={t("admin.activities.category")}
            defaultValue={query.category ?? ""}
            key={`c-${query.category}`}
            data={[
              { value: "", label: t("admin.activities.allCategories") },
              ...activityCategories.map((category) => ({ value: category, label: categoryLabels[category][locale] })),
            ]}
          />
          <NativeSelect
            name="published"
            label={t("admin.activities.status")}
            defaultValue={query.published ?? ""}
            key={`p-${query.published}`}
            data={[
              { value: "", label: t("admin.activities.allStatuses") },
              { value: "yes", label: t("admin.activities.isPublished") },
              { value: "no", label: t("admin.activities.isUnpublished") },
            ]}
          />
          {query.sort !== "updatedAt" && <input type="hidden" name="sort" value={query.sort} />}
          {query.dir !== "desc" && <input type="hidden" name="dir" value={query.dir} />}
          {query.size !== 25 && <input type="hidden" name="size" value={query.size} />}
          <Button type="submit">{t("admin.activities.apply")}</Button>
        </Group>
      </Form>
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover data-testid="activities-table">
          <Table.Caption>{t("admin.list.count", { count: page.total })}</Table.Caption>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = <table.FlexRender header={header} />;
                  return (
                    <Table.Th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                          {content} {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : ""}
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.items.length === 0 && <Text c="dimmed">{t("admin.activities.none")}</Text>}
      <Group justify="space-between">
        <NativeSelect
          label={t("admin.list.pageSize")}
          value={String(query.size)}
          onChange={(event) => table.setPageSize(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => String(size))}
        />
        <Pagination
          total={Math.max(1, table.getPageCount())}
          value={query.page + 1}
          onChange={(value) => table.setPageIndex(value - 1)}
          getControlProps={(control) => ({
            "aria-label": control === "previous" ? t("admin.list.previous") : t("admin.list.next"),
          })}
          getItemProps={(item) => ({ "aria-label": t("admin.list.page", { page: item }) })}
        />
      </Group>
    </Stack>
  );
}
