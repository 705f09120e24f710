import { type APIRequestContext, expect, type Locator } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";

// The calendar and news feeds (docs/feeds.md) read as a calendar application and a feed reader read them.

/** The feed links' names on the city, category and search pages ("Follow in a calendar or a feed reader"). */
export const feedLabels = {
  fr: { calendar: "Agenda (iCal)", rss: "Flux RSS" },
  en: { calendar: "Calendar (iCal)", rss: "RSS feed" },
} as const;

/** The addresses of a page's calendar and RSS feeds, from its feed links (`getByTestId("feed-links")`). */
export async function feedHrefs(links: Locator, locale: "fr" | "en") {
  const labels = feedLabels[locale];
  return {
    calendar: (await links.getByRole("link", { name: labels.calendar }).getAttribute("href")) ?? "",
    rss: (await links.getByRole("link", { name: labels.rss }).getAttribute("href")) ?? "",
  };
}

/** A feed's calendar as a calendar application reads it: the summary, the page's address and the zone of each entry. */
export async function calendarAt(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      url: String(component.getFirstPropertyValue("url") ?? ""),
      zone: event.startDate.zone?.tzid,
    };
  });
}

/** A feed's RSS document as a reader reads it, checked well-formed first. */
export async function newsAt(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const channel = new XMLParser().parse(text).rss.channel;
  const items = (channel.item === undefined ? [] : [channel.item].flat()) as Array<{ title: string; link: string }>;
  return { title: String(channel.title), items };
}
