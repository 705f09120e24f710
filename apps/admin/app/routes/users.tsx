import { pageFrom, type UserRow } from "@alentour/backend-client/console";
import { type Role, roles } from "@alentour/domain/roles";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { Form, useFetcher } from "react-router";
import { attempt, field, load } from "../actions.server.ts";
import { useActionNotice } from "../components/action-notice.ts";
import { ConfirmButton } from "../components/confirm-button.tsx";
import { Pager } from "../components/pager.tsx";
import { consoleApiFor } from "../env.server.ts";
import type { Route } from "./+types/users";
import { useConsoleUser } from "./console-layout.tsx";

const SIZE = 25;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 120);
  const role = roles.find((value) => value === url.searchParams.get("role")) ?? null;
  const page = pageFrom(url.searchParams);
  return { q, role, page, list: await load(() => consoleApiFor(request).users({ q, role, page, size: SIZE })) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = consoleApiFor(request);
  const id = field(form, "id");
  if (field(form, "intent") === "role") {
    const role = roles.find((value) => value === field(form, "role")) ?? "user";
    return attempt("role", () => api.setRole(id, role));
  }
  const suspended = field(form, "suspended") === "true";
  return attempt(suspended ? "suspend" : "reinstate", () => api.setSuspended(id, suspended));
}

function UserActions({ user }: { user: UserRow }) {
  const t = useT();
  const viewer = useConsoleUser();
  const roleFetcher = useFetcher<typeof action>();
  const suspendFetcher = useFetcher<typeof action>();
  const [role, setRole] = useState<Role>(user.role);
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const roleTexts = useMemo(
    () => ({
      successTitle: t("admin.users.roleChangedTitle"),
      success: t("admin.users.roleChanged", { name: fullName }),
      errorTitle: t("admin.error.title"),
    }),
    [t, fullName],
  );
  const suspendTexts = useMemo(
    () => ({
      successTitle: t("admin.users.doneTitle"),
      success: (intent: string) =>
        t(intent === "reinstate" ? "admin.users.reinstated" : "admin.users.suspended", { name: fullName }),
      errorTitle: t("admin.error.title"),
    }),
    [t, fullName],
  );
  useActionNotice(roleFetcher, roleTexts);
  useActionNotice(suspendFetcher, suspendTexts);
  const self = user.id === viewer.uid;
  const isAdmin = viewer.role === "admin";
  // Support may act on ordinary users only; administrators on anyone but themselves.
  const maySuspend = !self && (isAdmin || user.role === "user");
  return (
    <Group gap="xs" wrap="nowrap">
      {isAdmin && !self && (
        <roleFetcher.Form method="post">
          <Group gap={4} wrap="nowrap" align="flex-end">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={user.id} />
            <NativeSelect
              size="xs"
              name="role"
              aria-label={t("admin.users.roleOf", { name: fullName })}
              value={role}
              onChange={(event) => setRole(event.currentTarget.value as Role)}
              data={roles.map((value) => ({ value, label: t(`admin.role.${value}`) }))}
            />
            <Button
              type="submit"
              size="xs"
              variant="default"
              disabled={role === user.role}
              loading={roleFetcher.state !== "idle"}
            >
              {t("admin.users.changeRole")}
            </Button>
          </Group>
        </roleFetcher.Form>
      )}
      {maySuspend && (
        <ConfirmButton
          size="xs"
          variant={user.suspended ? "light" : "outline"}
          color={user.suspended ? "alentour" : "red.9"}
          loading={suspendFetcher.state !== "idle"}
          title={user.suspended ? t("admin.users.reinstate") : t("admin.users.suspend")}
          question={t(user.suspended ? "admin.users.confirmReinstate" : "admin.users.confirmSuspend", { name: fullName })}
          confirmLabel={user.suspended ? t("admin.users.reinstate") : t("admin.users.suspend")}
          aria-label={`${user.suspended ? t("admin.users.reinstate") : t("admin.users.suspend")} : ${fullName}`}
          onConfirm={() => suspendFetcher.submit({ id: user.id, suspended: String(!user.suspended) }, { method: "post" })}
        >
          {user.suspended ? t("admin.users.reinstate") : t("admin.users.suspend")}
        </ConfirmButton>
      )}
    </Group>
  );
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { q, role, page, list } = loaderData;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <Stack gap="md">
      <Title order={1}>{t("admin.users.title")}</Title>
      <Form method="get" role="search" aria-label={t("admin.users.filters")}>
        <Group align="flex-end" gap="sm">
          <TextInput name="q" label={t("admin.users.search")} defaultValue={q} key={q} w={260} />
          <NativeSelect
            name="role"
            label={t("admin.users.role")}
            defaultValue={role ?? ""}
            key={`r-${role}`}
            data={[
              { value: "", label: t("admin.users.allRoles") },
              ...roles.map((value) => ({ value, label: t(`admin.role.${value}`) })),
            ]}
          />
          <Button type="submit">{t("admin.activities.apply")}</Button>
        </Group>
      </Form>
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("admin.users.name")}</Table.Th>
              <Table.Th scope="col">{t("admin.users.email")}</Table.Th>
              <Table.Th scope="col">{t("admin.users.role")}</Table.Th>
              <Table.Th scope="col">{t("admin.users.joined")}</Table.Th>
              <Table.Th scope="col">{t("admin.activities.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  {user.firstName} {user.lastName} {user.suspended && <Badge color="red.9">{t("admin.users.isSuspended")}</Badge>}
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{t(`admin.role.${user.role}`)}</Table.Td>
                <Table.Td>{date.format(new Date(user.dateCreated))}</Table.Td>
                <Table.Td>
                  <UserActions user={user} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.items.length === 0 && <Text>{t("admin.users.none")}</Text>}
      <Pager total={list.total} size={SIZE} page={page} />
    </Stack>
  );
}
