import type { HallPresence, HallView } from "@alentour/domain/hall";
import { useT } from "@alentour/ui/i18n";
import { Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { BoothActions } from "./booth-actions.tsx";

export const hallName = (hall: { name: string | null }, index: number, t: ReturnType<typeof useT>) =>
  hall.name ?? t("hall.unnamed", { number: index + 1 });

/**
 * The list mode of the virtual hall (docs/hall.md): halls, their booths and who is at each booth now, with
 * the booth's actions. Plain headings, lists, links and buttons, for the keyboard and screen readers; what
 * phones get. Arrivals at a booth are announced by the page's live region (`announcement`).
 */
export function HallList({
  view,
  present,
  self,
  visit,
  announcement,
}: {
  view: Omit<HallView, "present">;
  present: Map<string, HallPresence>;
  self: string | null;
  visit: (boothId: string) => Promise<string | null>;
  announcement: string;
}) {
  const t = useT();
  const [refusal, setRefusal] = useState<string | null>(null);
  const people = [...present.values()];
  return (
    <Stack gap="lg" data-testid="hall-list">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="hall-announcer">
        {announcement}
      </div>
      {refusal && (
        <Text c="red.9" role="alert">
          {refusal}
        </Text>
      )}
      {view.halls.map((hall, index) => {
        const booths = view.booths.filter((booth) => booth.hallId === hall.id);
        const name = hallName(hall, index, t);
        return (
          <section key={hall.id} aria-labelledby={`hall-${hall.id}`}>
            <Title order={2} size="h3" id={`hall-${hall.id}`}>
              {name}
            </Title>
            <Text size="sm" mb="sm">
              {t("hall.inHall", { count: people.filter((p) => p.hallId === hall.id).length })}
            </Text>
            {booths.length === 0 ? (
              <Text>{t("hall.noBooths")}</Text>
            ) : (
              <Stack component="ul" p={0} m={0} gap="md" style={{ listStyle: "none" }}>
                {booths.map((booth) => {
                  const here = people.filter((p) => p.boothId === booth.id);
                  const mine = here.some((p) => p.id === self);
                  return (
                    <Card component="li" withBorder key={booth.id} data-testid="hall-booth" data-booth={booth.id}>
                      <Stack gap="sm">
                        <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
                          <span aria-hidden="true" style={{ color: booth.colour }}>
                            ■{" "}
                          </span>
                          {booth.companyName}
                        </Title>
                        <Title order={4} size="h6">
                          {t("hall.hereNow")}
                        </Title>
                        {here.length === 0 ? (
                          <Text size="sm">{t("hall.nobody")}</Text>
                        ) : (
                          <List size="sm" data-testid="hall-booth-people">
                            {here.map((p) => (
                              <List.Item key={p.id}>{p.id === self ? t("hall.you", { name: p.name }) : p.name}</List.Item>
                            ))}
                          </List>
                        )}
                        <div>
                          <Button
                            variant={mine ? "outline" : "filled"}
                            disabled={mine}
                            onClick={async () => setRefusal(await visit(booth.id))}
                          >
                            {mine ? t("hall.youAreHere") : t("hall.goTo")}
                          </Button>
                        </div>
                        <BoothActions booth={booth} slug={view.show.slug} />
                      </Stack>
                    </Card>
                  );
                })}
              </Stack>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
