import { BUSINESS_PLAN_PRICE_USD_EXCL_TAX, FREE_TIER_MAX_EXHIBITORS } from "@alentour/domain/constants";
import { useT } from "@alentour/ui/i18n";
import { Paper, Text } from "@mantine/core";
import { PageHeading } from "./show-layout.tsx";

/** The licences arrive with exhibitors (the next issue); the page says what they will be. */
export default function ShowLicences() {
  const t = useT();
  return (
    <>
      <PageHeading title="ts.licences.title" />
      <Paper withBorder p="lg">
        <Text>{t("ts.licences.body", { price: BUSINESS_PLAN_PRICE_USD_EXCL_TAX, free: FREE_TIER_MAX_EXHIBITORS })}</Text>
      </Paper>
    </>
  );
}
