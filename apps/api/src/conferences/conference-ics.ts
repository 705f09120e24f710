// One conference as an iCalendar file (RFC 5545), written with ical-generator like the feeds (docs/feeds.md).
// Its start and end are read in the show's time zone and written in UTC, so every calendar shows the right hour.
import ical from "ical-generator";

export type CalendarConference = {
  id: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  speakers: string[];
  /** The show's public page, where the programme plays the conference. */
  url: string;
  showName: string;
  updatedAt: string;
};

export function conferenceIcs(conference: CalendarConference, host: string): string {
  const calendar = ical({
    prodId: { company: "Alentour", product: "Programme", language: "FR" },
    name: conference.showName,
  });
  const speakers = conference.speakers.length > 0 ? conference.speakers.join(", ") : "";
  calendar.createEvent({
    id: `conference-${conference.id}@${host}`,
    start: conference.startsAt,
    end: conference.endsAt,
    stamp: new Date(conference.updatedAt),
    summary: conference.name,
    description: [conference.description, speakers, conference.url].filter(Boolean).join("\n\n"),
    location: conference.showName,
    url: conference.url,
  });
  return calendar.toString();
}
