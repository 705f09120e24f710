import type { FaqEntry } from "@alentour/backend-client/console";
import { faqAudiences } from "@alentour/domain/support";
import { useT } from "@alentour/ui/i18n";
import { Group, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { fieldError } from "./action-notice.ts";

/** The fields of one FAQ entry: its audience and order, then French and English side by side. */
export function FaqFields({ entry, result, idPrefix }: { entry: FaqEntry | null; result: unknown; idPrefix: string }) {
  const t = useT();
  const error = (name: string) => fieldError(result, name);
  const language = (code: "fr" | "en") => {
    const suffix = code === "fr" ? "Fr" : "En";
    return (
      <Stack gap="xs" lang={code}>
        <Title order={3} size="h5">
          {t(code === "fr" ? "admin.content.french" : "admin.content.english")}
        </Title>
        <TextInput
          id={`${idPrefix}-question-${code}`}
          name={`question${suffix}`}
          label={t("admin.faq.question")}
          defaultValue={entry?.[`question${suffix}`] ?? ""}
          error={error(`question${suffix}`)}
          required
        />
        <Textarea
          id={`${idPrefix}-answer-${code}`}
          name={`answer${suffix}`}
          label={t("admin.faq.answer")}
          defaultValue={entry?.[`answer${suffix}`] ?? ""}
          error={error(`answer${suffix}`)}
          autosize
          minRows={3}
          required
        />
      </Stack>
    );
  };
  return (
    <Stack gap="sm">
      <Group align="flex-start">
        <NativeSelect
          id={`${idPrefix}-audience`}
          name="audience"
          label={t("admin.faq.audience")}
          defaultValue={entry?.audience ?? "visitors"}
          data={faqAudiences.map((value) => ({ value, label: t(`admin.faq.audiences.${value}`) }))}
          error={error("audience")}
        />
        <NumberInput
          id={`${idPrefix}-position`}
          name="position"
          label={t("admin.faq.position")}
          defaultValue={entry?.position ?? 0}
          min={0}
          max={10000}
          allowDecimal={false}
          error={error("position")}
          w={120}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {language("fr")}
        {language("en")}
      </SimpleGrid>
    </Stack>
  );
}
