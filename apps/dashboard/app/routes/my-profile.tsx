import type { Profile } from "@alentour/backend-client/profile";
import type { Activity } from "@alentour/domain/directory";
import type { Locale } from "@alentour/domain/locale";
import { useT } from "@alentour/ui/i18n";
import { translator } from "@alentour/ui/translator";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { redirect } from "react-router";
import { serverApi, sessionOf } from "../env.server.ts";
import {
  DeleteAccountSection,
  DetailsSection,
  EmailSection,
  ExportSection,
  PasswordSection,
  PictureSection,
} from "../profile/profile-sections.tsx";
import type { Route } from "./+types/my-profile";

export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await sessionOf(request);
  if (!session) throw redirect("/login");
  const api = serverApi(request);
  const [profile, activities] = await Promise.all([
    api.request<Profile>("GET", `/api/users/${encodeURIComponent(session.uid)}`),
    api.request<Activity[]>("GET", "/api/me/activities"),
  ]);
  return { profile, activityCount: activities.length };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = (matches[0]?.loaderData as { locale?: Locale } | undefined)?.locale ?? "fr";
  return [{ title: `${translator(locale)("profile.title")} · Alentour` }];
};

export default function MyProfile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [profile, setProfile] = useState(loaderData.profile);
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t("profile.title")}</Title>
        <Text>{t("profile.lead")}</Text>
        <PictureSection profile={profile} onSaved={setProfile} />
        <DetailsSection profile={profile} onSaved={setProfile} />
        <EmailSection email={profile.email} />
        <PasswordSection />
        <ExportSection />
        <DeleteAccountSection activityCount={loaderData.activityCount} />
      </Stack>
    </Container>
  );
}
