import {
  type AccessibilityValue,
  accessibilityFacetValues,
  accessibleFamilies,
  accessibleFeatures,
  type TalkAccessibilityFeature,
} from "@alentour/domain/accessibility";
import type { MessageId } from "@alentour/ui/catalogues";
import { Group, List, ListItem, Text, Title } from "@mantine/core";
import {
  type Icon,
  IconBadgeCc,
  IconBrain,
  IconDoorEnter,
  IconEar,
  IconEye,
  IconFeather,
  IconHandLoveYou,
  IconHeadphones,
  IconMoodSmile,
  IconParking,
  IconToiletPaper,
  IconVolume,
  IconWheelchair,
} from "@tabler/icons-react";

const icons: Record<AccessibilityValue, Icon> = {
  motor: IconWheelchair,
  visual: IconEye,
  hearing: IconEar,
  intellectual: IconBrain,
  psychic: IconMoodSmile,
  stepFreeEntrance: IconDoorEnter,
  accessibleToilets: IconToiletPaper,
  accessibleParking: IconParking,
  hearingLoop: IconHeadphones,
  audioDescription: IconVolume,
  signLanguage: IconHandLoveYou,
  quietHours: IconFeather,
};

/** A talk's features (ADR 107): the place's icon where the feature is the same, and captions. */
export const talkIcons: Record<TalkAccessibilityFeature, Icon> = {
  captions: IconBadgeCc,
  signLanguage: icons.signLanguage,
  audioDescription: icons.audioDescription,
};

/**
 * The activity page's accessibility section (ADR 087), and a trade show's venue (ADR 106): each family the place
 * welcomes (those its features imply included), then each feature, an icon beside its text, never alone. Nothing
 * stated says so, rather than nothing; `title` and `unknown` name whose place it is.
 */
export function AccessibilityInfo({
  values,
  t,
  title = "accessibility.title",
  unknown = "accessibility.unknown",
}: {
  values: AccessibilityValue[];
  t: (id: MessageId) => string;
  title?: MessageId;
  unknown?: MessageId;
}) {
  const shown = accessibilityFacetValues(values);
  const families = accessibleFamilies(values);
  const item = (value: AccessibilityValue) => {
    const ValueIcon = icons[value];
    return (
      <ListItem key={value} data-value={value}>
        <Group gap={8} wrap="nowrap">
          <ValueIcon size={22} stroke={1.75} aria-hidden="true" focusable="false" />
          <span>{t(`accessibility.value.${value}`)}</span>
        </Group>
      </ListItem>
    );
  };
  return (
    <section aria-labelledby="accessibility" data-testid="accessibility">
      <Title order={2} id="accessibility" size="h3" mb="sm">
        {t(title)}
      </Title>
      {shown.length === 0 ? (
        <Text>{t(unknown)}</Text>
      ) : (
        <>
          {families.length > 0 && (
            <List listStyleType="none" spacing={6} mb="sm" aria-label={t("accessibility.families")}>
              {families.map(item)}
            </List>
          )}
          {accessibleFeatures(values).length > 0 && (
            <List listStyleType="none" spacing={6} aria-label={t("accessibility.features")}>
              {accessibleFeatures(values).map(item)}
            </List>
          )}
        </>
      )}
    </section>
  );
}
