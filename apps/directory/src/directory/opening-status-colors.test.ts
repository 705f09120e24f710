import { theme } from "@alentour/ui/theme";
import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { statusColors } from "./opening-status-label.ts";

// WCAG relative luminance and contrast ratio, for white badge text on each status colour.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe("opening status badges", () => {
  it.each(Object.entries(statusColors))("%s keeps white text readable (at least 4.5:1)", (_status, { color: name, shade }) => {
    const palette = theme.colors?.[name] ?? DEFAULT_THEME.colors[name];
    const hex = palette?.[Number(shade)];
    expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastWithWhite(hex as string)).toBeGreaterThanOrEqual(4.5);
  });
});
