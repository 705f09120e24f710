import { LOGO_MAX_BYTES, TRADE_SHOW_BANNER_MAX_BYTES } from "@alentour/domain/constants";
import type { Locale } from "@alentour/domain/locale";
import { megabytes } from "@alentour/domain/upload";
import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { notifyInfo } from "@alentour/ui/notify";
import { usePersistedDraft } from "@alentour/ui/react-router/persisted-draft";
import { translator } from "@alentour/ui/translator";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Stepper,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from "../console/form-errors.ts";
import { type ShowFields, validateCreation } from "../console/show-draft.ts";
import {
  DateFields,
  EssentialFields,
  FormatFields,
  HallFields,
  OrganiserFields,
  PlaceFields,
  PresentationField,
  ThemeFields,
  useCategoryLabel,
} from "../console/show-fields.tsx";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import {
  clearWizardDraft,
  emptyWizardDraft,
  loadWizardDraft,
  saveWizardDraft,
  stepOfField,
  type WizardDraft,
  type WizardStep,
  wizardSteps,
} from "../console/wizard-draft.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/create-trade-show";

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("ts.wizard.title")} · Alentour` }];
};

// Where sign-in sends the organiser back to, progress intact (local storage), as the add-activity wizard does.
const WIZARD_PATH = "/tradeshow/new";
const TOTAL = wizardSteps.length;

export default function CreateTradeShow() {
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const categoryLabel = useCategoryLabel();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.session);
  const { draft, setDraft, restored, setRestored } = usePersistedDraft<WizardDraft>(
    emptyWizardDraft,
    loadWizardDraft,
    saveWizardDraft,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  /** The messages of every step, as the api would answer them. */
  function allErrors(): FieldErrors {
    const result = validateCreation(draft, draft.legalAccepted);
    const found = result.success ? {} : zodFieldErrors(result.error, locale);
    // The address is typed, then found on the map: a missing pin is said once, in the words of the step.
    if (found["place.location"] || found["place.location.lat"]) {
      delete found["place.location.lat"];
      delete found["place.location.lng"];
      found["place.location"] = t("ts.place.required");
    }
    return found;
  }
  const errorsOf = (step: WizardStep) =>
    Object.fromEntries(Object.entries(allErrors()).filter(([path]) => stepOfField(path) === step));

  // A message goes away as soon as its field is right; new ones wait for the next "Continue".
  useEffect(() => {
    setErrors((current) => {
      if (Object.keys(current).length === 0) return current;
      const still = allErrors();
      const kept = Object.fromEntries(Object.entries(current).filter(([path]) => path in still));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [draft]);

  const change = (fields: Partial<ShowFields>) => setDraft((current) => ({ ...current, ...fields }));
  const goTo = (step: number) => {
    setDraft((current) => ({ ...current, step }));
    setErrors({});
    setFormError(null);
    // The new step's title takes the focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const current: WizardStep | null = draft.step > 0 ? (wizardSteps[draft.step - 1] ?? "summary") : null;

  function next() {
    if (!current) return;
    const found = errorsOf(current);
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(draft.step + 1);
  }

  async function create() {
    const found = allErrors();
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      const step = stepOfField(first);
      if (step !== "summary") goTo(wizardSteps.indexOf(step) + 1);
      setErrors(found);
      return;
    }
    if (!signedIn) {
      setNeedsSignIn(true);
      return;
    }
    const checked = validateCreation(draft, true);
    if (!checked.success) return;
    setBusy(true);
    try {
      const created = await api.create(checked.data);
      clearWizardDraft();
      notifyInfo({ title: t("ts.wizard.createdTitle"), description: t("ts.wizard.created") });
      window.location.assign(`/tradeshow/shows/${encodeURIComponent(created.slug)}`);
    } catch (error) {
      const { fields, form } = apiFieldErrors(error, t("error.description"));
      setErrors(fields);
      setFormError(form);
      const refused = Object.keys(fields)[0];
      if (refused && stepOfField(refused) !== "summary")
        setDraft((now) => ({ ...now, step: wizardSteps.indexOf(stepOfField(refused)) + 1 }));
      setBusy(false);
    }
  }

  const stepTitle = (step: WizardStep) => t(`ts.wizard.step.${step}` as MessageId);
  const backTo = encodeURIComponent(WIZARD_PATH);
  const navigation = (last = false): ReactNode => (
    <Group justify="space-between">
      <Button variant="default" onClick={() => goTo(draft.step - 1)}>
        {t("ts.wizard.back")}
      </Button>
      {last ? (
        <Button onClick={create} loading={busy}>
          {t("ts.wizard.create")}
        </Button>
      ) : (
        <Button onClick={next}>{t("ts.wizard.next")}</Button>
      )}
    </Group>
  );

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t("ts.wizard.title")}</Title>
        {current && (
          <Stepper
            active={draft.step - 1}
            allowNextStepsSelect={false}
            size="xs"
            aria-label={t("ts.wizard.steps")}
            visibleFrom="md"
          >
            {wizardSteps.map((step) => (
              <Stepper.Step key={step} label={stepTitle(step)} />
            ))}
          </Stepper>
        )}
        <Paper withBorder p="lg" radius="md">
          {!current && (
            <Stack>
              <Title order={2} ref={heading} tabIndex={-1}>
                {t("ts.home.create")}
              </Title>
              <Text>{t("ts.home.lead")}</Text>
              <Text size="sm" c="dimmed">
                {t("ts.wizard.introSaved")}
              </Text>
              <Group>
                {restored ? (
                  <>
                    <Button onClick={() => goTo(Math.max(1, draft.step))}>{t("ts.wizard.resume")}</Button>
                    <Button
                      variant="default"
                      onClick={() => {
                        setDraft({ ...emptyWizardDraft(), step: 1 });
                        setRestored(false);
                      }}
                    >
                      {t("ts.wizard.restart")}
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
          {current && (
            <Stack>
              <Title order={2} ref={heading} tabIndex={-1}>
                {stepTitle(current)}
              </Title>
              <Text size="sm" c="dimmed">
                {t("ts.wizard.stepOf", { step: draft.step, total: TOTAL })}
              </Text>
              {current === "show" && (
                <>
                  <EssentialFields value={draft} onChange={change} errors={errors} />
                  <PlaceFields value={draft} onChange={change} errors={errors} />
                  <PresentationField value={draft} onChange={change} errors={errors} />
                </>
              )}
              {current === "dates" && <DateFields value={draft} onChange={change} errors={errors} />}
              {current === "themes" && <ThemeFields value={draft} onChange={change} errors={errors} />}
              {current === "halls" && <HallFields value={draft} onChange={change} errors={errors} />}
              {current === "organiser" && <OrganiserFields value={draft} onChange={change} errors={errors} />}
              {current === "images" && (
                <Stack>
                  <Text>{t("ts.wizard.imagesBody")}</Text>
                  <List>
                    <List.Item>{t("ts.wizard.logoRule", { maxMegabytes: megabytes(LOGO_MAX_BYTES) })}</List.Item>
                    <List.Item>{t("ts.wizard.bannerRule", { maxMegabytes: megabytes(TRADE_SHOW_BANNER_MAX_BYTES) })}</List.Item>
                  </List>
                </Stack>
              )}
              {current === "format" && <FormatFields value={draft} onChange={change} errors={errors} />}
              {current === "summary" && (
                <Stack>
                  <Summary draft={draft} categoryLabel={categoryLabel} onEdit={goTo} />
                  <Checkbox
                    label={t("ts.wizard.legal")}
                    required
                    checked={draft.legalAccepted}
                    onChange={(event) => {
                      const legalAccepted = event.currentTarget.checked;
                      setDraft((now) => ({ ...now, legalAccepted }));
                    }}
                    error={errors.legalAccepted}
                  />
                  {formError && (
                    <Alert color="red" role="alert">
                      {formError}
                    </Alert>
                  )}
                  {needsSignIn && !signedIn && (
                    <Alert color="blue" title={t("ts.wizard.signInTitle")} role="status">
                      <Stack gap="xs">
                        <Text size="sm">{t("ts.wizard.signInBody")}</Text>
                        <Group>
                          <Button component="a" href={`${localizePath("/login", locale)}?redirectTo=${backTo}`}>
                            {t("ts.wizard.signIn")}
                          </Button>
                          <Button
                            component="a"
                            variant="default"
                            href={`${localizePath("/signup", locale)}?redirectTo=${backTo}`}
                          >
                            {t("ts.wizard.signUp")}
                          </Button>
                        </Group>
                      </Stack>
                    </Alert>
                  )}
                </Stack>
              )}
              {navigation(current === "summary")}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}

/** Everything entered, step by step, each with a way back to it. */
function Summary({
  draft,
  categoryLabel,
  onEdit,
}: {
  draft: WizardDraft;
  categoryLabel: (category: string) => string;
  onEdit: (step: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const date = (value: string) =>
    value ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`)) : "";
  const rows: Array<{ step: WizardStep; label: MessageId; value: ReactNode }> = [
    { step: "show", label: "ts.field.name", value: draft.name },
    { step: "show", label: "ts.field.category", value: draft.category ? categoryLabel(draft.category) : "" },
    { step: "show", label: "ts.field.place", value: [draft.place.street, draft.place.city].filter(Boolean).join(", ") },
    {
      step: "dates",
      label: "ts.wizard.step.dates",
      value: `${t("ts.home.dates", { start: date(draft.startDate), end: date(draft.endDate) })}, ${draft.openingTime}–${draft.closingTime}`,
    },
    {
      step: "themes",
      label: "ts.field.themes",
      value: (
        <Group gap={4}>
          {draft.themes.map((theme) => (
            <Badge key={theme} variant="light">
              {theme}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      step: "halls",
      label: "ts.field.halls",
      value: draft.halls
        .map((hall, index) => `${hall.name ?? t("ts.field.hall", { number: index + 1 })} · ${hall.theme}`)
        .join(", "),
    },
    {
      step: "organiser",
      label: "ts.wizard.step.organiser",
      value: [draft.organiser.name, draft.organiser.email, draft.organiser.company].filter(Boolean).join(" · "),
    },
    { step: "format", label: "ts.field.mode", value: t(`ts.mode.${draft.mode}`) },
    { step: "format", label: "ts.field.listing", value: t(`ts.listing.${draft.listing}`) },
  ];
  return (
    // A long address or name breaks anywhere rather than widening the table past a phone's screen.
    <Table data-testid="wizard-summary" style={{ overflowWrap: "anywhere" }}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row">{t(row.label)}</Table.Th>
            <Table.Td>{row.value}</Table.Td>
            <Table.Td ta="right">
              <Button variant="subtle" size="compact-sm" onClick={() => onEdit(wizardSteps.indexOf(row.step) + 1)}>
                {t("ts.wizard.edit")}
                <VisuallyHidden>&nbsp;{t(row.label)}</VisuallyHidden>
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
