import type { Activity } from "@alentour/domain/directory";
import type { Locale } from "@alentour/domain/locale";
import { AccessibilityFields } from "@alentour/ui/accessibility-fields";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { notifyInfo } from "@alentour/ui/notify";
import { usePersistedDraft } from "@alentour/ui/react-router/persisted-draft";
import { translator } from "@alentour/ui/translator";
import { Alert, Anchor, Button, Checkbox, Container, Group, Paper, Stack, Stepper, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { AudienceFields } from "../owner/audience-fields.tsx";
import { EssentialFields } from "../owner/essential-fields.tsx";
import { apiFieldErrors, errorUnder, type FieldErrors, zodFieldErrors } from "../owner/form-errors.ts";
import { HoursFields } from "../owner/hours-fields.tsx";
import { useOwnerApi } from "../owner/owner-api.ts";
import { PlaceFields } from "../owner/place-fields.tsx";
import {
  clearDraft,
  emptyDraft,
  isPlaceField,
  loadDraft,
  saveDraft,
  validateDraft,
  type WizardDraft,
} from "../owner/wizard-draft.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/add-activity";

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("owner.wizard.title")} · Alentour` }];
};

// The wizard's own path: where sign-in sends the owner back to, progress intact (local storage).
const WIZARD_PATH = "/add-activity";

export default function AddActivity() {
  const t = useT();
  const locale = useLocale();
  const api = useOwnerApi();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.session);
  const { draft, setDraft, restored, setRestored } = usePersistedDraft<WizardDraft>(emptyDraft, loadDraft, saveDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const localErrors = (step: 1 | 2): FieldErrors => {
    const result = validateDraft(draft);
    if (result.success) return {};
    const all = zodFieldErrors(result.error, locale);
    if (all.location) all.location = t("owner.place.required");
    return Object.fromEntries(Object.entries(all).filter(([path]) => (step === 1 ? isPlaceField(path) : !isPlaceField(path))));
  };

  // A message goes away as soon as its field is right; new ones wait for the next "Continue" or "Publish".
  useEffect(() => {
    setErrors((current) => {
      if (Object.keys(current).length === 0) return current;
      const still = { ...localErrors(1), ...localErrors(2) };
      const kept = Object.fromEntries(Object.entries(current).filter(([path]) => path in still));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [draft]);

  const goTo = (step: WizardDraft["step"]) => {
    setDraft((current) => ({ ...current, step }));
    setErrors({});
    setFormError(null);
    // The new step's title takes the focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };

  function next() {
    const found = localErrors(1);
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(2);
  }

  async function publish() {
    const found = { ...localErrors(1), ...localErrors(2) };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      if (Object.keys(found).some(isPlaceField)) goTo(1);
      return;
    }
    if (!signedIn) {
      setNeedsSignIn(true);
      return;
    }
    setBusy(true);
    try {
      const result = validateDraft(draft);
      if (!result.success) return;
      const created: Activity = await api.createActivity(result.data);
      clearDraft();
      notifyInfo({ title: t("owner.publish.publishedTitle"), description: t("owner.publish.published") });
      window.location.assign(localizePath(`/activity/${created.slug}`, locale));
    } catch (error) {
      const { fields, form } = apiFieldErrors(error, t("error.description"));
      setErrors(fields);
      setFormError(form);
      if (Object.keys(fields).some(isPlaceField)) setDraft((current) => ({ ...current, step: 1 }));
      setBusy(false);
    }
  }

  const backTo = encodeURIComponent(WIZARD_PATH);

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t("owner.wizard.title")}</Title>
        {/* The introduction is not a step: the stepper numbers the two steps as "Step 1 of 2" does. */}
        {draft.step > 0 && (
          <Stepper active={draft.step - 1} allowNextStepsSelect={false} size="sm" aria-label={t("owner.wizard.steps")}>
            <Stepper.Step label={t("owner.wizard.stepPlace")} />
            <Stepper.Step label={t("owner.wizard.stepHours")} />
          </Stepper>
        )}
        <Paper withBorder p="lg" radius="md">
          {draft.step === 0 && (
            <Stack>
              <Title order={2} ref={heading} tabIndex={-1}>
                {t("owner.wizard.introTitle")}
              </Title>
              <Text>{t("owner.wizard.introBody")}</Text>
              <Text size="sm" c="dimmed">
                {t("owner.wizard.introSaved")}
              </Text>
              <Group>
                {restored ? (
                  <>
                    <Button onClick={() => goTo(1)}>{t("owner.wizard.resume")}</Button>
                    <Button
                      variant="default"
                      onClick={() => {
                        setDraft({ ...emptyDraft(), step: 1 });
                        setRestored(false);
                      }}
                    >
                      {t("owner.wizard.restart")}
                    </Button>
                  </>
                ) : (
                  <Button onClick={() => goTo(1)} disabled={restored === null}>
                    {t("owner.wizard.start")}
                  </Button>
                )}
              </Group>
            </Stack>
          )}

          {draft.step === 1 && (
            <Stack>
              <Title order={2} ref={heading} tabIndex={-1}>
                {t("owner.wizard.stepPlace")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("owner.wizard.stepOf", { step: 1, total: 2 })}
              </Text>
              <EssentialFields
                value={draft}
                onChange={(essential) => setDraft((current) => ({ ...current, ...essential }))}
                errors={errors}
              />
              <AudienceFields
                value={draft}
                onChange={(audience) => setDraft((current) => ({ ...current, ...audience }))}
                errors={errors}
              />
              <PlaceFields
                value={draft.place}
                onChange={(place) => setDraft((current) => ({ ...current, place }))}
                errors={errors}
              />
              {/* The place's accessibility (ADR 087), optional: the same fields as the modify wizard's section. */}
              <Paper
                withBorder
                p="md"
                component="section"
                aria-labelledby="wizard-accessibility"
                data-testid="wizard-accessibility"
              >
                <Stack>
                  <Title order={3} size="h4" id="wizard-accessibility">
                    {t("accessibility.title")}
                  </Title>
                  <AccessibilityFields
                    value={draft.accessibility}
                    onChange={(accessibility) => setDraft((current) => ({ ...current, accessibility }))}
                    error={errorUnder(errors, "accessibility")}
                  />
                </Stack>
              </Paper>
              <Group justify="space-between">
                <Button variant="default" onClick={() => goTo(0)}>
                  {t("owner.wizard.back")}
                </Button>
                <Button onClick={next}>{t("owner.wizard.next")}</Button>
              </Group>
            </Stack>
          )}

          {draft.step === 2 && (
            <Stack>
              <Title order={2} ref={heading} tabIndex={-1}>
                {t("owner.wizard.stepHours")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("owner.wizard.stepOf", { step: 2, total: 2 })}
              </Text>
              <HoursFields
                value={draft.hours}
                onChange={(hours) => setDraft((current) => ({ ...current, hours }))}
                errors={errors}
              />
              <Checkbox
                label={t("owner.legal.accept")}
                required
                checked={draft.legalAccepted}
                onChange={(event) => {
                  const legalAccepted = event.currentTarget.checked;
                  setDraft((current) => ({ ...current, legalAccepted }));
                }}
                error={errors.legalAccepted}
              />
              {formError && (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              )}
              {needsSignIn && !signedIn && (
                <Alert color="blue" title={t("owner.publish.signInTitle")} role="status">
                  <Stack gap="xs">
                    <Text size="sm">{t("owner.publish.signInBody")}</Text>
                    <Group>
                      <Anchor href={`${localizePath("/login", locale)}?redirectTo=${backTo}`}>{t("owner.publish.signIn")}</Anchor>
                      <Anchor href={`${localizePath("/signup", locale)}?redirectTo=${backTo}`}>
                        {t("owner.publish.signUp")}
                      </Anchor>
                    </Group>
                  </Stack>
                </Alert>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={() => goTo(1)}>
                  {t("owner.wizard.back")}
                </Button>
                <Button onClick={publish} loading={busy}>
                  {t("owner.wizard.publish")}
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
