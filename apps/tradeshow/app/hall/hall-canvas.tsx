import { type BoothArea, boothAreas, type HallBooth, type HallPosition, type HallPresence } from "@alentour/domain/hall";
import { useT } from "@alentour/ui/i18n";
import { Box, Loader } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import type { HallSceneControl } from "./hall-scene.ts";

/**
 * The 2D hall of one hall of the show. Phaser arrives with ./hall-scene.ts, imported here on the first render
 * in the browser only. The hall takes the keyboard focus (its arrow keys move the visitor) and is named for
 * screen readers, who are pointed to the list mode.
 */
export function HallCanvas({
  hallId,
  hallLabel,
  booths,
  selfName,
  present,
  self,
  positions,
  onMove,
  onBooth,
}: {
  hallId: string;
  hallLabel: string;
  booths: HallBooth[];
  selfName: string;
  present: Map<string, HallPresence>;
  self: string | null;
  /** Subscribes to the batches of positions; answers the unsubscription. */
  positions: (listener: (batch: HallPosition[]) => void) => () => void;
  onMove: (x: number, y: number) => void;
  onBooth: (boothId: string | null) => void;
}) {
  const t = useT();
  const parent = useRef<HTMLDivElement>(null);
  const control = useRef<HallSceneControl | null>(null);
  const [ready, setReady] = useState(false);
  const hallBooths = useMemo(() => booths.filter((booth) => booth.hallId === hallId), [booths, hallId]);
  const areas: BoothArea[] = useMemo(() => boothAreas(hallBooths), [hallBooths]);
  const places = useRef(new Map<string, { x: number; y: number }>());
  const latest = useRef({ present, self, onMove, onBooth });
  latest.current = { present, self, onMove, onBooth };

  const others = () =>
    [...latest.current.present.values()]
      .filter((p) => p.hallId === hallId && p.id !== latest.current.self)
      .map((p) => ({ id: p.id, name: p.name, ...(places.current.get(p.id) ?? { x: p.x, y: p.y }) }));

  useEffect(() => {
    let stopped = false;
    void import("./hall-scene.ts").then(({ startHallScene }) => {
      if (stopped || !parent.current) return;
      control.current = startHallScene({
        parent: parent.current,
        booths: hallBooths,
        areas,
        selfName,
        onMove: (x, y) => {
          // Where the visitor stands, for whoever inspects the page.
          parent.current?.setAttribute("data-position", `${Math.round(x)},${Math.round(y)}`);
          latest.current.onMove(x, y);
        },
        onBooth: (boothId) => latest.current.onBooth(boothId),
      });
      setReady(true);
      parent.current.focus();
    });
    return () => {
      stopped = true;
      control.current?.destroy();
      control.current = null;
      places.current.clear();
      setReady(false);
    };
  }, [hallBooths, areas, selfName]);

  useEffect(
    () =>
      positions((batch) => {
        for (const p of batch) places.current.set(p.id, { x: p.x, y: p.y });
        control.current?.setOthers(others());
      }),
    [positions],
  );
  useEffect(() => {
    control.current?.setOthers(others());
  }, [present, ready]);

  return (
    <Box pos="relative">
      {!ready && <Loader aria-label={t("hall.entering")} pos="absolute" top={16} left={16} />}
      <div
        ref={parent}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the hall takes the focus to be walked with the arrow keys.
        tabIndex={0}
        role="application"
        aria-label={t("hall.canvasLabel", { hall: hallLabel })}
        data-testid="hall-canvas"
        // The whole hall fits the window's height above the fixed bottom bar (64 px), and taking the focus scrolls
        // it into view there: the visitor comes in at the aisle, at the bottom.
        style={{
          width: "100%",
          maxWidth: "min(960px, calc((100dvh - 80px) * 1.6))",
          aspectRatio: "960 / 600",
          outlineOffset: 2,
          scrollMarginBottom: 72,
        }}
      />
    </Box>
  );
}
