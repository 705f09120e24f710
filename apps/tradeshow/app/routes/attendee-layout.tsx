import type { MessageId } from "@alentour/ui/catalogues";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Button, Container, Group, Stack, Title } from "@mantine/core";
import { Outlet, useLocation } from "react-router";

// The attendee console (docs/trade-shows.md#attendees): my trade shows, business cards, messages (built with
// the realtime messages at /tradeshow/messages), settings and the profile the account already has.
const sections: Array<{ href: string; label: MessageId; match?: string }> = [
  { href: "/tradeshow/attendee", label: "attendees.nav.shows", match: "/attendee" },
  { href: "/tradeshow/attendee/cards", label: "attendees.nav.cards", match: "/attendee/cards" },
  { href: "/tradeshow/messages", label: "attendees.nav.messages" },
  { href: "/tradeshow/attendee/settings", label: "attendees.nav.settings", match: "/attendee/settings" },
];

export default function AttendeeLayout() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const here = pathname.replace(/\/$/, "");
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("attendees.console.title")}
        </Title>
        <nav aria-label={t("attendees.console.title")}>
          <Group gap={4} wrap="wrap">
            {sections.map((section) => {
              const current = section.match !== undefined && here === section.match;
              return (
                <Button
                  key={section.href}
                  component="a"
                  href={section.href}
                  size="compact-md"
                  variant={current ? "light" : "subtle"}
                  aria-current={current ? "page" : undefined}
                >
                  {t(section.label)}
                </Button>
              );
            })}
            <Button component="a" href={localizePath("/profile", locale)} size="compact-md" variant="subtle">
              {t("attendees.nav.profile")}
            </Button>
          </Group>
        </nav>
        <Outlet />
      </Stack>
    </Container>
  );
}
