// The api paths of a public trade show; apart from the rest so that the proxy's existence check imports nothing else.

export const publicTradeShowPath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}`;
export const tradeShowCalendarPath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}/calendar.ics`;
