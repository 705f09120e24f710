import { useT } from "@alentour/ui/i18n";
import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Pager } from "./pager.tsx";
import { StatusTabs } from "./status-tabs.tsx";

/**
 * The frame of a support queue (reports, claims, contact messages): its title and status tabs, a lead, the
 * items or the text for none, and the pager. The items are the page's own.
 */
export function QueuePage(props: {
  title: string;
  lead?: string;
  status: string;
  statuses: Array<{ value: string; label: string }>;
  empty: string;
  total: number;
  page: number;
  pageSize: number;
  children: ReactNode[];
}) {
  const t = useT();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{props.title}</Title>
        <StatusTabs label={t("admin.list.status")} value={props.status} data={props.statuses} />
      </Group>
      {props.lead && <Text c="dimmed">{props.lead}</Text>}
      {props.children.length === 0 ? <Text>{props.empty}</Text> : props.children}
      <Pager total={props.total} size={props.pageSize} page={props.page} />
    </Stack>
  );
}
