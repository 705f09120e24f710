import { useT } from "@alentour/ui/i18n";
import { Conversations } from "../console/conversations.tsx";
import { serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/booth-messages";
import { useBooth } from "./booth-layout.tsx";

// A booth's messages, for its staff (docs/messages.md); the layout has already refused anyone else.
export async function loader({ request, params }: Route.LoaderArgs) {
  const api = serverTradeShowApi(request);
  const conversations = (await api.conversations()).filter((c) => c.mySide === "booth" && c.boothId === params.boothId);
  const url = new URL(request.url);
  const selected = conversations.find((c) => c.id === url.searchParams.get("c")) ?? null;
  const history = selected ? await api.conversation(selected.id) : [];
  // `?lead=` starts writing to an attendee who left the booth their card (from the leads page).
  const leadId = url.searchParams.get("lead");
  const lead = !selected && leadId ? (await api.leads(params.boothId)).find((l) => l.id === leadId && l.card) : undefined;
  const name = lead?.card && [lead.card.firstName, lead.card.lastName].filter(Boolean).join(" ");
  const draft = lead ? { boothId: params.boothId, leadId: lead.id, name: name || lead.card?.company || "" } : null;
  return { conversations, selected, history, draft };
}

export default function BoothMessages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const booth = useBooth();
  return (
    <Conversations
      title={t("messages.title")}
      lead={t("messages.boothLead")}
      {...loaderData}
      draft={loaderData.draft && { ...loaderData.draft, name: loaderData.draft.name || t("attendees.leads.unnamed") }}
      basePath={`/tradeshow/booths/${encodeURIComponent(booth.id)}/messages`}
    />
  );
}
