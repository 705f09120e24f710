import type { Locale } from "@alentour/domain/locale";
import { translator } from "@alentour/ui/translator";
import { Alert, Button, Stack } from "@mantine/core";
import { keptMarkup } from "../kept-markup.tsx";

/**
 * The visitor's nearest listed city, when they let the browser tell where they are. Server-rendered with every
 * state it can show; the shared script (src/islands/activity.ts) asks the browser for the position, shows
 * "locating", then goes to the city or shows why it cannot.
 */
export function NearMeButton({ locale }: { locale: Locale }) {
  return (
    <Stack
      gap="xs"
      align="flex-start"
      data-near-me
      dangerouslySetInnerHTML={{ __html: keptMarkup("near-me", locale, () => <NearMeStates t={translator(locale)} />) }}
    />
  );
}

/** The button and the two reasons it may not work, the same on every view in a language (ADR 120). */
function NearMeStates({ t }: { t: ReturnType<typeof translator> }) {
  return (
    <>
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
    </>
  );
}
