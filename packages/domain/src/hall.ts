import type { BoothAvatar, BoothStyle } from "./booth.ts";
import type { ErrorCode } from "./errors.ts";
import type { Hall, PlanPlacement } from "./trade-show.ts";
import { z } from "./zod.ts";

/**
 * The virtual hall (docs/hall.md, ADR 098): one hall of a show drawn as a floor of HALL_WIDTH × HALL_HEIGHT
 * units, its validated booths laid out on a grid above an aisle where visitors come in. The server and the
 * browser compute the same layout, so that both agree on which booth's area a position is in.
 */
export const HALL_WIDTH = 960;
export const HALL_HEIGHT = 600;
/** Where a visitor appears on entering a hall: the middle of the entrance aisle. */
export const HALL_ENTRANCE = { x: HALL_WIDTH / 2, y: HALL_HEIGHT - 40 } as const;
/** Positions a browser sends at most per second; the server drops what goes beyond twice that. */
export const HALL_MOVES_PER_SECOND = 10;
const AISLE = 100;

export type HallBooth = {
  id: string;
  hallId: string;
  companyName: string;
  style: BoothStyle;
  colour: string;
  avatar: BoothAvatar;
};
export type BoothArea = { boothId: string; x: number; y: number; width: number; height: number };

/** The areas of one hall's booths, in the order of their names (then ids): a grid filling the floor above the aisle. */
export function boothAreas(booths: Array<Pick<HallBooth, "id" | "companyName">>): BoothArea[] {
  const sorted = [...booths].sort((a, b) => a.companyName.localeCompare(b.companyName) || a.id.localeCompare(b.id));
  if (sorted.length === 0) return [];
  const floor = HALL_HEIGHT - AISLE;
  const columns = Math.max(1, Math.ceil(Math.sqrt((sorted.length * HALL_WIDTH) / floor)));
  const rows = Math.ceil(sorted.length / columns);
  const cellWidth = HALL_WIDTH / columns;
  const cellHeight = floor / rows;
  return sorted.map((booth, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    return {
      boothId: booth.id,
      x: Math.round(column * cellWidth + cellWidth * 0.12),
      y: Math.round(row * cellHeight + cellHeight * 0.12),
      width: Math.round(cellWidth * 0.76),
      height: Math.round(cellHeight * 0.76),
    };
  });
}

/** The booth whose area holds the point, or null in the aisles. */
export function boothAt(areas: BoothArea[], x: number, y: number): string | null {
  const area = areas.find((a) => x >= a.x && x <= a.x + a.width && y >= a.y && y <= a.y + a.height);
  return area?.boothId ?? null;
}

/** The middle of a booth's area: where the list mode puts a visitor who goes to that booth. */
export function boothCentre(area: BoothArea): { x: number; y: number } {
  return { x: Math.round(area.x + area.width / 2), y: Math.round(area.y + area.height / 2) };
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
/** A position kept on the hall's floor. */
export const clampToHall = (x: number, y: number) => ({ x: clamp(x, HALL_WIDTH), y: clamp(y, HALL_HEIGHT) });

// What the browser sends (socket.io events, docs/hall.md). Anything else is answered with request/invalid.
const id = z.string().min(1).max(64);
export const hallJoinSchema = z.strictObject({ slug: z.string().min(1).max(200), hallId: id.optional() });
export const hallMoveSchema = z.strictObject({
  x: z.number().finite().min(-1e6).max(1e6),
  y: z.number().finite().min(-1e6).max(1e6),
});
export const hallVisitSchema = z.strictObject({ boothId: id });

/** Someone in the show's hall: where, and at which booth (null in an aisle or in no hall yet). */
export type HallPresence = {
  id: string;
  userId: string;
  name: string;
  hallId: string | null;
  boothId: string | null;
  x: number;
  y: number;
};
export type HallPosition = { id: string; x: number; y: number };

/** What joining answers: the show's halls in the plan's order, its validated booths, and who is there now. */
export type HallView = {
  show: { id: string; slug: string; name: string };
  halls: Array<Hall & { placement: Pick<PlanPlacement, "row" | "column"> | null }>;
  booths: HallBooth[];
  present: HallPresence[];
  /** The joining socket's own presence id. */
  self: string;
};

export type HallAck = { ok: true; view: HallView } | { ok: false; code: ErrorCode };
