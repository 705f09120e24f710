import type { translator } from "@alentour/ui/translator";
import { Alert, Button, Stack } from "@mantine/core";

/**
 * The visitor's nearest listed city, when they let the browser tell where they are. Server-rendered with every
 * state it can show; the shared script (src/islands/activity.ts) asks the browser for the position, shows
 * "locating", then goes to the city or shows why it cannot.
 */
export function NearMeButton({ t }: { t: ReturnType<typeof translator> }) {
  return (
    <Stack gap="xs" align="flex-start" data-near-me>
      <Button
        variant="outline"
        data-near-me-button
        data-locating={t("directory.home.locating")}
        attributes={{ label: { "data-near-me-label": "" } }}
      >
        {t("directory.home.nearMe")}
      </Button>
      <Alert color="orange" role="status" py={6} hidden data-near-me-message="denied">
        {t("directory.home.geolocationDenied")}
      </Alert>
      <Alert color="orange" role="status" py={6} hidden data-near-me-message="unavailable">
        {t("directory.home.geolocationUnavailable")}
      </Alert>
    </Stack>
  );
}
