import {
  type AccessibilityValue,
  accessibilityFamilies,
  accessibilityFeatures,
  normalizedAccessibility,
  normalizedTalkAccessibility,
  type TalkAccessibilityFeature,
  talkAccessibilityFeatures,
} from "@alentour/domain/accessibility";
import { Checkbox, Group, Stack } from "@mantine/core";
import { useT } from "../i18n/i18n-provider.tsx";

const isFamily = (value: string) => (accessibilityFamilies as readonly string[]).includes(value);
const isFeature = (value: string) => (accessibilityFeatures as readonly string[]).includes(value);

/**
 * What a place offers disabled visitors (ADR 087): the families it welcomes and its facilities, two groups of
 * labelled checkboxes. The same fields in the add-activity wizard, the modify wizard's section and the trade show's
 * venue (ADR 106); the value is the list stored, families then features.
 */
export function AccessibilityFields({
  value,
  onChange,
  error,
}: {
  value: readonly AccessibilityValue[];
  onChange: (value: AccessibilityValue[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const families = value.filter(isFamily);
  const features = value.filter(isFeature);
  const change = (next: string[]) => onChange(normalizedAccessibility(next as AccessibilityValue[]));
  return (
    <>
      <Checkbox.Group
        label={t("accessibility.families")}
        description={t("accessibility.familiesHint")}
        value={families}
        onChange={(ticked) => change([...ticked, ...features])}
        error={error}
      >
        <Stack gap={6} mt="xs">
          {accessibilityFamilies.map((family) => (
            <Checkbox key={family} value={family} label={t(`accessibility.value.${family}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label={t("accessibility.features")}
        description={t("accessibility.featuresHint")}
        value={features}
        onChange={(ticked) => change([...families, ...ticked])}
      >
        <Group mt="xs">
          {accessibilityFeatures.map((feature) => (
            <Checkbox key={feature} value={feature} label={t(`accessibility.value.${feature}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}

/**
 * What one talk offers disabled viewers (ADR 107): captions, sign language, audio description, labelled checkboxes.
 * The conference's propose form and its row in the console; `label` names the talk where several are on a page.
 */
export function TalkAccessibilityFields({
  value,
  onChange,
  label,
  error,
}: {
  value: readonly TalkAccessibilityFeature[];
  onChange: (value: TalkAccessibilityFeature[]) => void;
  label?: string;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <Checkbox.Group
      label={label ?? t("conferences.accessibility")}
      description={t("conferences.accessibilityHint")}
      value={[...value]}
      onChange={(ticked) => onChange(normalizedTalkAccessibility(ticked as TalkAccessibilityFeature[]))}
      error={error}
    >
      <Group mt="xs">
        {talkAccessibilityFeatures.map((feature) => (
          <Checkbox key={feature} value={feature} label={t(`accessibility.value.${feature}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
