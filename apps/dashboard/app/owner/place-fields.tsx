import type { GeocodeResult } from "@alentour/backend-client/owner";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMemo, useState } from "react";
import { countryOptions } from "./countries.ts";
import { errorUnder, type FieldErrors } from "./form-errors.ts";
import { useOwnerApi } from "./owner-api.ts";
import type { PlaceDraft } from "./place-draft.ts";
import { PlaceMap } from "./place-map.tsx";

/**
 * The address, always typed by hand, and its pin: the geocoder proposes places, the owner picks one or
 * drags the pin. Errors use the api's field names (address.*, location).
 */
export function PlaceFields(props: { value: PlaceDraft; onChange: (value: PlaceDraft) => void; errors: FieldErrors }) {
  const t = useT();
  const locale = useLocale();
  const api = useOwnerApi();
  const { value, onChange, errors } = props;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [results, setResults] = useState<GeocodeResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);

  async function find() {
    setSearching(true);
    setSearchError(null);
    try {
      const text = [value.street, value.city]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", ");
      const found = await api.geocode(text || value.city, value.country || undefined);
      setResults(found);
      // One answer: placed at once; several: the owner picks.
      if (found.length === 1 && found[0]) choose(found[0]);
    } catch (error) {
      setSearchError(error instanceof Error ? error.message : t("error.description"));
    } finally {
      setSearching(false);
    }
  }

  function choose(result: GeocodeResult) {
    onChange({
      street: value.street.trim() ? value.street : (result.streetNumberAndStreet ?? ""),
      city: result.city,
      country: result.country,
      location: result.location,
    });
  }

  const locationError = errorUnder(errors, "location");

  return (
    <Stack>
      <TextInput
        label={t("owner.field.street")}
        required
        autoComplete="street-address"
        value={value.street}
        onChange={(event) => onChange({ ...value, street: event.currentTarget.value })}
        error={errorUnder(errors, "address.streetNumberAndStreet")}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t("owner.field.city")}
          required
          autoComplete="address-level2"
          value={value.city}
          onChange={(event) => onChange({ ...value, city: event.currentTarget.value })}
          error={errorUnder(errors, "address.city")}
        />
        <Select
          label={t("owner.field.country")}
          required
          searchable
          data={countries}
          value={value.country || null}
          onChange={(country) => onChange({ ...value, country: country ?? "" })}
          error={errorUnder(errors, "address.country")}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Group>
        <Button variant="light" onClick={find} loading={searching} disabled={!value.city.trim()}>
          {t("owner.place.find")}
        </Button>
        {value.location && (
          <Text size="sm" data-testid="pin-position">
            {t("owner.place.placed", { lat: value.location.lat.toFixed(5), lng: value.location.lng.toFixed(5) })}
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
          {t("owner.place.noResult")}
        </Alert>
      )}
      {results && results.length > 1 && (
        <Radio.Group
          label={t("owner.place.results")}
          value={
            value.location
              ? String(results.findIndex((r) => r.location.lat === value.location?.lat && r.location.lng === value.location?.lng))
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
      <PlaceMap location={value.location} onChange={(location) => onChange({ ...value, location })} />
      {locationError && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {locationError}
        </Text>
      )}
    </Stack>
  );
}
