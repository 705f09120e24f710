import { ApiError } from "@alentour/backend-client/api-client";
import type { Locale } from "@alentour/domain/locale";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useLocation } from "react-router";
import { apiMessage } from "../console/form-errors.ts";
import { useTradeShowApi } from "../console/trade-show-api.ts";
import { anonymousTradeShowApi, sessionOf } from "../env.server.ts";
import type { Route } from "./+types/accept-invitation";

export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await sessionOf(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { invitation: null, signedIn: Boolean(session), token };
  try {
    const invitation = await anonymousTradeShowApi(request).invitation(token);
    return { invitation, signedIn: Boolean(session), token };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { invitation: null, signedIn: Boolean(session), token };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("ts.invitation.title")} · Alentour` }];
};

/** Where an invited colleague lands from the mailed link: who invites them to what, and one button. */
export default function AcceptInvitation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { invitation, signedIn, token } = loaderData;
  // The location is read under the app's basename: the way back names the whole path.
  const back = encodeURIComponent(`/tradeshow/invitation${search}`);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const { tradeShowSlug } = await api.acceptInvitation(token);
      window.location.assign(`/tradeshow/shows/${encodeURIComponent(tradeShowSlug)}`);
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
      setBusy(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg">
        <Stack>
          <Title order={1} size="h2">
            {t("ts.invitation.title")}
          </Title>
          {!invitation ? (
            <Alert color="red" role="alert">
              {t("ts.invitation.invalid")}
            </Alert>
          ) : (
            <>
              <Text>{t("ts.invitation.body", { name: invitation.tradeShowName, role: t(`ts.role.${invitation.role}`) })}</Text>
              {signedIn ? (
                <Button onClick={accept} loading={busy} w="fit-content">
                  {t("ts.invitation.accept")}
                </Button>
              ) : (
                <Stack gap="xs">
                  <Text size="sm">{t("ts.invitation.signIn")}</Text>
                  <Anchor href={`${localizePath("/login", locale)}?redirectTo=${back}`}>{t("ts.wizard.signIn")}</Anchor>
                  <Anchor href={`${localizePath("/signup", locale)}?redirectTo=${back}`}>{t("ts.wizard.signUp")}</Anchor>
                </Stack>
              )}
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
