import type { PlanPlacement } from "@alentour/domain/trade-show";

/** The floor grid the halls are placed on; the virtual hall of a later issue draws the same grid. */
export const PLAN_COLUMNS = 8;
export const PLAN_ROWS = 6;

/**
 * Every hall with a place: saved places kept while they are on the grid and free, the others put on the first
 * free cell, row by row.
 */
export function placeHalls(hallIds: string[], saved: PlanPlacement[] = []): PlanPlacement[] {
  const taken = new Set<string>();
  const placed: PlanPlacement[] = [];
  const key = (row: number, column: number) => `${row}:${column}`;
  for (const hallId of hallIds) {
    const spot = saved.find((placement) => placement.hallId === hallId);
    if (spot && onGrid(spot.row, spot.column) && !taken.has(key(spot.row, spot.column))) {
      taken.add(key(spot.row, spot.column));
      placed.push({ hallId, row: spot.row, column: spot.column });
    }
  }
  for (const hallId of hallIds) {
    if (placed.some((placement) => placement.hallId === hallId)) continue;
    for (let cell = 0; cell < PLAN_ROWS * PLAN_COLUMNS; cell += 1) {
      const row = Math.floor(cell / PLAN_COLUMNS);
      const column = cell % PLAN_COLUMNS;
      if (!taken.has(key(row, column))) {
        taken.add(key(row, column));
        placed.push({ hallId, row, column });
        break;
      }
    }
  }
  return hallIds.flatMap((hallId) => placed.filter((placement) => placement.hallId === hallId));
}

const onGrid = (row: number, column: number) =>
  Number.isInteger(row) && Number.isInteger(column) && row >= 0 && row < PLAN_ROWS && column >= 0 && column < PLAN_COLUMNS;

/** One hall moved to a cell; refused (unchanged) off the grid or onto another hall. */
export function moveHall(plan: PlanPlacement[], hallId: string, row: number, column: number): PlanPlacement[] {
  if (!onGrid(row, column)) return plan;
  if (plan.some((placement) => placement.hallId !== hallId && placement.row === row && placement.column === column)) return plan;
  return plan.map((placement) => (placement.hallId === hallId ? { hallId, row, column } : placement));
}

const arrows: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The cell an arrow key leads to from a placement, or null for any other key. */
export function stepFor(key: string, placement: PlanPlacement): { row: number; column: number } | null {
  const step = arrows[key];
  return step ? { row: placement.row + step[0], column: placement.column + step[1] } : null;
}
