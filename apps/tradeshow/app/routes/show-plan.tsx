import { useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { Alert, Box, Button, Group, Paper, Select, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { moveHall, PLAN_COLUMNS, PLAN_ROWS, placeHalls, stepFor } from "../console/floor-plan.ts";
import { apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { PageHeading, useShow } from "./show-layout.tsx";

/** Place the halls on a floor grid, by pointer or by keyboard (arrow keys, or row and column lists). */
export default function ShowPlan() {
  const t = useT();
  const show = useShow();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [plan, setPlan] = useState(() =>
    placeHalls(
      show.halls.map((hall) => hall.id),
      show.plan,
    ),
  );
  const [selected, setSelected] = useState<string | null>(show.halls[0]?.id ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hallName = (hallId: string) => {
    const index = show.halls.findIndex((hall) => hall.id === hallId);
    const hall = show.halls[index];
    return hall ? `${t("ts.field.hall", { number: index + 1 })} · ${hall.theme}` : hallId;
  };
  const current = plan.find((placement) => placement.hallId === selected);

  function move(hallId: string, row: number, column: number) {
    const next = moveHall(plan, hallId, row, column);
    setMessage(
      next === plan ? t("ts.plan.occupied") : t("ts.plan.cellWith", { row: row + 1, column: column + 1, hall: hallName(hallId) }),
    );
    setPlan(next);
  }

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await api.update(show.slug, { plan });
      notifyInfo({ title: t("ts.page.savedTitle"), description: t("ts.plan.saved") });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setSaving(false);
    }
  }

  if (show.halls.length === 0) {
    return (
      <Stack>
        <PageHeading title="ts.plan.title" lead={t("ts.plan.lead")} />
        <Paper withBorder p="lg">
          <Text>{t("ts.plan.noHalls")}</Text>
        </Paper>
      </Stack>
    );
  }

  const cells = Array.from({ length: PLAN_ROWS * PLAN_COLUMNS }, (_, cell) => ({
    row: Math.floor(cell / PLAN_COLUMNS),
    column: cell % PLAN_COLUMNS,
  }));
  const positions = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ value: String(index), label: String(index + 1) }));

  return (
    <Stack>
      <PageHeading title="ts.plan.title" lead={t("ts.plan.lead")} />
      <Text size="sm">{t("ts.plan.keyboard")}</Text>
      <Group align="flex-end">
        <Select
          label={t("ts.plan.selected")}
          allowDeselect={false}
          value={selected}
          onChange={setSelected}
          data={show.halls.map((hall) => ({ value: hall.id, label: hallName(hall.id) }))}
        />
        {current && (
          <>
            <Select
              label={t("ts.plan.row")}
              allowDeselect={false}
              value={String(current.row)}
              onChange={(row) => move(current.hallId, Number(row), current.column)}
              data={positions(PLAN_ROWS)}
              w={100}
            />
            <Select
              label={t("ts.plan.column")}
              allowDeselect={false}
              value={String(current.column)}
              onChange={(column) => move(current.hallId, current.row, Number(column))}
              data={positions(PLAN_COLUMNS)}
              w={100}
            />
          </>
        )}
      </Group>
      <Box style={{ overflowX: "auto" }}>
        <Box
          role="group"
          aria-label={t("ts.plan.grid", { columns: PLAN_COLUMNS, rows: PLAN_ROWS })}
          data-testid="floor-plan"
          style={{
            display: "grid",
            // The whole floor fits a phone's width (390 px: cells of about 36 px, never under 28 px, a finger's
            // target); only a narrower window scrolls the grid, not the page.
            gridTemplateColumns: `repeat(${PLAN_COLUMNS}, minmax(1.75rem, 1fr))`,
            gap: 4,
          }}
        >
          {cells.map((cell) => {
            const here = plan.find((placement) => placement.row === cell.row && placement.column === cell.column);
            const isSelected = here !== undefined && here.hallId === selected;
            const label = here
              ? t("ts.plan.cellWith", { row: cell.row + 1, column: cell.column + 1, hall: hallName(here.hallId) })
              : t("ts.plan.cell", { row: cell.row + 1, column: cell.column + 1 });
            return (
              <UnstyledButton
                key={`${cell.row}:${cell.column}`}
                aria-label={label}
                aria-pressed={isSelected}
                data-hall={here?.hallId}
                onClick={() => {
                  if (here) setSelected(here.hallId);
                  else if (selected) move(selected, cell.row, cell.column);
                }}
                onKeyDown={(event) => {
                  if (!here) return;
                  const to = stepFor(event.key, here);
                  if (!to) return;
                  event.preventDefault();
                  setSelected(here.hallId);
                  move(here.hallId, to.row, to.column);
                  // The focus follows the hall to its new cell.
                  requestAnimationFrame(() =>
                    document.querySelector<HTMLElement>(`[data-hall="${CSS.escape(here.hallId)}"]`)?.focus(),
                  );
                }}
                style={{
                  width: "100%",
                  aspectRatio: "1",
                  borderRadius: 6,
                  border: `2px ${isSelected ? "solid var(--mantine-color-alentour-8)" : "dashed var(--mantine-color-gray-5)"}`,
                  background: here ? "var(--mantine-color-alentour-1)" : "transparent",
                  fontSize: 12,
                  textAlign: "center",
                  overflow: "hidden",
                  color: "var(--mantine-color-black)",
                }}
              >
                {here ? show.halls.findIndex((hall) => hall.id === here.hallId) + 1 : ""}
              </UnstyledButton>
            );
          })}
        </Box>
      </Box>
      <div role="status" aria-live="polite">
        {message && <Text size="sm">{message}</Text>}
      </div>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={saving}>
          {t("ts.plan.save")}
        </Button>
      </Group>
    </Stack>
  );
}
