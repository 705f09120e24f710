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

const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));

async function scan(page: Page, options: Options): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.html.slice(0, 200)}`).join(" | ")}`,
  );
}

/**
 * The page passes axe-core; a failure names each rule with the elements it flagged. With `settled`, a notice that
 * started fading out while axe was measuring (its timer ran out mid-scan) is measured again once it has gone: what
 * is still there at rest is reported.
 */
export async function expectAccessible(page: Page, options: Options = {}): Promise<void> {
  if (options.settled) await settle(page);
  let found = await scan(page, options);
  if (options.settled && found.length > 0) {
    await settle(page);
    found = await scan(page, options);
  }
  if (options.soft) expect.soft(found).toEqual([]);
  else expect(found).toEqual([]);
}

/** MapLibre's canvas, left out of pages that show a map. */
export const MAP_CANVAS = ".maplibregl-canvas";
