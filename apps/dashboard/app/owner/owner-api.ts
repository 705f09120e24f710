import { createApiClient } from "@alentour/backend-client/api-client";
import { createOwnerApi } from "@alentour/backend-client/owner";
import type { Locale } from "@alentour/domain/locale";
import { useLocale } from "@alentour/ui/i18n";
import { useMemo } from "react";

/** The owner calls from the browser, same origin (the front door forwards /api), in the page's language. */
export function useOwnerApi() {
  const locale = useLocale();
  return useMemo(() => ownerApi(locale), [locale]);
}

export function ownerApi(locale: Locale) {
  return createOwnerApi(createApiClient({ baseUrl: "", locale }));
}
