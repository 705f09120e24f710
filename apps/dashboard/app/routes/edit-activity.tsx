import { ApiError } from "@alentour/backend-client/api-client";
import type { Activity } from "@alentour/domain/directory";
import type { Locale } from "@alentour/domain/locale";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Anchor, Container, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { data } from "react-router";
import { publicOrigin, serverApi, sessionOf } from "../env.server.ts";
import {
  AccessibilitySection,
  BannerSection,
  ContactSection,
  DescriptionSection,
  EssentialSection,
  PlaceSection,
  SocialSection,
} from "../owner/edit-sections.tsx";
import { EmbedSection } from "../owner/embed-section.tsx";
import type { Route } from "./+types/edit-activity";

// The modify wizard is for the activity's owner and the support team; the api checks every save again.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session } = await sessionOf(request);
  let activity: Activity;
  try {
    activity = await serverApi(request).request<Activity>("GET", `/api/activities/${encodeURIComponent(params.slug)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
  const staff = session?.role === "support" || session?.role === "admin";
  if (!session || (activity.ownerId !== session.uid && !staff)) throw data(null, { status: 403 });
  return { activity, publicOrigin: publicOrigin() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("owner.edit.title", { name: loaderData?.activity.name ?? "" })} · Alentour` }];
};

export default function EditActivity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [activity, setActivity] = useState(loaderData.activity);
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between">
          <Anchor href="/dashboard/activities">← {t("owner.edit.back")}</Anchor>
          <Anchor href={localizePath(`/activity/${activity.slug}`, locale)}>{t("owner.edit.see")}</Anchor>
        </Group>
        <Title order={1}>{t("owner.edit.title", { name: activity.name })}</Title>
        <EssentialSection activity={activity} onSaved={setActivity} />
        <DescriptionSection activity={activity} onSaved={setActivity} />
        <PlaceSection activity={activity} onSaved={setActivity} />
        <AccessibilitySection activity={activity} onSaved={setActivity} />
        <BannerSection activity={activity} onSaved={setActivity} />
        <SocialSection activity={activity} onSaved={setActivity} />
        <ContactSection activity={activity} onSaved={setActivity} />
        <EmbedSection activity={activity} publicOrigin={loaderData.publicOrigin} />
      </Stack>
    </Container>
  );
}
