/** Sent on a React island's element once React has hydrated it (src/islands/search.tsx; ADR 116). */
export const ISLAND_HYDRATED_EVENT = "alentour:island-hydrated";
