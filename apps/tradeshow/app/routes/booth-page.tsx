import { boothPagePath } from "@alentour/domain/booth";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { UploadField } from "@alentour/ui/upload-field";
import { Alert, Anchor, Badge, Button, Group, Image, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import {
  AvatarField,
  type BoothFields,
  boothFieldsOf,
  boothInputOf,
  ColourField,
  EssentialBoothFields,
  HallField,
  StyleField,
  validateBooth,
} from "../console/booth-fields.tsx";
import { apiFieldErrors, apiMessage, type FieldErrors, zodFieldErrors } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/booth-page";
import { useBooth } from "./booth-layout.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  return { colleagues: await orNotFound(serverTradeShowApi(request).colleagues(params.boothId)) };
}

/** "My booth": the application's state, every wizard field, the logo, the colleagues. */
export default function BoothPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const booth = useBooth();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState<BoothFields>(() => boothFieldsOf(booth));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (change: Partial<BoothFields>) => setFields((now) => ({ ...now, ...change }));

  async function save() {
    setFormError(null);
    const result = validateBooth(fields);
    if (!result.success) {
      setErrors(zodFieldErrors(result.error, locale));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api.updateBooth(booth.id, boothInputOf(fields));
      notifyInfo({ title: t("booths.mine.savedTitle"), description: t("booths.mine.saved") });
      await revalidator.revalidate();
    } catch (error) {
      const refused = apiFieldErrors(error, t("error.description"));
      setErrors(refused.fields);
      setFormError(refused.form);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t("booths.nav.booth")}
        </Title>
        <Text c="dimmed">{t("booths.mine.lead")}</Text>
      </Stack>
      <Paper withBorder p="md" role="status" data-testid="booth-state">
        <Text>
          {booth.status === "refused"
            ? t("booths.status.refusedBody", { reason: booth.refusalReason ?? "" })
            : t(`booths.status.${booth.status}Body`)}
          {booth.status === "validated" && (
            <>
              {" "}
              <Anchor href={boothPagePath(booth.showSlug, booth.id, locale)}>{t("booths.mine.publicPage")}</Anchor>
            </>
          )}
        </Text>
      </Paper>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="sm">
              {t("booths.wizard.step.essentials")}
            </Title>
            <EssentialBoothFields value={fields} onChange={change} errors={errors} />
          </Paper>
          <Paper withBorder p="lg">
            <Stack>
              <StyleField value={fields} onChange={change} errors={errors} />
              <ColourField value={fields} onChange={change} errors={errors} />
              <AvatarField value={fields} onChange={change} errors={errors} />
              <HallField value={fields} onChange={change} errors={errors} halls={booth.halls} />
            </Stack>
          </Paper>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t("booths.mine.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <BoothLogo />
      <Colleagues colleagues={loaderData.colleagues} />
    </Stack>
  );
}

function BoothLogo() {
  const t = useT();
  const booth = useBooth();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  async function remove() {
    setError(null);
    try {
      await api.updateBooth(booth.id, { ...boothInputOf(boothFieldsOf(booth)), logoUrl: null });
      await revalidator.revalidate();
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t("booths.field.logo")}
      </Title>
      <Stack gap="xs">
        {booth.logoUrl ? (
          <>
            <Image src={booth.logoUrl} alt={t("booths.public.logoAlt", { name: booth.companyName })} w={96} radius="sm" />
            <Button variant="outline" color="red.9" w="fit-content" onClick={remove}>
              {t("booths.mine.removeLogo")}
            </Button>
          </>
        ) : (
          <Text size="sm">{t("booths.mine.noLogo")}</Text>
        )}
        <UploadField
          purpose="booth-logo"
          target={booth.id}
          label={t("booths.field.logo")}
          onUploaded={() => void revalidator.revalidate()}
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

function Colleagues({ colleagues }: { colleagues: Route.ComponentProps["loaderData"]["colleagues"] }) {
  const t = useT();
  const booth = useBooth();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const actsFor = booth.myRole !== null;

  async function add() {
    setError(null);
    setBusy(true);
    try {
      await api.addColleague(booth.id, email);
      setEmail("");
      await revalidator.revalidate();
    } catch (refused) {
      const { fields, form } = apiFieldErrors(refused, t("error.description"));
      setError(fields.email ?? form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="xs">
        {t("booths.colleagues.title")}
      </Title>
      <Text size="sm" mb="sm">
        {t("booths.colleagues.lead")}
      </Text>
      {colleagues.length === 0 ? (
        <Text size="sm">{t("booths.colleagues.empty")}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} style={{ listStyle: "none" }} data-testid="colleagues">
          {colleagues.map((colleague) => (
            <Group component="li" key={colleague.id} gap="xs">
              <Text>{colleague.email}</Text>
              <Badge variant="outline" color="gray.8">
                {t(`booths.colleagues.status.${colleague.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {actsFor && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Group align="flex-end" mt="md">
            <TextInput
              type="email"
              label={t("booths.colleagues.email")}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
              required
            />
            <Button type="submit" loading={busy}>
              {t("booths.colleagues.add")}
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
