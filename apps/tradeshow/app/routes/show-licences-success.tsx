import { useT } from "@alentour/ui/i18n";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { PageHeading, useShow } from "./show-layout.tsx";

/** Where Stripe Checkout sends the buyer back after paying; the licences follow the signed notification. */
export default function LicencesSuccess() {
  const t = useT();
  const show = useShow();
  return (
    <Stack>
      <PageHeading title="licences.success.title" />
      <Paper withBorder p="lg">
        <Stack align="flex-start">
          <Text>{t("licences.success.body")}</Text>
          <Button component="a" href={`/tradeshow/shows/${encodeURIComponent(show.slug)}/licences`}>
            {t("licences.back")}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
