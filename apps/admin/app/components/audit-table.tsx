import type { AuditEntry } from "@alentour/backend-client/console";
import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Code, Table } from "@mantine/core";

const known = [
  "activity.republished",
  "activity.unpublished",
  "activity.created",
  "activity.updated",
  "activity.banner-changed",
  "activity.deleted",
  "suggestion.applied",
  "suggestion.dismissed",
  "user.role-changed",
  "user.suspended",
  "user.reinstated",
  "user.erased",
  "user.created",
  "user.updated",
  "user.picture-changed",
  "user.deleted",
  "contact-message.open",
  "contact-message.handled",
  "data-rights.received",
  "data-rights.confirmed",
  "data-rights.in-progress",
  "data-rights.done",
  "data-rights.refused",
  "data-rights.extended",
  "data-rights.export-downloaded",
  "faq.created",
  "faq.updated",
  "faq.deleted",
  "blog.created",
  "blog.updated",
  "blog.deleted",
  "trade-show.updated",
  "trade-show.deleted",
  "trade-show.unlisted",
  "trade-show.transferred",
  "trade-show.hall-updated",
  "trade-show.hall-deleted",
  "trade-show.member-role-changed",
  "trade-show.member-removed",
  "trade-show.invitation-sent",
  "trade-show.logo-changed",
  "trade-show.banner-changed",
] as const;

/** An action's name in the reader's language; one this console does not know yet shows as its code. */
export function useAuditAction() {
  const t = useT();
  return (action: string) =>
    (known as readonly string[]).includes(action) ? t(`admin.audit.action.${action}` as MessageId) : action;
}

/** Entries of the audit log: when, who, what, on what, and the details recorded with it. */
export function AuditTable({ entries, withTarget = true }: { entries: AuditEntry[]; withTarget?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const actionLabel = useAuditAction();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("admin.audit.at")}</Table.Th>
            <Table.Th scope="col">{t("admin.audit.actor")}</Table.Th>
            <Table.Th scope="col">{t("admin.audit.action")}</Table.Th>
            {withTarget && <Table.Th scope="col">{t("admin.audit.target")}</Table.Th>}
            <Table.Th scope="col">{t("admin.audit.details")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{date.format(new Date(entry.at))}</Table.Td>
              <Table.Td>{entry.actorEmail ?? t("admin.audit.visitor")}</Table.Td>
              <Table.Td>{actionLabel(entry.action)}</Table.Td>
              {withTarget && (
                <Table.Td>
                  {entry.targetType} <Code>{entry.targetId.slice(0, 8)}</Code>
                </Table.Td>
              )}
              <Table.Td>
                {Object.entries(entry.details).map(([key, value]) => (
                  <div key={key}>
                    {key}: {typeof value === "string" ? value : JSON.stringify(value)}
                  </div>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
