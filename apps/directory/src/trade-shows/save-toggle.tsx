import { Button, Group, Text, VisuallyHidden } from "@mantine/core";
import classes from "./save-toggle.module.css";

/**
 * Saving a booth or a conference (docs/trade-shows.md#attendees, ADR 104): hidden in the cached HTML, shown by the
 * trade-show page's script to the show's attendees only. One toggle button whose label stays and whose
 * aria-pressed says whether it is saved; the note beside it, in a status region, says so to everyone.
 */
export function SaveToggle({
  kind,
  id,
  showSlug,
  label,
  name,
  note,
}: {
  kind: "booth" | "conference";
  id: string;
  showSlug: string;
  label: string;
  /** Told to screen readers after the label where several toggles share a page. */
  name?: string;
  note: string;
}) {
  return (
    <Group gap="sm" data-save-box={kind} data-save-id={id} data-show-slug={showSlug} hidden>
      <Button variant="default" size="sm" aria-pressed="false" data-save-toggle className={classes.toggle}>
        {label}
        {name && <VisuallyHidden>{` – ${name}`}</VisuallyHidden>}
      </Button>
      <Text size="sm" role="status" data-save-status>
        <span data-save-note hidden>
          {note}
        </span>
      </Text>
    </Group>
  );
}
