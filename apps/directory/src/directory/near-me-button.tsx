"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { createDirectoryApi } from "@alentour/backend-client/directory";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { Alert, Button, Stack } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";

/** The visitor's nearest listed city, when they let the browser tell where they are. */
export function NearMeButton() {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [state, setState] = useState<"idle" | "locating" | "denied" | "unavailable">("idle");

  function locate() {
    if (!("geolocation" in navigator)) return setState("unavailable");
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const api = createDirectoryApi(createApiClient({ baseUrl: "", locale }));
        const city = await api.nearestCity(coords.latitude, coords.longitude).catch(() => null);
        if (city) router.push(localizePath(`/place/${city.slug}`, locale));
        else setState("unavailable");
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={locate} loading={state === "locating"} variant="outline">
        {state === "locating" ? t("directory.home.locating") : t("directory.home.nearMe")}
      </Button>
      {(state === "denied" || state === "unavailable") && (
        <Alert color="orange" role="status" py={6}>
          {t(state === "denied" ? "directory.home.geolocationDenied" : "directory.home.geolocationUnavailable")}
        </Alert>
      )}
    </Stack>
  );
}
