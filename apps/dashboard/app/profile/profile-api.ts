import { createApiClient } from "@alentour/backend-client/api-client";
import { createAuthApi } from "@alentour/backend-client/auth";
import { createProfileApi } from "@alentour/backend-client/profile";
import { useLocale } from "@alentour/ui/i18n";
import { useMemo } from "react";

/** The profile page's calls from the browser, same origin, in the page's language. */
export function useProfileApis() {
  const locale = useLocale();
  return useMemo(() => {
    const api = createApiClient({ baseUrl: "", locale });
    return { profile: createProfileApi(api), auth: createAuthApi(api) };
  }, [locale]);
}
