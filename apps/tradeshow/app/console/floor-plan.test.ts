import { describe, expect, it } from "vitest";
import { moveHall, PLAN_COLUMNS, placeHalls, stepFor } from "./floor-plan.ts";

describe("the floor plan", () => {
  it("puts halls without a place on the first free cells, keeping saved places", () => {
    const plan = placeHalls(["a", "b", "c"], [{ hallId: "b", row: 0, column: 0 }]);
    expect(plan).toEqual([
      { hallId: "a", row: 0, column: 1 },
      { hallId: "b", row: 0, column: 0 },
      { hallId: "c", row: 0, column: 2 },
    ]);
  });

  it("drops the places of deleted halls and of places off the grid", () => {
    const plan = placeHalls(
      ["a"],
      [
        { hallId: "gone", row: 0, column: 0 },
        { hallId: "a", row: 99, column: 0 },
      ],
    );
    expect(plan).toEqual([{ hallId: "a", row: 0, column: 0 }]);
  });

  it("moves a hall with the arrow keys but never off the grid nor onto another hall", () => {
    const plan = placeHalls(["a", "b"]);
    const a = plan[0];
    if (!a) throw new Error("no hall");
    const right = stepFor("ArrowRight", a);
    expect(right).toEqual({ row: 0, column: 1 });
    expect(moveHall(plan, "a", 0, 1)).toBe(plan);
    const down = moveHall(plan, "a", 1, 0);
    expect(down[0]).toEqual({ hallId: "a", row: 1, column: 0 });
    expect(moveHall(plan, "a", 0, -1)).toBe(plan);
    expect(moveHall(plan, "a", 0, PLAN_COLUMNS)).toBe(plan);
    expect(stepFor("Enter", a)).toBeNull();
  });
});
