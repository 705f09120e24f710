import { subCategoryLabel } from "@alentour/domain/activity";
import { THEMES_MAX_TOTAL } from "@alentour/domain/constants";
import { isTradeShowCategory, tradeShowCategories } from "@alentour/domain/trade-show";
import { useLocale, useT } from "@alentour/ui/i18n";
import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Group,
  Input,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMemo, useState } from "react";
import { countryOptions } from "./countries.ts";
import type { FieldErrors } from "./form-errors.ts";
import { hallsWithThemes, newHallId, type ShowFields } from "./show-draft.ts";
import { useGeocode } from "./trade-show-api.ts";

// The fields of a trade show, one group per wizard step; the console's pages reuse the same groups.

type GroupProps = { value: ShowFields; onChange: (change: Partial<ShowFields>) => void; errors: FieldErrors };

const suggestedThemes = ["technology", "food", "tourism", "health", "education", "environment", "culture", "sport"] as const;

/** A category's label: one of the sub-categories of "Trade Shows and Fairs", in the page's language. */
export function useCategoryLabel() {
  const locale = useLocale();
  return (category: string) => (isTradeShowCategory(category) ? subCategoryLabel(category, locale) : category);
}

/** The first message among fields whose path starts with the prefix. */
const errorUnder = (errors: FieldErrors, prefix: string) =>
  Object.entries(errors).find(([name]) => name === prefix || name.startsWith(`${prefix}.`))?.[1];

export function EssentialFields({ value, onChange, errors }: GroupProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack>
      <TextInput
        label={t("ts.field.name")}
        required
        value={value.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
        maxLength={120}
      />
      <Select
        label={t("ts.field.category")}
        required
        data={tradeShowCategories.map((category) => ({ value: category, label: subCategoryLabel(category, locale) }))}
        value={value.category || null}
        onChange={(category) => onChange({ category: isTradeShowCategory(category) ? category : "" })}
        error={errors.category}
      />
    </Stack>
  );
}

export function DateFields({ value, onChange, errors, timeZone }: GroupProps & { timeZone?: string }) {
  const t = useT();
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t("ts.field.durationHint")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t("ts.field.startDate")}
          required
          value={value.startDate}
          onChange={(event) => onChange({ startDate: event.currentTarget.value })}
          error={errors.startDate}
        />
        <TextInput
          type="date"
          label={t("ts.field.endDate")}
          required
          min={value.startDate || undefined}
          value={value.endDate}
          onChange={(event) => onChange({ endDate: event.currentTarget.value })}
          error={errors.endDate}
        />
        <TextInput
          type="time"
          label={t("ts.field.openingTime")}
          required
          value={value.openingTime}
          onChange={(event) => onChange({ openingTime: event.currentTarget.value })}
          error={errors.openingTime}
        />
        <TextInput
          type="time"
          label={t("ts.field.closingTime")}
          required
          value={value.closingTime}
          onChange={(event) => onChange({ closingTime: event.currentTarget.value })}
          error={errors.closingTime}
        />
      </SimpleGrid>
      {timeZone && <Text size="sm">{t("ts.field.timeZone", { timeZone })}</Text>}
    </Stack>
  );
}

export function ThemeFields({ value, onChange, errors }: GroupProps) {
  const t = useT();
  const [custom, setCustom] = useState("");
  const setThemes = (themes: string[]) => onChange({ themes, halls: hallsWithThemes(value.halls, themes) });
  const suggested = suggestedThemes.map((key) => t(`ts.theme.${key}`));
  const own = value.themes.filter((theme) => !suggested.includes(theme));
  const full = value.themes.length >= THEMES_MAX_TOTAL;
  // Themes differ by more than case, as the api counts them ("cloud" is "Cloud"): a theme typed again is already
  // there, and a suggestion typed by hand is the suggestion.
  const same = (a: string, b: string) => a.toLocaleLowerCase("fr") === b.toLocaleLowerCase("fr");
  function addCustom() {
    const theme = custom.trim();
    if (theme === "" || full) return;
    if (!value.themes.some((chosen) => same(chosen, theme))) {
      setThemes([...value.themes, suggested.find((suggestion) => same(suggestion, theme)) ?? theme]);
    }
    setCustom("");
  }
  const error = errorUnder(errors, "themes");
  return (
    <Input.Wrapper
      label={t("ts.field.themes")}
      description={t("ts.field.themesHint", { max: THEMES_MAX_TOTAL })}
      error={error}
      errorProps={{ role: "alert" }}
    >
      <Stack mt="xs">
        <Text size="sm" fw={500} id="suggested-themes">
          {t("ts.field.suggestedThemes")}
        </Text>
        <Chip.Group multiple value={value.themes.filter((theme) => suggested.includes(theme))}>
          <Group gap="xs" role="group" aria-labelledby="suggested-themes">
            {suggested.map((theme) => {
              const chosen = value.themes.includes(theme);
              return (
                <Chip
                  key={theme}
                  value={theme}
                  disabled={!chosen && full}
                  onChange={() => setThemes(chosen ? value.themes.filter((other) => other !== theme) : [...value.themes, theme])}
                >
                  {theme}
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
        {own.length > 0 && (
          <Group gap="xs">
            {own.map((theme) => (
              <Group key={theme} gap={4} data-testid="custom-theme">
                <Text size="sm">{theme}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  // 28 px: a finger's target on a phone is at least 24 px (WCAG 2.2, 2.5.8).
                  size="md"
                  aria-label={t("ts.field.removeTheme", { theme })}
                  onClick={() => setThemes(value.themes.filter((other) => other !== theme))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Group>
        )}
        <Group align="flex-end">
          <TextInput
            label={t("ts.field.customTheme")}
            value={custom}
            maxLength={60}
            disabled={full}
            onChange={(event) => setCustom(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addCustom();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={addCustom} disabled={full || custom.trim() === ""}>
            {t("ts.field.addTheme")}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

export function HallFields({ value, onChange, errors }: GroupProps) {
  const t = useT();
  const setHall = (index: number, theme: string) =>
    onChange({ halls: value.halls.map((hall, at) => (at === index ? { ...hall, theme } : hall)) });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t("ts.field.hallsHint")}
      </Text>
      {value.halls.length === 0 && <Text>{t("ts.field.noHalls")}</Text>}
      {value.halls.map((hall, index) => (
        <Group key={hall.id} align="flex-end" data-testid="hall">
          <Select
            label={hall.name ? `${hall.name} · ${t("ts.field.themes")}` : t("ts.field.hallTheme", { number: index + 1 })}
            required
            data={value.themes}
            value={hall.theme || null}
            onChange={(theme) => setHall(index, theme ?? "")}
            error={errors[`halls.${index}.theme`] ?? errors[`halls.${index}`]}
            style={{ flex: 1 }}
          />
          <Button
            variant="outline"
            color="red.9"
            onClick={() => onChange({ halls: value.halls.filter((_, at) => at !== index) })}
          >
            {t("ts.field.removeHall", { number: index + 1 })}
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => onChange({ halls: [...value.halls, { id: newHallId(value.halls), name: null, theme: "" }] })}
        >
          {t("ts.field.addHall")}
        </Button>
      </Group>
    </Stack>
  );
}

export function OrganiserFields({ value, onChange, errors }: GroupProps) {
  const t = useT();
  const organiser = (change: Partial<ShowFields["organiser"]>) => onChange({ organiser: { ...value.organiser, ...change } });
  const social = (change: Partial<ShowFields["socialLinks"]>) => onChange({ socialLinks: { ...value.socialLinks, ...change } });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("ts.field.organiserName")}
          required
          value={value.organiser.name}
          onChange={(event) => organiser({ name: event.currentTarget.value })}
          error={errors["organiser.name"]}
        />
        <TextInput
          type="email"
          label={t("ts.field.organiserEmail")}
          required
          value={value.organiser.email}
          onChange={(event) => organiser({ email: event.currentTarget.value })}
          error={errors["organiser.email"]}
        />
        <TextInput
          type="url"
          label={t("ts.field.organiserWebsite")}
          placeholder="https://"
          value={value.organiser.website}
          onChange={(event) => organiser({ website: event.currentTarget.value })}
          error={errors["organiser.website"]}
        />
        <TextInput
          type="tel"
          label={t("ts.field.organiserPhone")}
          value={value.organiser.phone}
          onChange={(event) => organiser({ phone: event.currentTarget.value })}
          error={errors["organiser.phone"]}
        />
        <TextInput
          label={t("ts.field.organiserCompany")}
          value={value.organiser.company}
          onChange={(event) => organiser({ company: event.currentTarget.value })}
          error={errors["organiser.company"]}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t("ts.field.social")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(["x", "linkedin", "instagram", "facebook"] as const).map((network) => (
          <TextInput
            key={network}
            type="url"
            label={{ x: "X", linkedin: "LinkedIn", instagram: "Instagram", facebook: "Facebook" }[network]}
            placeholder="https://"
            value={value.socialLinks[network]}
            onChange={(event) => social({ [network]: event.currentTarget.value })}
            error={errors[`socialLinks.${network}`]}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function FormatFields({ value, onChange, errors }: GroupProps) {
  const t = useT();
  return (
    <Stack>
      <Radio.Group
        label={t("ts.field.mode")}
        required
        value={value.mode}
        onChange={(mode) => onChange({ mode: mode as ShowFields["mode"] })}
        error={errors.mode}
      >
        <Stack gap="xs" mt="xs">
          {(["virtual", "physical", "hybrid"] as const).map((mode) => (
            <Radio key={mode} value={mode} label={t(`ts.mode.${mode}`)} description={t(`ts.field.modeHint.${mode}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={t("ts.field.listing")}
        required
        value={value.listing}
        onChange={(listing) => onChange({ listing: listing as ShowFields["listing"] })}
        error={errors.listing}
      >
        <Stack gap="xs" mt="xs">
          {(["public", "private"] as const).map((listing) => (
            <Radio key={listing} value={listing} label={t(`ts.listing.${listing}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

/** The presentation of the public page: plain text, paragraphs kept. */
export function PresentationField({ value, onChange, errors }: GroupProps) {
  const t = useT();
  return (
    <Textarea
      label={t("ts.field.presentation")}
      description={t("ts.field.presentationHint")}
      autosize
      minRows={4}
      maxLength={5000}
      value={value.presentation}
      onChange={(event) => onChange({ presentation: event.currentTarget.value })}
      error={errors.presentation}
    />
  );
}

/**
 * Where the show is held (for a virtual show, the city it belongs to): the address typed by hand, then found by
 * the geocoder, which gives the pin and, through it, the show's time zone and city pages.
 */
export function PlaceFields({ value, onChange, errors }: GroupProps) {
  const t = useT();
  const locale = useLocale();
  const geocode = useGeocode();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [results, setResults] = useState<Awaited<ReturnType<typeof geocode>> | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const place = value.place;
  const setPlace = (change: Partial<ShowFields["place"]>) => onChange({ place: { ...place, ...change } });

  async function find() {
    setSearching(true);
    setSearchError(null);
    try {
      const text = [place.street, place.city]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", ");
      const found = await geocode(text || place.city, place.country || undefined);
      setResults(found);
      const [only] = found;
      if (found.length === 1 && only) choose(only);
    } catch (error) {
      setSearchError(error instanceof Error ? error.message : t("error.description"));
    } finally {
      setSearching(false);
    }
  }

  function choose(result: NonNullable<typeof results>[number]) {
    setPlace({
      street: place.street.trim() ? place.street : (result.streetNumberAndStreet ?? ""),
      city: result.city,
      country: result.country,
      location: result.location,
    });
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t("ts.field.place")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("ts.place.hint")}
      </Text>
      <TextInput
        label={t("owner.field.street")}
        required
        autoComplete="street-address"
        value={place.street}
        onChange={(event) => setPlace({ street: event.currentTarget.value, location: null })}
        error={errorUnder(errors, "place.address.streetNumberAndStreet")}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t("owner.field.city")}
          required
          autoComplete="address-level2"
          value={place.city}
          onChange={(event) => setPlace({ city: event.currentTarget.value, location: null })}
          error={errorUnder(errors, "place.address.city")}
        />
        <Select
          label={t("owner.field.country")}
          required
          searchable
          data={countries}
          value={place.country || null}
          onChange={(country) => setPlace({ country: country ?? "", location: null })}
          error={errorUnder(errors, "place.address.country")}
        />
      </Group>
      <Group>
        <Button variant="light" onClick={find} loading={searching} disabled={!place.city.trim()}>
          {t("owner.place.find")}
        </Button>
        {place.location && (
          <Text size="sm" data-testid="pin-position">
            {t("owner.place.placed", { lat: place.location.lat.toFixed(5), lng: place.location.lng.toFixed(5) })}
          </Text>
        )}
      </Group>
      {searchError && (
        <Alert color="red" role="alert">
          {searchError}
        </Alert>
      )}
      {results && results.length === 0 && (
        <Alert color="yellow" role="status">
          {t("ts.place.noResult")}
        </Alert>
      )}
      {results && results.length > 1 && (
        <Radio.Group
          label={t("owner.place.results")}
          value={
            place.location
              ? String(results.findIndex((r) => r.location.lat === place.location?.lat && r.location.lng === place.location?.lng))
              : null
          }
          onChange={(index) => {
            const result = results[Number(index)];
            if (result) choose(result);
          }}
        >
          <Stack gap="xs" mt="xs">
            {results.map((result, index) => (
              <Radio key={`${result.label}-${result.location.lat}`} value={String(index)} label={result.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {errorUnder(errors, "place.location") && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {errorUnder(errors, "place.location")}
        </Text>
      )}
    </Stack>
  );
}
