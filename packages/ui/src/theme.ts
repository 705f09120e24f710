import { createTheme } from "@mantine/core";

// Teal 9 on white has a contrast ratio above 7:1, so links and the active bottom entry stay readable.
export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 8, dark: 5 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
});
