import type { ActivityPatch } from "@alentour/backend-client/owner";
import type { AccessibilityValue } from "@alentour/domain/accessibility";
import type { ActivityContact, PriceListItem, SocialLinks } from "@alentour/domain/activity";
import type { Activity } from "@alentour/domain/directory";
import { formatError } from "@alentour/domain/errors";
import { isPhoneNumberOf } from "@alentour/domain/phone";
import type { Pricing, Setting, VisitorProfile } from "@alentour/domain/taxonomy";
import { srcSetOf, uploadPurposes } from "@alentour/domain/upload";
import { AccessibilityFields } from "@alentour/ui/accessibility-fields";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { UploadField } from "@alentour/ui/upload-field";
import { Alert, Button, CloseButton, Group, Input, NumberInput, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { AudienceFields } from "./audience-fields.tsx";
import { DescriptionEditor } from "./description-editor.tsx";
import { EssentialFields } from "./essential-fields.tsx";
import { apiFieldErrors, errorUnder, type FieldErrors } from "./form-errors.ts";
import { datesFromDraft, draftFromHours, hoursFromDraft } from "./hours-draft.ts";
import { HoursFields } from "./hours-fields.tsx";
import { useOwnerApi } from "./owner-api.ts";
import { PlaceFields } from "./place-fields.tsx";

type SectionProps = { activity: Activity; onSaved: (activity: Activity) => void };

/** One section of the modify wizard: its own form, saved on its own, errors next to its fields. */
function Section(props: {
  id: string;
  title: string;
  activity: Activity;
  patch: () => ActivityPatch | FieldErrors;
  onSaved: (activity: Activity) => void;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const t = useT();
  const api = useOwnerApi();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const patch = props.patch();
    if ("__invalid" in patch) {
      const { __invalid: _, ...fields } = patch as FieldErrors;
      setErrors(fields);
      return;
    }
    setBusy(true);
    try {
      const saved = await api.updateActivity(props.activity.slug, patch as ActivityPatch);
      setErrors({});
      props.onSaved(saved);
      notifyInfo({ title: t("owner.edit.savedTitle"), description: t("owner.edit.saved", { section: props.title }) });
    } catch (error) {
      const { fields, form } = apiFieldErrors(error, t("error.description"));
      setErrors(fields);
      setFormError(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      component="section"
      withBorder
      p="lg"
      radius="md"
      aria-labelledby={`${props.id}-title`}
      data-testid={`section-${props.id}`}
    >
      <form onSubmit={save} noValidate>
        <Stack>
          <Title order={2} size="h3" id={`${props.id}-title`}>
            {props.title}
          </Title>
          {props.children(errors)}
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t("owner.edit.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function EssentialSection({ activity, onSaved }: SectionProps) {
  const t = useT();
  const [essential, setEssential] = useState({
    name: activity.name,
    category: activity.category,
    subCategory: activity.subCategory,
  });
  const [pricing, setPricing] = useState<Pricing>(activity.pricing);
  const [setting, setSetting] = useState<Setting>(activity.setting);
  const [profiles, setProfiles] = useState<VisitorProfile[]>(activity.profiles);
  return (
    <Section
      id="essential"
      title={t("owner.section.essential")}
      activity={activity}
      onSaved={onSaved}
      patch={() => ({
        name: essential.name,
        // Sent even when cleared (""): the api then asks for them, instead of silently keeping the old ones.
        category: essential.category as Activity["category"],
        subCategory: essential.subCategory as Activity["subCategory"],
        pricing,
        setting,
        profiles,
      })}
    >
      {(errors) => (
        <>
          <EssentialFields value={essential} onChange={(value) => setEssential(value as typeof essential)} errors={errors} />
          <AudienceFields
            value={{ pricing, setting, profiles }}
            onChange={(value) => {
              setPricing(value.pricing as Pricing);
              setSetting(value.setting as Setting);
              setProfiles(value.profiles);
            }}
            errors={errors}
          />
        </>
      )}
    </Section>
  );
}

export function DescriptionSection({ activity, onSaved }: SectionProps) {
  const t = useT();
  const [html, setHtml] = useState(activity.descriptionHtml);
  const [prices, setPrices] = useState<Array<{ label: string; amount: number | string; currency: string }>>(
    activity.priceList.map((item) => ({ ...item, amount: item.amount / 100 })),
  );
  const setPrice = (index: number, patch: Partial<(typeof prices)[number]>) =>
    setPrices((current) => current.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Section
      id="description"
      title={t("owner.section.description")}
      activity={activity}
      onSaved={onSaved}
      patch={() => ({
        descriptionHtml: html,
        priceList: prices.map(
          (item): PriceListItem => ({
            label: item.label,
            amount: Math.round(Number(item.amount) * 100),
            currency: item.currency.trim().toUpperCase(),
          }),
        ),
      })}
    >
      {(errors) => (
        <>
          <Input.Wrapper label={t("owner.field.description")} labelElement="div" error={errorUnder(errors, "descriptionHtml")}>
            <DescriptionEditor value={html} onChange={setHtml} label={t("owner.field.description")} />
          </Input.Wrapper>
          <Input.Wrapper label={t("owner.field.prices")} labelElement="div">
            <Stack gap="xs" mt={4}>
              {prices.map((item, index) => {
                const n = index + 1;
                return (
                  <Group key={index} align="flex-start" wrap="nowrap">
                    <TextInput
                      flex={3}
                      aria-label={t("owner.field.priceLabelN", { n })}
                      value={item.label}
                      onChange={(event) => setPrice(index, { label: event.currentTarget.value })}
                      error={errorUnder(errors, `priceList.${index}.label`)}
                    />
                    <NumberInput
                      flex={2}
                      aria-label={t("owner.field.priceAmountN", { n })}
                      min={0}
                      decimalScale={2}
                      value={item.amount}
                      onChange={(amount) => setPrice(index, { amount })}
                      error={errorUnder(errors, `priceList.${index}.amount`)}
                    />
                    <TextInput
                      flex={1}
                      aria-label={t("owner.field.priceCurrencyN", { n })}
                      maxLength={3}
                      value={item.currency}
                      onChange={(event) => setPrice(index, { currency: event.currentTarget.value })}
                      error={errorUnder(errors, `priceList.${index}.currency`)}
                    />
                    <CloseButton
                      aria-label={t("owner.field.removePrice", { n })}
                      onClick={() => setPrices((current) => current.filter((_, i) => i !== index))}
                    />
                  </Group>
                );
              })}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() =>
                    setPrices((current) => [...current, { label: "", amount: 0, currency: current[0]?.currency ?? "EUR" }])
                  }
                >
                  {t("owner.field.addPrice")}
                </Button>
              </Group>
            </Stack>
          </Input.Wrapper>
        </>
      )}
    </Section>
  );
}

export function PlaceSection({ activity, onSaved }: SectionProps) {
  const t = useT();
  const [place, setPlace] = useState({
    street: activity.address.streetNumberAndStreet,
    city: activity.address.city,
    country: activity.address.country,
    location: activity.location,
  });
  const [hours, setHours] = useState(() => draftFromHours(activity.openingHours, activity.dates));
  return (
    <Section
      id="place"
      title={t("owner.section.place")}
      activity={activity}
      onSaved={onSaved}
      patch={() => ({
        ...(place.location && {
          place: {
            address: { streetNumberAndStreet: place.street, city: place.city, country: place.country },
            location: place.location,
          },
        }),
        openingHours: hoursFromDraft(hours),
        dates: datesFromDraft(hours),
      })}
    >
      {(errors) => (
        <>
          <PlaceFields
            value={place}
            onChange={(value) => setPlace({ ...value, location: value.location ?? place.location })}
            errors={Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^place\./, ""), message]))}
          />
          <HoursFields value={hours} onChange={setHours} errors={errors} />
        </>
      )}
    </Section>
  );
}

const socialExamples: Record<keyof SocialLinks, string> = {
  x: "https://x.com/…",
  linkedin: "https://www.linkedin.com/company/…",
  instagram: "https://www.instagram.com/…",
  facebook: "https://www.facebook.com/…",
};
const socialNames: Record<keyof SocialLinks, string> = {
  x: "X",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  facebook: "Facebook",
};

export function SocialSection({ activity, onSaved }: SectionProps) {
  const t = useT();
  const [links, setLinks] = useState<Record<keyof SocialLinks, string>>({
    x: activity.socialLinks.x ?? "",
    linkedin: activity.socialLinks.linkedin ?? "",
    instagram: activity.socialLinks.instagram ?? "",
    facebook: activity.socialLinks.facebook ?? "",
  });
  return (
    <Section
      id="social"
      title={t("owner.section.social")}
      activity={activity}
      onSaved={onSaved}
      patch={() => ({
        socialLinks: Object.fromEntries(Object.entries(links).filter(([, url]) => url.trim())) as SocialLinks,
      })}
    >
      {(errors) =>
        (Object.keys(links) as Array<keyof SocialLinks>).map((network) => (
          <TextInput
            key={network}
            type="url"
            label={socialNames[network]}
            description={t("owner.social.hint", { example: socialExamples[network] })}
            value={links[network]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setLinks((current) => ({ ...current, [network]: value }));
            }}
            error={errorUnder(errors, `socialLinks.${network}`)}
          />
        ))
      }
    </Section>
  );
}

/**
 * What the place offers disabled visitors (ADR 087): the families it welcomes, and its facilities, in the fields the
 * add-activity wizard shows too; the features that imply a family say so in the hint, and the page and the search
 * apply it.
 */
export function AccessibilitySection({ activity, onSaved }: SectionProps) {
  const [accessibility, setAccessibility] = useState<AccessibilityValue[]>(activity.accessibility);
  const t = useT();
  return (
    <Section
      id="accessibility"
      title={t("accessibility.title")}
      activity={activity}
      onSaved={onSaved}
      patch={() => ({ accessibility })}
    >
      {(errors) => (
        <AccessibilityFields value={accessibility} onChange={setAccessibility} error={errorUnder(errors, "accessibility")} />
      )}
    </Section>
  );
}

export function ContactSection({ activity, onSaved }: SectionProps) {
  const t = useT();
  const locale = useLocale();
  const [contact, setContact] = useState<Required<Record<keyof ActivityContact, string>>>({
    email: activity.contact.email ?? "",
    name: activity.contact.name ?? "",
    phone: activity.contact.phone ?? "",
    website: activity.contact.website ?? "",
  });
  const field = (name: keyof ActivityContact) => ({
    value: contact[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setContact((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <Section
      id="contact"
      title={t("owner.section.contact")}
      activity={activity}
      onSaved={onSaved}
      patch={() => {
        // The phone is checked at once against the activity's country, as the api will.
        if (contact.phone.trim() && !isPhoneNumberOf(contact.phone, activity.address.country)) {
          return { __invalid: "1", "contact.phone": formatError("phone/invalid", locale) };
        }
        return {
          contact: Object.fromEntries(Object.entries(contact).filter(([, value]) => value.trim())) as ActivityContact,
        };
      }}
    >
      {(errors) => (
        <>
          <TextInput
            type="email"
            label={t("owner.field.contactEmail")}
            autoComplete="email"
            {...field("email")}
            error={errorUnder(errors, "contact.email")}
          />
          <TextInput label={t("owner.field.contactName")} {...field("name")} error={errorUnder(errors, "contact.name")} />
          <TextInput
            type="tel"
            label={t("owner.field.contactPhone")}
            autoComplete="tel"
            {...field("phone")}
            error={errorUnder(errors, "contact.phone")}
          />
          <TextInput
            type="url"
            label={t("owner.field.contactWebsite")}
            placeholder="https://"
            {...field("website")}
            error={errorUnder(errors, "contact.website")}
          />
        </>
      )}
    </Section>
  );
}

/**
 * The banner: uploaded as soon as a file is chosen (no Save button), 1020 × 2400 px as the field says; the
 * api checks the image, stores its variants and points the activity at them.
 */
export function BannerSection({ activity, onSaved }: SectionProps) {
  const t = useT();
  const api = useOwnerApi();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { variantWidths, dimensions } = uploadPurposes["activity-banner"];

  async function remove() {
    setError(null);
    setBusy(true);
    try {
      onSaved(await api.updateActivity(activity.slug, { bannerUrl: null }));
      notifyInfo({ title: t("owner.edit.savedTitle"), description: t("owner.banner.removed") });
    } catch (failure) {
      setError(apiFieldErrors(failure, t("error.description")).form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="banner-title" data-testid="section-banner">
      <Stack>
        <Title order={2} size="h3" id="banner-title">
          {t("owner.section.banner")}
        </Title>
        {activity.bannerUrl ? (
          <Group align="flex-end" gap="md">
            <img
              src={activity.bannerUrl}
              srcSet={srcSetOf(activity.bannerUrl, variantWidths) ?? undefined}
              sizes="120px"
              width={120}
              height={Math.round((120 * (dimensions?.height ?? 1)) / (dimensions?.width ?? 1))}
              alt={t("owner.banner.current")}
              data-testid="banner-preview"
              style={{ borderRadius: 4, objectFit: "cover" }}
            />
            <Button variant="outline" color="red.8" onClick={remove} loading={busy}>
              {t("owner.banner.remove")}
            </Button>
          </Group>
        ) : (
          <Text>{t("owner.banner.none")}</Text>
        )}
        <UploadField
          purpose="activity-banner"
          target={activity.slug}
          label={t("owner.banner.label")}
          onUploaded={({ url }) => onSaved({ ...activity, bannerUrl: url })}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
