import { pageFrom } from "@alentour/backend-client/console";
import { useT } from "@alentour/ui/i18n";
import { Stack, Text, Title } from "@mantine/core";
import { load } from "../actions.server.ts";
import { AuditTable } from "../components/audit-table.tsx";
import { Pager } from "../components/pager.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/audit-log";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url).searchParams);
  return { page, list: await load(() => consoleApiFor(request).auditLog(page)) };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, list } = loaderData;
  return (
    <Stack gap="md">
      <Title order={1}>{t("admin.audit.title")}</Title>
      <Text c="dimmed">{t("admin.audit.lead")}</Text>
      <AuditTable entries={list.items} />
      {list.items.length === 0 && <Text>{t("admin.audit.none")}</Text>}
      <Pager total={list.total} size={25} page={page} />
    </Stack>
  );
}
