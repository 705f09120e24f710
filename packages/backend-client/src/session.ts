import type { ApiClient } from "./api-client.ts";
import { ApiError } from "./api-client.ts";

export type Session = { uid: string; email: string; role: "user" | "support" | "admin" };

/** The signed-in caller as the api sees it, or null. Used by app servers to guard their pages. */
export async function readSession(api: ApiClient): Promise<Session | null> {
  try {
    const { principal } = await api.request<{ principal: Session }>("GET", "/api/session");
    return principal;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
