import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Paths under the app's basename, /tradeshow/ (react-router.config.ts).
export default [
  route("", "routes/console-layout.tsx", [
    index("routes/console-home.tsx"),
    route("shows/:slug", "routes/show-layout.tsx", [
      index("routes/show-page.tsx"),
      route("virtual", "routes/show-virtual.tsx"),
      route("plan", "routes/show-plan.tsx"),
      route("exhibitors", "routes/show-exhibitors.tsx"),
      route("conferences", "routes/show-conferences.tsx"),
      route("attendees", "routes/show-attendees.tsx"),
      route("statistics", "routes/show-statistics.tsx"),
      route("settings", "routes/show-settings.tsx"),
      route("licences", "routes/show-licences.tsx"),
      route("licences/success", "routes/show-licences-success.tsx"),
      route("licences/failure", "routes/show-licences-failure.tsx"),
    ]),
    // The attendee's messages with booths (docs/messages.md).
    route("messages", "routes/messages.tsx"),
    // The virtual hall of a show and its list mode (docs/hall.md).
    route("hall/:slug", "routes/hall.tsx"),
    route("hall/:slug/list", "routes/hall-list.tsx"),
    // The attendee console (docs/trade-shows.md#attendees); messages are /tradeshow/messages.
    route("attendee", "routes/attendee-layout.tsx", [
      index("routes/attendee-shows.tsx"),
      route("cards", "routes/attendee-cards.tsx"),
      route("settings", "routes/attendee-settings.tsx"),
    ]),
    // The address an attendee's QR code holds: an exhibitor's phone opens it to add the card to a booth's leads.
    route("card/:token", "routes/card-scan.tsx"),
    // An exhibitor's own pages, outside the team's show layout.
    route("exhibitor/:slug/conferences", "routes/exhibitor-conferences.tsx"),
    // The booth wizard, and the exhibitor console beside the organiser's (docs/trade-shows.md#exhibitors).
    route("apply/:slug", "routes/apply-booth.tsx"),
    // An attendee's video call to a booth (docs/video-calls.md); outside the booth's console, which is its staff's.
    route("booths/:boothId/call", "routes/booth-call.tsx"),
    route("booths/:boothId", "routes/booth-layout.tsx", [
      index("routes/booth-page.tsx"),
      route("conferences", "routes/booth-conferences.tsx"),
      route("licence", "routes/booth-licence.tsx"),
      route("leads", "routes/booth-leads.tsx"),
      route("messages", "routes/booth-messages.tsx"),
      route("statistics", "routes/booth-statistics.tsx"),
    ]),
  ]),
  // Outside the signed-in layout: the wizard keeps its progress through sign-in, the invitation explains it.
  route("new", "routes/create-trade-show.tsx"),
  route("invitation", "routes/accept-invitation.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
