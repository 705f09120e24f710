import { FREE_TIER_MAX_EXHIBITORS } from "@alentour/domain/constants";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Badge, Stack, Text, Title } from "@mantine/core";
import { useBooth } from "./booth-layout.tsx";

/**
 * "My licence" (read-only): whether the organisers assigned a Business licence to the booth, else that the show's
 * free plan counts it (docs/licences.md). Licences are bought and assigned by the organisers on the show's page.
 */
export default function BoothLicence() {
  const t = useT();
  const locale = useLocale();
  const booth = useBooth();
  const licence = booth.businessLicence;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
  return (
    <Stack>
      <Title order={1} size="h2">
        {t("booths.licence.title")}
      </Title>
      <Badge variant="outline" color={licence ? "teal.9" : "gray.8"} w="fit-content" data-testid="booth-plan">
        {t(licence ? "boothConsole.licence.business" : "boothConsole.licence.free")}
      </Badge>
      <Text data-testid="booth-plan-detail">
        {licence
          ? t("boothConsole.licence.businessDetail", { date: day.format(new Date(licence.assignedAt)) })
          : t("boothConsole.licence.freeDetail", { count: FREE_TIER_MAX_EXHIBITORS })}
      </Text>
    </Stack>
  );
}
