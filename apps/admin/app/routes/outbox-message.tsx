import { useLocale, useT } from "@alentour/ui/i18n";
import { Alert, Anchor, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { load } from "../actions.server.ts";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/outbox-message";

export async function loader({ request, params }: Route.LoaderArgs) {
  return { mail: await load(() => consoleApiFor(request).outboxMessage(params.id)) };
}

// A mail's HTML is shown as the recipient would see it, but in a sandboxed frame: no script runs, it
// cannot reach the console's page or cookies, and its links open outside.
const frameSandbox = "allow-popups allow-popups-to-escape-sandbox";
const framePolicy =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; img-src data: https:; style-src \'unsafe-inline\'"><base target="_blank">';

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { mail } = loaderData;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "medium" });
  const facts: Array<[string, string]> = [
    [t("admin.outbox.from"), mail.from],
    [t("admin.outbox.to"), mail.to],
    [t("admin.outbox.date"), mail.date ? date.format(new Date(mail.date)) : ""],
  ];
  if (mail.attachments.length > 0) facts.push([t("admin.outbox.attachments"), mail.attachments.join(", ")]);
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to="/outbox" size="sm">
          {t("admin.outbox.back")}
        </Anchor>
        <Title order={1}>{mail.subject || t("admin.outbox.noSubject")}</Title>
      </div>
      <Paper withBorder p="md">
        <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px", margin: 0 }}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: "contents" }}>
              <dt style={{ fontWeight: 600 }}>{term}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </Paper>
      {mail.redacted && (
        <Alert color="gray" title={t("admin.outbox.redactedTitle")} data-testid="mail-redacted">
          {t("admin.outbox.redacted")}
        </Alert>
      )}
      <Tabs defaultValue={mail.html ? "html" : "text"}>
        <Tabs.List>
          {mail.html && <Tabs.Tab value="html">{t("admin.outbox.html")}</Tabs.Tab>}
          <Tabs.Tab value="text">{t("admin.outbox.text")}</Tabs.Tab>
        </Tabs.List>
        {mail.html && (
          <Tabs.Panel value="html" pt="md">
            <iframe
              title={t("admin.outbox.frameTitle", { subject: mail.subject })}
              sandbox={frameSandbox}
              srcDoc={`${framePolicy}${mail.html}`}
              style={{ width: "100%", height: 600, border: "1px solid var(--mantine-color-gray-3)", background: "white" }}
              data-testid="mail-html"
            />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="text" pt="md">
          <Paper withBorder p="md">
            <Text component="pre" style={{ whiteSpace: "pre-wrap", margin: 0, fontFamily: "inherit" }} data-testid="mail-text">
              {mail.text}
            </Text>
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
