// The trade-show page's own script (ADR 046): the countdown, redrawn every 20 seconds so that a cached page
// stays right, and the claim-your-activity dialog. The activity page's script runs beside it for the chrome
// and the share buttons.
import { ApiError, createApiClient } from "@alentour/backend-client/api-client";
import { conferencePhase } from "../trade-shows/conference-phase.ts";
import { countdownAt } from "../trade-shows/countdown.ts";
import { sessionSettled } from "./session.ts";

// The api, in the page's language: one client for every part of the page.
const client = createApiClient({ baseUrl: "", locale: document.documentElement.lang === "en" ? "en" : "fr" });

const box = document.querySelector<HTMLElement>('[data-testid="countdown"]');
if (box?.dataset.startsAt && box.dataset.endsAt) {
  const target = { startsAt: box.dataset.startsAt, endsAt: box.dataset.endsAt };
  const texts = JSON.parse(box.querySelector("template[data-countdown-texts]")?.innerHTML ?? "{}") as Record<
    "days" | "hours" | "minutes",
    string
  >;
  const value = box.querySelector<HTMLElement>("[data-countdown-value]");
  const update = () => {
    const countdown = countdownAt(target, new Date());
    for (const label of box.querySelectorAll<HTMLElement>("[data-countdown-label]")) {
      label.hidden = label.dataset.countdownLabel !== countdown.phase;
    }
    if (countdown.phase === "finished") {
      value?.remove();
      box.querySelector("[data-join]")?.remove();
      return;
    }
    const text = (["days", "hours", "minutes"] as const)
      .map((unit) => (texts[unit] ?? "").replace("{count}", String(countdown[unit])))
      .join(" ");
    if (value && value.textContent !== text) value.textContent = text;
  };
  update();
  setInterval(update, 20_000);
}

// The programme: each conference's countdown, then its live player, then its replay, swapped in from the
// <template> the page holds for each phase still to come (no player loads before its time).
const conferences = [...document.querySelectorAll<HTMLElement>("[data-conference]")];
if (conferences.length > 0) {
  const texts = JSON.parse(document.querySelector("template[data-conference-texts]")?.innerHTML ?? "{}") as Record<
    "days" | "hours" | "minutes",
    string
  >;
  const tick = () => {
    const now = new Date();
    for (const conference of conferences) {
      const { startsAt, endsAt } = conference.dataset;
      const stage = conference.querySelector<HTMLElement>("[data-conference-stage]");
      if (!startsAt || !endsAt || !stage) continue;
      const phase = conferencePhase({ startsAt, endsAt }, now);
      if (stage.dataset.phase !== phase) {
        const next = conference.querySelector<HTMLTemplateElement>(`template[data-conference-phase="${phase}"]`);
        if (next) {
          stage.replaceChildren(next.content.cloneNode(true));
          stage.dataset.phase = phase;
        }
      }
      const value = stage.querySelector<HTMLElement>("[data-conference-countdown]");
      const countdown = countdownAt({ startsAt, endsAt }, now);
      if (value && countdown.phase !== "finished") {
        const text = (["days", "hours", "minutes"] as const)
          .map((unit) => (texts[unit] ?? "").replace("{count}", String(countdown[unit])))
          .join(" ");
        if (value.textContent !== text) value.textContent = text;
      }
    }
  };
  tick();
  setInterval(tick, 20_000);
  countViews(conferences);
}

/**
 * A conference's view (docs/trade-shows.md#statistics): its live player or replay on screen for the first time on
 * this page. The api counts it for an attendee of the show, once a day; for anyone else it counts nothing.
 */
function countViews(list: HTMLElement[]) {
  const slug = document.querySelector<HTMLElement>("[data-testid=programme]")?.dataset.showSlug;
  if (!slug || typeof IntersectionObserver !== "function") return;
  const counted = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const conference = entry.target.closest<HTMLElement>("[data-conference]");
        const id = conference?.dataset.conference;
        const phase = entry.target instanceof HTMLElement ? entry.target.dataset.phase : undefined;
        if (!entry.isIntersecting || !id || counted.has(id) || (phase !== "live" && phase !== "replay")) continue;
        counted.add(id);
        client
          .request("POST", `/api/trade-shows/${encodeURIComponent(slug)}/statistics/conference-views`, { conferenceId: id })
          .catch(() => undefined);
      }
    },
    { threshold: 0.5 },
  );
  for (const conference of list) {
    const stage = conference.querySelector("[data-conference-stage]");
    if (stage) observer.observe(stage);
  }
}

const dialog = document.querySelector<HTMLDialogElement>("dialog[data-claim-dialog]");
const open = document.querySelector<HTMLElement>("[data-claim-open]");
if (dialog && open && typeof dialog.showModal === "function") {
  open.hidden = false;
  document.querySelector("[data-claim-fallback]")?.setAttribute("hidden", "");
  open.addEventListener("click", () => dialog.showModal());
  dialog.querySelector("[data-claim-close]")?.addEventListener("click", () => dialog.close());
}

type Attendance = { joined: boolean; onlineAccessOpen: boolean; savedBoothIds?: string[]; savedConferenceIds?: string[] };
let firstAttendance: Promise<Attendance | null> | undefined;

/**
 * Whether the caller attends the show, and what they saved; null when they cannot say. Asked once the page's chrome
 * has settled who is there (`sessionSettled`): a signed-out visitor is not asked, and a signed-in one is asked
 * with a renewed token (either way the api would answer 401, an error in the browser's console). The page's parts
 * share the first answer; `fresh` asks again, after the caller joined or left.
 */
function attendanceOf(slug: string, fresh = false): Promise<Attendance | null> {
  if (!fresh && firstAttendance) return firstAttendance;
  const asking = sessionSettled().then((signedIn) =>
    signedIn
      ? client.request<Attendance>("GET", `/api/trade-shows/${encodeURIComponent(slug)}/attendance`).catch(() => null)
      : null,
  );
  if (!fresh) firstAttendance = asking;
  return asking;
}

// Joining the show (docs/trade-shows.md#attendees): the page is the same cached HTML for everyone, so whether the
// caller attends is asked here. Signed out, the sign-in link stays; signed in, a button joins or leaves.
const joinBox = document.querySelector<HTMLElement>("[data-join-box]");
if (joinBox?.dataset.joinBox && joinBox.querySelector("[data-join-now]")) void settleAttendance(joinBox, joinBox.dataset.joinBox);

async function settleAttendance(box: HTMLElement, slug: string) {
  const path = `/api/trade-shows/${encodeURIComponent(slug)}/attendance`;
  const link = box.querySelector<HTMLElement>("[data-join]");
  const join = box.querySelector<HTMLButtonElement>("[data-join-now]");
  const joined = box.querySelector<HTMLElement>("[data-joined]");
  const leave = box.querySelector<HTMLButtonElement>("[data-join-leave]");
  const hall = box.querySelector<HTMLElement>("[data-hall-entry]");
  let online = false;
  const render = (attending: boolean) => {
    if (link) link.hidden = true;
    if (join) join.hidden = attending;
    if (joined) joined.hidden = !attending;
    if (leave) leave.hidden = !attending;
    if (hall) hall.hidden = !(attending && online);
  };
  const attendance = await attendanceOf(slug);
  if (!attendance) return;
  online = attendance.onlineAccessOpen;
  render(attendance.joined);
  const act = async (method: "POST" | "DELETE", focus: HTMLElement | null) => {
    try {
      await client.request(method, path);
      render(method === "POST");
      focus?.focus();
      void settleSaves(true);
    } catch {
      // Already in that state elsewhere (another tab): ask again rather than guess.
      const again = await attendanceOf(slug, true);
      if (again) render(again.joined);
    }
  };
  join?.addEventListener("click", () => void act("POST", leave));
  leave?.addEventListener("click", () => void act("DELETE", join));
}

// A booth's page: an attendee of its show leaves a card there (docs/trade-shows.md#attendees); the section stays
// hidden for everyone else.
const cardBox = document.querySelector<HTMLElement>("[data-card-box]");
if (cardBox?.dataset.cardBox && cardBox.dataset.showSlug)
  void offerCard(cardBox, cardBox.dataset.cardBox, cardBox.dataset.showSlug);

async function offerCard(box: HTMLElement, boothId: string, slug: string) {
  if (!(await attendanceOf(slug))?.joined) return;
  // An attendee opened the booth's page: a visit (counted once a day, docs/trade-shows.md#statistics).
  client.request("POST", `/api/booths/${encodeURIComponent(boothId)}/visits`).catch(() => undefined);
  box.hidden = false;
  const callBox = document.querySelector<HTMLElement>("[data-call-box]");
  if (callBox) callBox.hidden = false;
  const kind = box.querySelector<HTMLSelectElement>("#card-kind");
  const left = box.querySelector<HTMLElement>("[data-card-left]");
  const error = box.querySelector<HTMLElement>("[data-card-error]");
  box.querySelector("[data-card-leave]")?.addEventListener("click", async () => {
    if (error) error.hidden = true;
    try {
      await client.request("POST", `/api/booths/${encodeURIComponent(boothId)}/cards`, { kind: kind?.value ?? "professional" });
      if (left) {
        left.hidden = false;
        left.focus();
      }
    } catch (refused) {
      if (error) {
        error.textContent = refused instanceof ApiError ? refused.message : "";
        error.hidden = false;
      }
    }
  });
}

// Saving a booth or a conference of the programme (docs/trade-shows.md#attendees, ADR 104): the toggles stay
// hidden unless the api says the caller attends the show; aria-pressed and the note say whether each is saved.
const saveBoxes = [...document.querySelectorAll<HTMLElement>("[data-save-box]")];
// Which question about the saves is the last one asked (settleSaves).
let savesAsked = 0;
void settleSaves();

async function settleSaves(fresh = false) {
  const slug = saveBoxes[0]?.dataset.showSlug;
  if (!slug) return;
  // Joined then left at once: only the last question's answer is shown, whichever arrives last.
  const asked = ++savesAsked;
  const attendance = await attendanceOf(slug, fresh);
  if (!attendance || asked !== savesAsked) return;
  const saved = new Set([...(attendance.savedBoothIds ?? []), ...(attendance.savedConferenceIds ?? [])]);
  for (const box of saveBoxes) {
    box.hidden = !attendance.joined;
    const id = box.dataset.saveId;
    if (id) showSaved(box, saved.has(id));
    if (box.dataset.saveReady || !id) continue;
    box.dataset.saveReady = "1";
    const collection = box.dataset.saveBox === "booth" ? "saved-booths" : "saved-conferences";
    box.querySelector("[data-save-toggle]")?.addEventListener("click", async (event) => {
      const pressed = (event.currentTarget as HTMLElement).getAttribute("aria-pressed") === "true";
      try {
        await client.request(pressed ? "DELETE" : "PUT", `/api/me/${collection}/${encodeURIComponent(id)}`);
        showSaved(box, !pressed);
      } catch {
        // Left the show in another tab, or the item is gone: ask again rather than guess.
        await settleSaves(true);
      }
    });
  }
}

function showSaved(box: HTMLElement, saved: boolean) {
  box.querySelector("[data-save-toggle]")?.setAttribute("aria-pressed", String(saved));
  const note = box.querySelector<HTMLElement>("[data-save-note]");
  if (note) note.hidden = !saved;
}
