import { type Weekday, weekdayLabels, weekdays } from "@alentour/domain/taxonomy";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Checkbox, Chip, Group, Input, Radio, Stack, Text, TextInput } from "@mantine/core";
import { errorUnder, type FieldErrors } from "./form-errors.ts";
import type { HoursDraft } from "./hours-draft.ts";

/** Opening days and hours: the same every day, different per day, or 24 h; a range may run past midnight. */
export function HoursFields(props: { value: HoursDraft; onChange: (value: HoursDraft) => void; errors: FieldErrors }) {
  const t = useT();
  const locale = useLocale();
  const { value, onChange, errors } = props;
  const dayName = (day: Weekday) => weekdayLabels[day][locale];
  const setDay = (day: Weekday, patch: Partial<HoursDraft["perDay"][Weekday]>) =>
    onChange({ ...value, perDay: { ...value.perDay, [day]: { ...value.perDay[day], ...patch } } });

  return (
    <Stack>
      {/* Radio buttons in a wrapping row rather than a segmented control: on a phone the three labels do not
          fit on one line, and a segmented control would push the last ones off the screen. */}
      <Radio.Group
        label={t("owner.hours.mode")}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as HoursDraft["mode"] })}
      >
        <Group mt="xs">
          <Radio value="same-every-day" label={t("owner.hours.same")} />
          <Radio value="per-day" label={t("owner.hours.perDay")} />
          <Radio value="24h" label={t("owner.hours.allDay")} />
        </Group>
      </Radio.Group>

      {value.mode !== "per-day" && (
        <Input.Wrapper label={t("owner.hours.days")} required error={errorUnder(errors, "openingHours.days")} labelElement="div">
          <Chip.Group multiple value={value.days} onChange={(days) => onChange({ ...value, days: days as Weekday[] })}>
            <Group gap="xs" mt={4}>
              {weekdays.map((day) => (
                <Chip key={day} value={day}>
                  {dayName(day)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}

      {value.mode === "same-every-day" && (
        <Group grow align="flex-start">
          <TextInput
            type="time"
            label={t("owner.hours.opens")}
            required
            value={value.start}
            onChange={(event) => onChange({ ...value, start: event.currentTarget.value })}
            error={errorUnder(errors, "openingHours.ranges.0.start")}
          />
          <TextInput
            type="time"
            label={t("owner.hours.closes")}
            required
            value={value.end}
            onChange={(event) => onChange({ ...value, end: event.currentTarget.value })}
            error={errorUnder(errors, "openingHours.ranges.0.end")}
          />
        </Group>
      )}

      {value.mode === "per-day" && (
        <Stack gap="xs">
          {errorUnder(errors, "openingHours.days") && !weekdays.some((day) => value.perDay[day].open) && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {errorUnder(errors, "openingHours.days")}
            </Text>
          )}
          {weekdays.map((day) => (
            <Group key={day} align="flex-end" wrap="wrap">
              <Checkbox
                w={160}
                label={dayName(day)}
                checked={value.perDay[day].open}
                onChange={(event) => setDay(day, { open: event.currentTarget.checked })}
              />
              {value.perDay[day].open && (
                <>
                  <TextInput
                    type="time"
                    aria-label={t("owner.hours.opensOn", { day: dayName(day) })}
                    value={value.perDay[day].start}
                    onChange={(event) => setDay(day, { start: event.currentTarget.value })}
                    error={errorUnder(errors, `openingHours.days.${day}.0.start`)}
                  />
                  <TextInput
                    type="time"
                    aria-label={t("owner.hours.closesOn", { day: dayName(day) })}
                    value={value.perDay[day].end}
                    onChange={(event) => setDay(day, { end: event.currentTarget.value })}
                    error={errorUnder(errors, `openingHours.days.${day}.0.end`)}
                  />
                </>
              )}
            </Group>
          ))}
        </Stack>
      )}

      {value.mode !== "24h" && (
        <Text size="sm" c="dimmed">
          {t("owner.hours.overnight")}
        </Text>
      )}

      <Checkbox
        label={t("owner.hours.dated")}
        description={t("owner.hours.datedHint")}
        checked={value.dated}
        onChange={(event) => onChange({ ...value, dated: event.currentTarget.checked })}
      />
      {value.dated && (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t("owner.hours.firstDay")}
            required
            value={value.dateStart}
            onChange={(event) => onChange({ ...value, dateStart: event.currentTarget.value })}
            error={errorUnder(errors, "dates.start")}
          />
          <TextInput
            type="date"
            label={t("owner.hours.lastDay")}
            required
            min={value.dateStart || undefined}
            value={value.dateEnd}
            onChange={(event) => onChange({ ...value, dateEnd: event.currentTarget.value })}
            error={errorUnder(errors, "dates.end")}
          />
        </Group>
      )}
    </Stack>
  );
}
