import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { countAnimationFrames } from "../support/animation-frames.ts";
import { inDays } from "../support/dates.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";
import { createShow, validatedBooth, wineFair } from "../support/trade-shows.ts";

// What the 2D hall costs a visitor's computer (docs/hall.md): the browser's CPU time and the animation frames
// the page asks for while the visitor stands still, then while they walk. Prints figures for docs/benchmarks.md:
//   pnpm --filter @alentour/e2e bench:hall-idle [-- --repeat-each 3]
// Reads /proc, so Linux only; nothing else should run a Chromium meanwhile.

const SECONDS = Number(process.env.HALL_BENCH_SECONDS ?? 10);
const TICKS = 100; // clock ticks a second (USER_HZ on Linux)

/** CPU seconds used so far by every Chromium process on the machine (the browser, its renderers, its GPU process). */
function chromiumCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (!comm.startsWith("chrom")) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // The process ended while it was read.
    }
  }
  return ticks / TICKS;
}

test("the 2D hall: CPU and frames while the visitor stands still, then walks", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "http://localhost";
  const organiser = await signedInPage(browser, origin, "en", 90, uniqueEmail("bench-hall-organiser"));
  const slug = await createShow(organiser.request, wineFair({ name: `Bench hall ${Date.now()}`, endDate: inDays(2) }));
  const exhibitor = await signedInPage(browser, origin, "en", 91, uniqueEmail("bench-hall-exhibitor"));
  await validatedBooth(organiser.request, exhibitor.request, slug, { companyName: "Bench cellar" });
  await organiser.context().close();
  await exhibitor.context().close();

  const walker = await signedInPage(browser, origin, "en", 92, uniqueEmail("bench-hall-walker"), {
    viewport: { width: 1280, height: 900 },
  });
  expect((await walker.request.post(`/api/trade-shows/${slug}/attendance`)).status()).toBeLessThan(300);
  const frames = await countAnimationFrames(walker);
  await walker.goto(`/tradeshow/hall/${slug}`);
  const hall = walker.getByTestId("hall-canvas");
  await expect(hall.locator("canvas")).toBeVisible({ timeout: 30_000 });
  await expect(hall).toHaveAttribute("data-position", /\d/);
  await walker.waitForTimeout(2_000);

  const measure = async (what: string) => {
    const [cpu0, frames0, t0] = [chromiumCpuSeconds(), await frames(), performance.now()];
    await walker.waitForTimeout(SECONDS * 1000);
    const [cpu1, frames1, t1] = [chromiumCpuSeconds(), await frames(), performance.now()];
    const seconds = (t1 - t0) / 1000;
    console.log(
      `${what}: ${((100 * (cpu1 - cpu0)) / seconds).toFixed(1)} % of a core (Chromium's processes), ` +
        `${((frames1 - frames0) / seconds).toFixed(1)} animation frames/s, over ${seconds.toFixed(1)} s`,
    );
  };
  await measure("standing still");
  await hall.focus();
  await walker.keyboard.down("ArrowRight");
  await measure("walking (arrow key held)");
  await walker.keyboard.up("ArrowRight");
  await walker.context().close();
});
