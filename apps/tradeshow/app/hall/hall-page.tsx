import type { HallPosition, HallPresence } from "@alentour/domain/hall";
import { useT } from "@alentour/ui/i18n";
import { Alert, Anchor, CloseButton, Container, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { BoothActions } from "./booth-actions.tsx";
import { HallCanvas } from "./hall-canvas.tsx";
import { HallList, hallName } from "./hall-list.tsx";
import { useHall } from "./use-hall.ts";

/** Phones and tablets: a narrow screen or a coarse pointer. They get the list mode (the spec's sentence first). */
export const HANDHELD_QUERY = "(max-width: 62em), (pointer: coarse)";

export const hallPath = (slug: string) => `/tradeshow/hall/${encodeURIComponent(slug)}`;
export const hallListPath = (slug: string) => `${hallPath(slug)}/list`;

/**
 * The virtual hall's page (docs/hall.md): on a computer the 2D hall (`mode` "auto"), else, and for anyone who
 * asks for it (`mode` "list"), the list mode.
 */
export function HallPage({ slug, mode }: { slug: string; mode: "auto" | "list" }) {
  const t = useT();
  const handheld = useMediaQuery(HANDHELD_QUERY, undefined, { getInitialValueInEffect: true });
  const [announcement, setAnnouncement] = useState("");
  const listeners = useRef(new Set<(batch: HallPosition[]) => void>());
  const booths = useRef<Map<string, string>>(new Map());
  const hall = useHall(slug, {
    onArrival: (presence: HallPresence) => {
      const booth = presence.boothId ? booths.current.get(presence.boothId) : undefined;
      if (booth) setAnnouncement(t("hall.arrived", { name: presence.name, booth }));
    },
    onPositions: (batch) => {
      for (const listener of listeners.current) listener(batch);
    },
  });
  const positions = useCallback((listener: (batch: HallPosition[]) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const { view, enter } = hall;
  booths.current = new Map(view?.booths.map((b) => [b.id, b.companyName]) ?? []);
  const list = mode === "list" || handheld === true;
  const [hallId, setHallId] = useState<string | null>(null);
  const [openBooth, setOpenBooth] = useState<string | null>(null);

  // The 2D hall enters the first hall of the plan, then the one chosen.
  useEffect(() => {
    if (list || handheld === undefined || !view) return;
    const chosen = hallId ?? view.halls[0]?.id ?? null;
    if (chosen && chosen !== hallId) setHallId(chosen);
  }, [list, handheld, view, hallId]);
  useEffect(() => {
    if (hallId) enter(hallId);
  }, [hallId, enter]);

  const selfPresence = hall.self ? hall.present.get(hall.self) : undefined;
  const booth = view?.booths.find((b) => b.id === openBooth) ?? null;

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {view ? t("hall.title", { show: view.show.name }) : t("hall.entering")}
        </Title>
        {handheld && (
          <Alert color="gray" data-testid="hall-desktop-only">
            {t("tradeshow.desktopOnly")}
          </Alert>
        )}
        {hall.error && (
          <Alert color="red" role="alert" data-testid="hall-error">
            {hall.error}
          </Alert>
        )}
        {!view || handheld === undefined ? (
          !hall.error && <Loader aria-label={t("hall.entering")} />
        ) : list ? (
          <>
            <Text>{t("hall.listLead")}</Text>
            {!handheld && <Anchor href={hallPath(slug)}>{t("hall.canvasLink")}</Anchor>}
            <HallList view={view} present={hall.present} self={hall.self} visit={hall.visit} announcement={announcement} />
          </>
        ) : (
          <>
            <Text>{t("hall.canvasHelp")}</Text>
            <Group justify="space-between" align="end">
              <NativeSelect
                label={t("hall.chooseHall")}
                value={hallId ?? ""}
                onChange={(event) => {
                  setOpenBooth(null);
                  setHallId(event.currentTarget.value);
                }}
                data={view.halls.map((h, index) => ({ value: h.id, label: hallName(h, index, t) }))}
              />
              <Anchor href={hallListPath(slug)} data-testid="hall-list-link">
                {t("hall.listModeLink")}
              </Anchor>
            </Group>
            <div role="status" aria-live="polite" data-testid="hall-announcer">
              {announcement}
            </div>
            {hallId && (
              <HallCanvas
                key={hallId}
                hallId={hallId}
                hallLabel={hallName(view.halls.find((h) => h.id === hallId) ?? { name: null }, 0, t)}
                booths={view.booths}
                selfName={selfPresence?.name ?? ""}
                present={hall.present}
                self={hall.self}
                positions={positions}
                onMove={hall.move}
                onBooth={setOpenBooth}
              />
            )}
            {booth && (
              <Paper withBorder p="md" component="section" aria-labelledby="booth-panel-title" data-testid="booth-panel">
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h3" id="booth-panel-title">
                    {t("hall.booth.panel", { booth: booth.companyName })}
                  </Title>
                  <CloseButton aria-label={t("hall.booth.close")} onClick={() => setOpenBooth(null)} />
                </Group>
                <BoothActions booth={booth} slug={slug} />
              </Paper>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
