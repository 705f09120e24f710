import type { Locale } from "@alentour/domain/locale";
import { useT } from "@alentour/ui/i18n";
import { translator } from "@alentour/ui/translator";
import { Container } from "@mantine/core";
import { Conversations } from "../console/conversations.tsx";
import { orNotFound, serverTradeShowApi } from "../env.server.ts";
import type { Route } from "./+types/messages";

// The attendee's messages (docs/messages.md): their conversations with booths. `?c=` opens one; `?show=&booth=`
// starts one with a validated booth (a booth's public page links here).
export async function loader({ request }: Route.LoaderArgs) {
  const api = serverTradeShowApi(request);
  const url = new URL(request.url);
  const conversations = (await api.conversations()).filter((c) => c.mySide === "attendee");
  const boothId = url.searchParams.get("booth");
  const slug = url.searchParams.get("show");
  const existing = boothId ? conversations.find((c) => c.boothId === boothId) : undefined;
  const selected = conversations.find((c) => c.id === (url.searchParams.get("c") ?? existing?.id)) ?? null;
  const history = selected ? await api.conversation(selected.id) : [];
  const draft =
    !selected && boothId && slug
      ? await orNotFound(api.exhibitor(slug, boothId)).then((b) => ({ boothId: b.id, name: b.companyName }))
      : null;
  return { conversations, selected, history, draft };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("messages.title")} · Alentour` }];
};

export default function AttendeeMessages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="lg" py="lg">
      <Conversations title={t("messages.title")} lead={t("messages.lead")} {...loaderData} basePath="/tradeshow/messages" />
    </Container>
  );
}
