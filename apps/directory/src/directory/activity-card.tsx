import { type ActivitySummary, activityPagePath } from "@alentour/domain/directory";
import { eventPhaseAt } from "@alentour/domain/event-dates";
import type { Locale } from "@alentour/domain/locale";
import { openingStatus } from "@alentour/domain/opening-hours";
import { categoryLabel, subCategoryLabel } from "@alentour/domain/taxonomy";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Badge, Card, Group, Text } from "@mantine/core";
import Link from "next/link";
import { OpeningStatusBadge } from "./opening-status-badge.tsx";

/** A card in a list; its title is an h3 under a section's h2, or an h2 where the list sits right under the h1. */
export function ActivityCard({
  activity,
  locale,
  headingLevel = 3,
}: {
  activity: ActivitySummary;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = translator(locale);
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="activity-card">
      <Text size="xs" tt="uppercase" fw={700} c="alentour.8">
        {categoryLabel(activity.category, locale)} · {subCategoryLabel(activity.subCategory, locale)}
      </Text>
      <Text fw={700} size="lg" mt={4} component={headingLevel === 2 ? "h2" : "h3"}>
        <Link href={localizePath(activityPagePath(activity), locale)} prefetch={false} style={{ color: "inherit" }}>
          {activity.name}
        </Link>
      </Text>
      <Text size="sm" mt={2}>
        {activity.city}
      </Text>
      <Group gap="xs" mt="sm">
        <OpeningStatusBadge
          hours={activity.openingHours}
          timeZone={activity.timeZone}
          dates={activity.dates}
          initial={openingStatus(activity.openingHours, new Date(), activity.timeZone, activity.dates)}
          initialPhase={eventPhaseAt(activity.dates, new Date(), activity.timeZone)}
        />
        <Badge variant="outline" color="gray.8">
          {t(`directory.pricing.${activity.pricing}`)}
        </Badge>
      </Group>
    </Card>
  );
}
