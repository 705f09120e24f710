// The api paths of a public trade show; apart from the rest so that the proxy's existence check imports nothing else.

export const publicTradeShowPath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}`;
export const tradeShowCalendarPath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}/calendar.ics`;
export const tradeShowProgrammePath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}/programme`;
export const conferenceCalendarPath = (slug: string, conferenceId: string) =>
  `/api/trade-shows/${encodeURIComponent(slug)}/conferences/${encodeURIComponent(conferenceId)}/calendar.ics`;
export const publicExhibitorsPath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}/exhibitors`;
export const publicBoothPath = (slug: string, boothId: string) =>
  `/api/trade-shows/${encodeURIComponent(slug)}/exhibitors/${encodeURIComponent(boothId)}`;
