import { describe, expect, it } from "vitest";
import { boothAreas, boothAt, boothCentre, clampToHall, HALL_ENTRANCE, HALL_HEIGHT, HALL_WIDTH, hallMoveSchema } from "./hall.ts";

const booths = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `b${i}`, companyName: `Cave ${String(i).padStart(2, "0")}` }));

describe("the hall's floor", () => {
  it("lays every booth on the floor above the aisle, without overlap, in the order of their names", () => {
    for (const n of [1, 2, 5, 12, 40]) {
      const areas = boothAreas(booths(n).reverse());
      expect(areas.map((a) => a.boothId)).toEqual(booths(n).map((b) => b.id));
      for (const a of areas) {
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width).toBeLessThanOrEqual(HALL_WIDTH);
        expect(a.y + a.height).toBeLessThan(HALL_ENTRANCE.y);
        expect(boothAt(areas, boothCentre(a).x, boothCentre(a).y)).toBe(a.boothId);
      }
      expect(boothAt(areas, HALL_ENTRANCE.x, HALL_ENTRANCE.y)).toBeNull();
    }
    expect(boothAreas([])).toEqual([]);
  });

  it("keeps positions on the floor and takes only finite numbers", () => {
    expect(clampToHall(-5, 99_999)).toEqual({ x: 0, y: HALL_HEIGHT });
    expect(clampToHall(10.4, 20.6)).toEqual({ x: 10, y: 21 });
    expect(hallMoveSchema.safeParse({ x: Number.POSITIVE_INFINITY, y: 0 }).success).toBe(false);
    expect(hallMoveSchema.safeParse({ x: 1, y: 2, z: 3 }).success).toBe(false);
    expect(hallMoveSchema.safeParse({ x: 1, y: 2 }).success).toBe(true);
  });
});
