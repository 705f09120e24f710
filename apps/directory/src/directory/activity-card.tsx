import { type ActivitySummary, activityPagePath } from "@alentour/domain/directory";
import { eventPhaseAt } from "@alentour/domain/event-dates";
import type { Locale } from "@alentour/domain/locale";
import { openingStatus } from "@alentour/domain/opening-hours";
import { categoryLabel, subCategoryLabel } from "@alentour/domain/taxonomy";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Badge } from "@mantine/core";
import { keptMarkup } from "../kept-markup.tsx";
import classes from "./activity-card.module.css";
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
  const now = new Date();
  const status = openingStatus(activity.openingHours, now, activity.timeZone, activity.dates);
  const phase = eventPhaseAt(activity.dates, now, activity.timeZone);
  // The two badges show a handful of values (a status, a start date, free or paid): their markup is kept for each
  // (ADR 120). The shared script keeps the status right in the browser.
  const badges = keptMarkup(
    "card-badges",
    locale,
    () => (
      <>
        <OpeningStatusBadge
          hours={activity.openingHours}
          timeZone={activity.timeZone}
          dates={activity.dates}
          initial={status}
          initialPhase={phase}
        />
        <Badge variant="outline" color="gray.8">
          {translator(locale)(`directory.pricing.${activity.pricing}`)}
        </Badge>
      </>
    ),
    `${status} ${phase} ${activity.dates?.start ?? ""} ${activity.pricing}`,
  );
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Plain elements styled by one stylesheet: the lists render up to twenty cards, and Mantine's layout components
  // wrote a style attribute on each element (activity-card.module.css).
  return (
    <article className={classes.card} data-testid="activity-card">
      <p className={classes.kind}>
        {categoryLabel(activity.category, locale)} · {subCategoryLabel(activity.subCategory, locale)}
      </p>
      <Heading className={classes.title}>
        <a href={localizePath(activityPagePath(activity), locale)}>{activity.name}</a>
      </Heading>
      <p className={classes.city}>{activity.city}</p>
      <div className={classes.badges} dangerouslySetInnerHTML={{ __html: badges }} />
    </article>
  );
}
