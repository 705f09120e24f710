import type { GeoPoint } from "@alentour/domain/directory";
import type { translator } from "@alentour/ui/translator";
import { Box, Text } from "@mantine/core";

/**
 * The place of a small map of the activity. The page's script (src/islands) loads MapLibre (about 250 kB) only
 * when it is about to scroll into view, and draws the map here; with no style URL, an offline basemap.
 */
export function ActivityMap({ location, name, t }: { location: GeoPoint; name: string; t: ReturnType<typeof translator> }) {
  return (
    <Box pos="relative">
      <div
        role="img"
        aria-label={`${t("directory.activity.map")} — ${name}`}
        data-testid="activity-map"
        data-state="waiting"
        data-lat={location.lat}
        data-lng={location.lng}
        style={{ height: 240, borderRadius: 8, overflow: "hidden", background: "#e9ecef" }}
      />
      <Text size="sm" pos="absolute" top={8} left={12} data-map-loading>
        {t("directory.activity.mapLoading")}
      </Text>
    </Box>
  );
}
