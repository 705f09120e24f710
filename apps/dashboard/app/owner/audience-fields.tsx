import {
  type Pricing,
  pricingLabels,
  pricings,
  type Setting,
  settingLabels,
  settings,
  type VisitorProfile,
  visitorProfileLabels,
  visitorProfiles,
} from "@alentour/domain/taxonomy";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Checkbox, Group, Radio, Stack } from "@mantine/core";
import { errorUnder, type FieldErrors } from "./form-errors.ts";

/** Unanswered is "": a new activity starts with no answer, so nothing is published that the owner did not choose. */
export type AudienceDraft = { pricing: Pricing | ""; setting: Setting | ""; profiles: VisitorProfile[] };

/**
 * Free or paid, indoors or outdoors, and who it suits. Radio buttons in a wrapping row, so every choice stays
 * on a phone's screen whatever the length of its label.
 */
export function AudienceFields(props: { value: AudienceDraft; onChange: (value: AudienceDraft) => void; errors: FieldErrors }) {
  const t = useT();
  const locale = useLocale();
  const { value, onChange, errors } = props;
  return (
    <Stack>
      <Radio.Group
        label={t("owner.field.pricing")}
        required
        value={value.pricing || null}
        onChange={(pricing) => onChange({ ...value, pricing: pricing as Pricing })}
        error={errorUnder(errors, "pricing")}
      >
        <Group mt="xs">
          {pricings.map((pricing) => (
            <Radio key={pricing} value={pricing} label={pricingLabels[pricing][locale]} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t("owner.field.setting")}
        required
        value={value.setting || null}
        onChange={(setting) => onChange({ ...value, setting: setting as Setting })}
        error={errorUnder(errors, "setting")}
      >
        <Group mt="xs">
          {settings.map((setting) => (
            <Radio key={setting} value={setting} label={settingLabels[setting][locale]} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox.Group
        label={t("owner.field.profiles")}
        description={t("owner.field.profilesHint")}
        required
        value={value.profiles}
        onChange={(profiles) => onChange({ ...value, profiles: profiles as VisitorProfile[] })}
        error={errorUnder(errors, "profiles")}
      >
        <Group mt="xs">
          {visitorProfiles.map((profile) => (
            <Checkbox key={profile} value={profile} label={visitorProfileLabels[profile][locale]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
