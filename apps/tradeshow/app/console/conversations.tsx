import type { Conversation, Message } from "@alentour/domain/message";
import { useT } from "@alentour/ui/i18n";
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { apiMessage } from "./form-errors.ts";
import { useTradeShowApi } from "./trade-show-api.ts";

/** Reloads the page's data whenever a message reaches this account live (socket.io, loaded only on these pages). */
function useLiveMessages() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let socket: { disconnect: () => void } | null = null;
    let gone = false;
    void import("socket.io-client").then(({ io }) => {
      if (gone) return;
      const live = io({ path: "/api/realtime", transports: ["websocket"] });
      live.on("message", () => void revalidate.current());
      // Back after a cut (network, an api instance restarting): what came meanwhile is read again.
      live.io.on("reconnect", () => void revalidate.current());
      socket = live;
    });
    return () => {
      gone = true;
      socket?.disconnect();
    };
  }, []);
}

/**
 * The conversations of one side (docs/messages.md): the attendee's, or a booth's for its staff. The list with
 * unread counts, the open conversation, and the form to write (a first message when `draft` names a booth).
 */
export function Conversations(props: {
  title: string;
  lead: string;
  conversations: Conversation[];
  selected: Conversation | null;
  history: Message[];
  /** A first message: to a booth (the attendee), or to a lead of the booth (its staff). */
  draft: { boothId: string; leadId?: string; name: string } | null;
  basePath: string;
}) {
  const { conversations, selected, history, draft, basePath } = props;
  const t = useT();
  const api = useTradeShowApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  useLiveMessages();

  const total = conversations.reduce((sum, c) => sum + c.unread, 0);
  const otherName = (c: Conversation) => (c.mySide === "attendee" ? c.boothName : c.attendeeName);

  // Opening a conversation, or a message arriving in it, reads it.
  const selectedId = selected?.id;
  const unreadHere = selected?.unread ?? 0;
  useEffect(() => {
    if (!selectedId || unreadHere === 0) return;
    void api.markRead(selectedId).then(() => revalidator.revalidate());
  }, [selectedId, unreadHere, api, revalidator]);

  async function send() {
    setError(null);
    setBusy(true);
    try {
      if (selected) {
        await api.reply(selected.id, body);
        setBody("");
        await revalidator.revalidate();
      } else if (draft) {
        const message = draft.leadId
          ? await api.writeToLead(draft.boothId, draft.leadId, body)
          : await api.writeToBooth(draft.boothId, body);
        setBody("");
        // The same page, on the conversation the first message opened (navigate's paths are under the basename).
        await navigate({ search: `?c=${encodeURIComponent(message.conversationId)}` });
      }
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    } finally {
      setBusy(false);
    }
  }

  async function block() {
    if (!selected) return;
    await api.block(selected.id, !selected.blockedByMe);
    await revalidator.revalidate();
  }

  async function report() {
    if (!selected) return;
    setError(null);
    try {
      await api.report(selected.id, reason);
      setReported(true);
      setReporting(false);
    } catch (refused) {
      setError(apiMessage(refused, t("error.description")));
    }
  }

  const heading = selected
    ? t("messages.with", { name: otherName(selected) })
    : draft
      ? t("messages.newTo", { name: draft.name })
      : null;
  const canWrite = (selected && !selected.blockedByOther) || (!selected && draft);

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text c="dimmed">{props.lead}</Text>
        <Text role="status" data-testid="unread-total" fw={600}>
          {t("messages.unreadTotal", { count: total })}
        </Text>
      </Stack>
      <Group align="flex-start" wrap="wrap" gap="lg">
        <nav aria-label={t("messages.list")} style={{ minWidth: 240 }}>
          {conversations.length === 0 ? (
            <Text>{t("messages.empty")}</Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {conversations.map((c) => (
                <li key={c.id}>
                  <Button
                    component="a"
                    href={`${basePath}?c=${encodeURIComponent(c.id)}`}
                    variant={c.id === selected?.id ? "light" : "subtle"}
                    aria-current={c.id === selected?.id ? "page" : undefined}
                    rightSection={
                      c.unread > 0 ? (
                        <Badge color="teal.9" variant="filled" data-testid="conversation-unread">
                          {t("messages.unreadBadge", { count: c.unread })}
                        </Badge>
                      ) : null
                    }
                  >
                    {otherName(c)}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </nav>
        <Stack style={{ flex: 1, minWidth: 280 }}>
          {heading ? (
            <>
              <Title order={2} size="h3">
                {heading}
              </Title>
              <Text size="sm" c="dimmed">
                {t("messages.live")}
              </Text>
              <Stack component="ol" gap="xs" data-testid="thread" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {history.map((message) => {
                  const mine = selected !== null && message.side === selected.mySide;
                  return (
                    <Paper component="li" key={message.id} withBorder p="sm" bg={mine ? "gray.0" : undefined}>
                      <Text size="sm" fw={600}>
                        {mine ? t("messages.fromYou") : selected ? otherName(selected) : ""}
                      </Text>
                      <Text style={{ whiteSpace: "pre-line" }}>{message.body}</Text>
                    </Paper>
                  );
                })}
              </Stack>
              {selected?.blockedByOther && <Alert color="yellow">{t("messages.blockedByOther")}</Alert>}
              {selected?.blockedByMe && <Alert color="gray">{t("messages.blockedByMe")}</Alert>}
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              {canWrite && (
                <Stack gap="xs">
                  <Textarea
                    label={t("messages.body")}
                    value={body}
                    onChange={(e) => setBody(e.currentTarget.value)}
                    autosize
                    minRows={2}
                  />
                  <Group>
                    <Button onClick={send} loading={busy}>
                      {t("messages.send")}
                    </Button>
                  </Group>
                </Stack>
              )}
              {selected && (
                <Group gap="xs">
                  <Button variant="default" size="compact-sm" onClick={block}>
                    {selected.blockedByMe ? t("messages.unblock") : t("messages.block")}
                  </Button>
                  {!reported && (
                    <Button variant="default" size="compact-sm" onClick={() => setReporting(!reporting)}>
                      {t("messages.report")}
                    </Button>
                  )}
                </Group>
              )}
              {reporting && (
                <Stack gap="xs">
                  <Textarea
                    label={t("messages.reportReason")}
                    value={reason}
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                  <Group>
                    <Button color="red.9" onClick={report}>
                      {t("messages.reportSend")}
                    </Button>
                  </Group>
                </Stack>
              )}
              {reported && <Alert role="status">{t("messages.reported")}</Alert>}
            </>
          ) : (
            <Text>{t("messages.pick")}</Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
