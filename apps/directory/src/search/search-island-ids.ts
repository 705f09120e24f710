/** The element the search island is rendered into and hydrated over, and the JSON script holding its props. */
export const SEARCH_ISLAND_ID = "search-island";
export const SEARCH_ISLAND_DATA_ID = "search-island-data";
