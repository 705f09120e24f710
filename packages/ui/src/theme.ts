import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

// A deep teal whose shade 7 keeps white text above 5:1 and whose shade 8 reads at 7:1 on white (WCAG AA/AAA);
// Mantine's own teal is too light for text at any shade under 9.
const alentour: MantineColorsTuple = [
  "#e6f7f4",
  "#c3ebe3",
  "#9cded1",
  "#72d0be",
  "#4fc4ae",
  "#33b8a0",
  "#1f9e88",
  "#137a69",
  "#0d5f52",
  "#08453c",
];

// "Closing soon": a burnt orange whose shade 8 keeps white badge text at 5.8:1; Mantine's orange 9 gives 4.3:1.
const ember: MantineColorsTuple = [
  "#fff1e8",
  "#ffdcc4",
  "#ffbf94",
  "#ff9d5e",
  "#f97f33",
  "#e86a1c",
  "#d2590f",
  "#c4490b",
  "#b53d0c",
  "#8a2e08",
];

export const theme = createTheme({
  colors: { alentour, ember },
  primaryColor: "alentour",
  primaryShade: { light: 7, dark: 5 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
});

// Mantine's dimmed text (gray 6) and error red (red 6) read at about 3.3:1 on white; these shades pass 4.5:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)", "--mantine-color-error": "var(--mantine-color-red-9)" },
  dark: {},
});
