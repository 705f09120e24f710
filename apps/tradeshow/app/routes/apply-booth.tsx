import type { Locale } from "@alentour/domain/locale";
import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { translator } from "@alentour/ui/translator";
import { Alert, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { redirect } from "react-router";
import {
  AvatarField,
  type BoothFields,
  type BoothStep,
  BoothSummary,
  boothInputOf,
  boothStepOf,
  boothSteps,
  ColourField,
  EssentialBoothFields,
  emptyBoothFields,
  HallField,
  StyleField,
  validateBooth,
} from "../console/booth-fields.tsx";
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/apply-booth";

// The booth wizard (docs/trade-shows.md#exhibitors): style, colour, avatar, essential information, hall, summary.
// Signed in (the console's layout sends visitors to the login page and back); one application per show.
export async function loader({ request, params }: Route.LoaderArgs) {
  const api = serverTradeShowApi(request);
  const [show, mine] = await Promise.all([orNotFound(api.get(params.slug)), api.myBooths()]);
  const applied = mine.find((booth) => booth.showId === show.id && booth.myRole === "owner");
  if (applied) throw redirect(`/booths/${encodeURIComponent(applied.id)}`);
  return { show: { slug: show.slug, name: show.name, halls: show.halls } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("booths.wizard.title")} · ${loaderData?.show.name ?? "Alentour"}` }];
};

export default function ApplyBooth({ loaderData }: Route.ComponentProps) {
  const { show } = loaderData;
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const [fields, setFields] = useState<BoothFields>(() => emptyBoothFields(show.halls));
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const current: BoothStep = boothSteps[step] ?? "summary";

  const change = (change: Partial<BoothFields>) => {
    const next = { ...fields, ...change };
    setFields(next);
    // A message goes away as soon as its field is right.
    if (Object.keys(errors).length > 0) {
      const still = allErrors(next);
      setErrors((now) => Object.fromEntries(Object.entries(now).filter(([path]) => path in still)));
    }
  };

  function allErrors(values: BoothFields): FieldErrors {
    const result = validateBooth(values);
    return result.success ? {} : zodFieldErrors(result.error, locale);
  }

  const goTo = (index: number) => {
    setStep(index);
    setFormError(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  function next() {
    const found = Object.fromEntries(Object.entries(allErrors(fields)).filter(([path]) => boothStepOf(path) === current));
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(step + 1);
  }

  async function submit() {
    const found = allErrors(fields);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      goTo(boothSteps.indexOf(boothStepOf(first)));
      return;
    }
    setBusy(true);
    try {
      const booth = await api.apply(show.slug, boothInputOf(fields));
      notifyInfo({ title: t("booths.wizard.sentTitle"), description: t("booths.wizard.sent") });
      window.location.assign(`/tradeshow/booths/${encodeURIComponent(booth.id)}`);
    } catch (error) {
      const refused = apiFieldErrors(error, t("error.description"));
      setErrors(refused.fields);
      setFormError(refused.form);
      const field = Object.keys(refused.fields)[0];
      if (field) goTo(boothSteps.indexOf(boothStepOf(field)));
      setBusy(false);
    }
  }

  if (show.halls.length === 0) {
    return (
      <Container size="md" py="xl">
        <Stack>
          <Title order={1}>{t("booths.wizard.title")}</Title>
          <Alert color="gray">{t("booths.wizard.noHalls")}</Alert>
        </Stack>
      </Container>
    );
  }

  const stepTitle = (name: BoothStep) => t(`booths.wizard.step.${name}` as MessageId);
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t("booths.wizard.title")}</Title>
        <Text>{t("booths.wizard.lead", { name: show.name })}</Text>
        <Stepper active={step} allowNextStepsSelect={false} size="xs" aria-label={t("booths.wizard.steps")} visibleFrom="md">
          {boothSteps.map((name) => (
            <Stepper.Step key={name} label={stepTitle(name)} />
          ))}
        </Stepper>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Title order={2} ref={heading} tabIndex={-1}>
              {stepTitle(current)}
            </Title>
            <Text size="sm" c="dimmed">
              {t("ts.wizard.stepOf", { step: step + 1, total: boothSteps.length })}
            </Text>
            {current === "style" && <StyleField value={fields} onChange={change} errors={errors} />}
            {current === "colour" && <ColourField value={fields} onChange={change} errors={errors} />}
            {current === "avatar" && <AvatarField value={fields} onChange={change} errors={errors} />}
            {current === "essentials" && (
              <>
                <EssentialBoothFields value={fields} onChange={change} errors={errors} />
                <Text size="sm" c="dimmed">
                  {t("booths.wizard.logoLater")}
                </Text>
              </>
            )}
            {current === "hall" && <HallField value={fields} onChange={change} errors={errors} halls={show.halls} />}
            {current === "summary" && <BoothSummary value={fields} halls={show.halls} />}
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="space-between">
              {step > 0 ? (
                <Button variant="default" onClick={() => goTo(step - 1)}>
                  {t("ts.wizard.back")}
                </Button>
              ) : (
                <span />
              )}
              {current === "summary" ? (
                <Button onClick={submit} loading={busy}>
                  {t("booths.wizard.submit")}
                </Button>
              ) : (
                <Button onClick={next}>{t("ts.wizard.next")}</Button>
              )}
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
