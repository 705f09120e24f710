import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Options = {
  /** Check only this part of the page (a section being tested), instead of the whole page. */
  include?: string;
  /**
   * Parts drawn by others, which we cannot fix and axe cannot judge: MapLibre's canvas (its controls and markers
   * are ours, and are checked), a mail shown in a sandboxed, script-less frame.
   */
  exclude?: string[];
  /** Wait until running animations (a notice fading in) have ended, so colours are measured at rest. */
  settled?: boolean;
  /** Record the violations and let the test go on. */
  soft?: boolean;
};

/** The page passes axe-core; a failure names each rule with the elements it flagged. */
export async function expectAccessible(page: Page, options: Options = {}): Promise<void> {
  if (options.settled) {
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  }
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.html.slice(0, 200)}`).join(" | ")}`,
  );
  if (options.soft) expect.soft(found).toEqual([]);
  else expect(found).toEqual([]);
}

/** MapLibre's canvas, left out of pages that show a map. */
export const MAP_CANVAS = ".maplibregl-canvas";
