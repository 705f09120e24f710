import { AccessibilityFields } from "@alentour/ui/accessibility-fields";
import { useT } from "@alentour/ui/i18n";
import { UploadField } from "@alentour/ui/upload-field";
import { Alert, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { apiMessage, errorUnder } from "../console/form-errors.ts";
import { DateFields, EssentialFields, OrganiserFields, PlaceFields, PresentationField } from "../console/show-fields.tsx";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { useShowForm } from "../console/use-show-form.ts";
import { PageHeading, useShow } from "./show-layout.tsx";

/** The trade show page: everything visitors read on the public page, in one form. */
export default function ShowPage() {
  const t = useT();
  const show = useShow();
  const form = useShowForm(show, [
    "name",
    "category",
    "startDate",
    "endDate",
    "openingTime",
    "closingTime",
    "place",
    "presentation",
    "organiser",
    "socialLinks",
    "accessibility",
  ]);
  return (
    <Stack>
      <PageHeading title="ts.page.title" lead={t("ts.page.lead")} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <Stack>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t("ts.wizard.step.show")}
            </Title>
            <Stack>
              <EssentialFields value={form.fields} onChange={form.change} errors={form.errors} />
              <PresentationField value={form.fields} onChange={form.change} errors={form.errors} />
              <PlaceFields value={form.fields} onChange={form.change} errors={form.errors} />
            </Stack>
          </Paper>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t("ts.wizard.step.dates")}
            </Title>
            <DateFields value={form.fields} onChange={form.change} errors={form.errors} timeZone={show.timeZone} />
          </Paper>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t("ts.wizard.step.organiser")}
            </Title>
            <OrganiserFields value={form.fields} onChange={form.change} errors={form.errors} />
          </Paper>
          {/* The venue's accessibility (ADR 106): the activity's fields; a virtual show has no venue. */}
          {show.mode !== "virtual" && (
            <Paper withBorder p="lg" component="section" aria-labelledby="venue-accessibility" data-testid="venue-accessibility">
              <Title order={2} size="h4" mb="xs" id="venue-accessibility">
                {t("ts.page.accessibility")}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t("ts.page.accessibilityLead")}
              </Text>
              <Stack>
                <AccessibilityFields
                  value={form.fields.accessibility}
                  onChange={(accessibility) => form.change({ accessibility })}
                  error={errorUnder(form.errors, "accessibility")}
                />
              </Stack>
            </Paper>
          )}
          <ShowImages />
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.saving}>
              {t("ts.page.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The logo and the banner, uploaded through the same field as the activity banner; each can be taken away. */
function ShowImages() {
  const t = useT();
  const show = useShow();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const images = [
    {
      field: "logoUrl",
      purpose: "trade-show-logo",
      label: t("ts.field.logo"),
      remove: t("ts.page.removeLogo"),
      url: show.logoUrl,
      width: 96,
    },
    {
      field: "bannerUrl",
      purpose: "trade-show-banner",
      label: t("ts.field.banner"),
      remove: t("ts.page.removeBanner"),
      url: show.bannerUrl,
      width: 120,
    },
  ] as const;

  async function remove(field: "logoUrl" | "bannerUrl") {
    setError(null);
    try {
      await api.update(show.slug, { [field]: null });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t("ts.page.images")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {images.map((image) => (
          <Stack key={image.field} gap="xs">
            {image.url ? (
              <>
                <Image src={image.url} alt={image.label} w={image.width} radius="sm" />
                <Button variant="outline" color="red.9" w="fit-content" onClick={() => remove(image.field)}>
                  {image.remove}
                </Button>
              </>
            ) : (
              <Text size="sm">{t(image.field === "logoUrl" ? "ts.attention.noLogo" : "ts.attention.noBanner")}</Text>
            )}
            <UploadField
              purpose={image.purpose}
              target={show.slug}
              label={image.label}
              onUploaded={() => void revalidator.revalidate()}
            />
          </Stack>
        ))}
      </SimpleGrid>
      {error && (
        <Alert color="red" role="alert" mt="sm">
          {error}
        </Alert>
      )}
    </Paper>
  );
}
