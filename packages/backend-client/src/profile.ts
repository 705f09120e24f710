import type { UserWritable } from "@alentour/domain/user";
import type { ApiClient } from "./api-client.ts";

/** The users record as the api hands it out. */
export type Profile = UserWritable & { id: string; email: string; dateCreated: string; dateUpdated: string };

export type ProfileFields = Pick<Profile, "firstName" | "lastName" | "city" | "company" | "phone">;

/** The owner area's "My profile" calls: the record, its edit, the export and the account's deletion. */
export function createProfileApi(api: ApiClient) {
  return {
    profile: (uid: string) => api.request<Profile>("GET", `/api/users/${encodeURIComponent(uid)}`),
    updateProfile: (uid: string, fields: ProfileFields) =>
      api.request<Profile>("PATCH", `/api/users/${encodeURIComponent(uid)}`, fields),
    /** The JSON file of everything kept about the caller, as text. */
    exportPath: "/api/me/export",
    /** Deletes the account and everything it owns; the password is asked again. Signs the caller out. */
    deleteAccount: (password: string) => api.request<void>("DELETE", "/api/me", { password }),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
