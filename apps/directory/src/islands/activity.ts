// The script of the pages served without Next's runtime (ADR 046, 081): the activity page, the FAQ. A page is
// server-rendered HTML with every state of its interactive parts in it; this brings those it has to life
// without React (each part below runs only when the page holds it). Built by scripts/build-islands.mjs.
import { ApiError, createApiClient } from "@alentour/backend-client/api-client";
import { createAuthApi } from "@alentour/backend-client/auth";
import { createAuthStore } from "@alentour/backend-client/auth-store";
import { createDirectoryApi } from "@alentour/backend-client/directory";
import { createDocuments } from "@alentour/backend-client/documents";
import { createOwnerApi } from "@alentour/backend-client/owner";
import type { ClaimStanding } from "@alentour/domain/claim";
import { NOTIFICATION_AUTO_CLOSE_MS } from "@alentour/domain/constants";
import { eventPhaseAt } from "@alentour/domain/event-dates";
import { openingStatus } from "@alentour/domain/opening-hours";
import { CONSENT_CHOICE_PATTERN, CONSENT_COOKIE, CONSENT_COOKIE_ATTRIBUTES, CONSENT_OPEN_EVENT } from "@alentour/ui/consent";
import { localizePath } from "@alentour/ui/navigation";
import { statusColors, statusLabelKind } from "../directory/opening-status-label.ts";
import type { IslandData } from "./data.ts";
import { ISLAND_HYDRATED_EVENT } from "./island-events.ts";
import { announceSession } from "./session.ts";

const data = JSON.parse(document.getElementById("island-data")?.textContent ?? "{}") as IslandData;
const { locale, messages } = data;
const client = createApiClient({ baseUrl: "", locale });

const all = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document) => [
  ...root.querySelectorAll<E & Element>(selector),
];
const one = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  root.querySelector<E & Element>(selector);
const show = (element: Element | null, visible = true) => element?.toggleAttribute("hidden", !visible);

// A page's React island (the search screen, ADR 116) is loaded once the page has loaded and been painted: its
// script, far larger than this one, neither shares the network with the stylesheet the first paint waits for nor
// holds the main thread before that paint. A button pressed or a box ticked before it has hydrated loads it at
// once and is pressed again once it has (the island says so with ISLAND_HYDRATED_EVENT): the last press is not lost.
for (const island of all("[data-island-script]")) {
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    import(island.dataset.islandScript as string);
  };
  let pressed: HTMLElement | null = null;
  const early = (event: Event) => {
    const control = (event.target as Element).closest<HTMLElement>("button, label, input[type=checkbox], input[type=radio]");
    // A label counts for the box it ticks only; one for a text field just focuses it, as it should.
    const ticks = (field: unknown) => field instanceof HTMLInputElement && ["checkbox", "radio"].includes(field.type);
    if (!control || (control instanceof HTMLLabelElement && !ticks(control.control))) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = control;
    load();
  };
  island.addEventListener("click", early, true);
  island.addEventListener(
    ISLAND_HYDRATED_EVENT,
    () => {
      island.removeEventListener("click", early, true);
      if (pressed?.isConnected) pressed.click();
      pressed = null;
    },
    { once: true },
  );
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
  if (document.readyState === "complete") afterPaint();
  else window.addEventListener("load", afterPaint, { once: true });
}

// Notices (docs/product.md#notifications): a copy of the server-rendered model, in the bottom-right corner, closed after a while.
function notify(kind: "info" | "error", title: string, description: string) {
  const template = one<HTMLTemplateElement>(`#notice-${kind}`);
  const corner = one("[data-notices]");
  const notice = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!notice || !corner) return;
  const [titleElement, descriptionElement] = all("[data-notice-title], [data-notice-description]", notice);
  if (titleElement) titleElement.textContent = title;
  if (descriptionElement) descriptionElement.textContent = description;
  const close = () => notice.remove();
  one("[data-notice-close]", notice)?.addEventListener("click", close);
  corner.append(notice);
  setTimeout(close, NOTIFICATION_AUTO_CLOSE_MS);
}

// Forms: a message next to each field the api names, or one for the whole form.
function showErrors(form: HTMLElement, error: unknown) {
  clearErrors(form);
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  for (const [name, field] of fields) {
    const input = one<HTMLInputElement>(`[name="${name}"]`, form);
    if (!input) continue;
    const message = one<HTMLTemplateElement>("#field-error")?.content.firstElementChild?.cloneNode(true) as
      | HTMLElement
      | undefined;
    if (!message) continue;
    message.id = `${input.id}-error`;
    message.dataset.fieldError = "";
    message.textContent = field.message;
    input.closest("[data-field]")?.append(message);
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", [input.getAttribute("aria-describedby"), message.id].filter(Boolean).join(" "));
    input.dataset.error = "true";
    input.closest("[data-field-input]")?.setAttribute("data-error", "true");
  }
  if (fields.length === 0) {
    const alert = one("[data-form-error]", form);
    const body = alert && (one("[data-alert-message]", alert) ?? alert);
    if (body) body.textContent = error instanceof ApiError ? error.message : messages.error;
    show(alert);
  }
}

function clearErrors(form: HTMLElement) {
  for (const message of all("[data-field-error]", form)) {
    const input = one<HTMLInputElement>(`#${message.id.replace(/-error$/, "")}`, form);
    input?.removeAttribute("aria-invalid");
    input?.removeAttribute("data-error");
    input?.closest("[data-field-input]")?.removeAttribute("data-error");
    const rest =
      input
        ?.getAttribute("aria-describedby")
        ?.split(" ")
        .filter((id) => id !== message.id) ?? [];
    if (rest.length) input?.setAttribute("aria-describedby", rest.join(" "));
    else input?.removeAttribute("aria-describedby");
    message.remove();
  }
  show(one("[data-form-error]", form), false);
}

/** Runs `work` with the button busy (Mantine's loading look), whatever happens. */
async function busy(button: HTMLButtonElement | null, work: () => Promise<void>) {
  button?.setAttribute("data-loading", "true");
  if (button) button.disabled = true;
  try {
    await work();
  } finally {
    button?.removeAttribute("data-loading");
    if (button) button.disabled = false;
  }
}

// Opening status: recomputed in the activity's time zone now and every minute, so a cached page stays right.
function updateStatuses() {
  const now = new Date();
  all('[data-testid="opening-status"]').forEach((badge, index) => {
    const entry = data.statuses[index];
    if (!entry) return;
    const status = openingStatus(entry.hours, now, entry.timeZone, entry.dates);
    const phase = eventPhaseAt(entry.dates, now, entry.timeZone);
    const label = entry.labels[statusLabelKind(status, phase, entry.dates)];
    const { color, shade } = statusColors[status];
    badge.dataset.status = status;
    badge.style.setProperty("--badge-bg", `var(--mantine-color-${color}-${shade})`);
    const text = one("[data-status-label]", badge) ?? badge;
    if (text.textContent !== label) text.textContent = label;
  });
}
updateStatuses();
setInterval(updateStatuses, 60_000);

// Share: the device's own sheet where there is one, and the link copied everywhere.
const share = one('[data-testid="share"]');
if (share) {
  const url = share.dataset.shareUrl ?? window.location.href;
  const title = share.dataset.shareTitle ?? document.title;
  const native = one<HTMLButtonElement>("[data-share-native]", share);
  if (typeof navigator.share === "function") {
    show(native);
    native?.addEventListener("click", () => navigator.share({ title, url }).catch(() => undefined));
  }
  one("[data-share-copy]", share)?.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify("info", messages.copiedTitle, messages.copied);
    } catch {
      notify("error", messages.errorTitle, url);
    }
  });
}

// The similar activities' banner: once closed, it stays closed for the visit.
const SIMILAR_KEY = "alentour:similar-banner-dismissed";
const similarBanner = one('[data-testid="similar-banner"]');
if (similarBanner) {
  if (sessionStorage.getItem(SIMILAR_KEY) === "1") similarBanner.remove();
  one("button", similarBanner)?.addEventListener("click", () => {
    sessionStorage.setItem(SIMILAR_KEY, "1");
    similarBanner.remove();
  });
}

// Suggest a modification: sent to the support team's queue.
const suggest = one("[data-suggest]");
const suggestForm = suggest && one<HTMLFormElement>("form", suggest);
if (suggest && suggestForm) {
  const slug = suggest.dataset.suggest ?? "";
  suggestForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const message = one<HTMLTextAreaElement>('[name="message"]', suggestForm)?.value ?? "";
    const email = one<HTMLInputElement>('[name="email"]', suggestForm)?.value ?? "";
    void busy(one("button[type=submit]", suggestForm), async () => {
      clearErrors(suggestForm);
      try {
        await createDirectoryApi(client).suggestModification(slug, message, email || undefined);
        suggestForm.remove();
        show(one("[data-sent]", suggest));
        notify("info", messages.suggestSentTitle, messages.suggestSent);
      } catch (error) {
        showErrors(suggestForm, error);
      }
    });
  });
}

// The consent element: shown until the visitor chooses; nothing is written before a choice.
const consent = one('[data-testid="consent"]');
if (consent) {
  const hasChoice = new RegExp(CONSENT_CHOICE_PATTERN).test(document.cookie);
  // Shown at the first paint by the head's mark (ADR 110) until now; from here this script decides.
  delete consent.dataset.consentEarly;
  show(consent, !hasChoice);
  window.addEventListener(CONSENT_OPEN_EVENT, () => show(consent));
  for (const button of all("[data-consent]", consent)) {
    button.addEventListener("click", () => {
      const secure = window.location.protocol === "https:" ? "; secure" : "";
      // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser.
      document.cookie = `${CONSENT_COOKIE}=${button.dataset.consent}${CONSENT_COOKIE_ATTRIBUTES}${secure}`;
      show(consent, false);
    });
  }
}
// The footer's "Manage cookies" button shows it again.
for (const button of all("footer button")) {
  button.addEventListener("click", () => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT)));
}

// The language switch keeps filters and anchors (a query the server-rendered link cannot know).
one<HTMLAnchorElement>('[data-testid="language-switch"]')?.addEventListener("click", (event) => {
  const link = event.currentTarget as HTMLAnchorElement;
  event.preventDefault();
  window.location.assign(`${link.getAttribute("href")}${window.location.search}${window.location.hash}`);
});

// A notice another part of the product sends a visitor here with (`?notice=…`), read once.
{
  const url = new URL(window.location.href);
  if (url.searchParams.get("notice") === "account-deleted") {
    notify("info", messages.deletedTitle, messages.deleted);
    url.searchParams.delete("notice");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }
}

// Who is there: the bar's signed-in and signed-out parts, and the claim section (docs/product.md#claiming-an-activity).
const authApi = createAuthApi(client);
const store = createAuthStore({ auth: authApi, documents: createDocuments(client) });
let settled = false;
store.subscribe(() => {
  const state = store.getState();
  if (state === undefined) return;
  for (const element of all("[data-signed-in]")) show(element, Boolean(state));
  for (const element of all("[data-signed-out]")) show(element, !state);
  if (!settled) {
    settled = true;
    announceSession(Boolean(state));
    void startClaim(state ? state.authUser.uid : null);
  }
});
store.start().catch(() => undefined);
one('[data-testid="sign-out"]')?.addEventListener("click", async () => {
  await authApi.signOut();
  window.location.assign(localizePath("/place", locale));
});

async function startClaim(uid: string | null) {
  const section = one("[data-claim]");
  if (!section) return;
  const slug = section.dataset.claim ?? "";
  const ownerId = section.dataset.owner || null;
  if (uid && uid === ownerId) return;
  const body = one("[data-claim-body]", section);
  /** Shows one state of the section, a fresh copy of its server-rendered model. */
  const showState = (name: string): HTMLElement | null => {
    const template = one<HTMLTemplateElement>(`template[data-state="${name}"]`, section);
    const element = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!body || !element) return null;
    body.replaceChildren(element);
    return element;
  };
  if (!uid) {
    showState("signed-out");
    show(section);
    return;
  }
  const api = createOwnerApi(client);
  let standing: ClaimStanding;
  try {
    standing = await api.claimStanding(slug);
  } catch {
    return;
  }
  if (standing.owned) return;
  show(section);
  if (standing.openRequest) {
    showState("waiting");
    return;
  }

  const claim = async (container: HTMLElement, message: string | undefined) => {
    clearErrors(container);
    try {
      const answer = await api.claim(slug, message);
      if (answer.status === "claimed") {
        showState("claimed");
        notify("info", messages.claimedTitle, messages.claimed);
      } else {
        showState("requested");
        notify("info", messages.requestedTitle, messages.requested);
      }
    } catch (error) {
      showErrors(container, error);
    }
  };

  if (standing.instant) {
    const instant = showState("instant");
    const button = instant && one<HTMLButtonElement>("[data-claim-instant]", instant);
    button?.addEventListener("click", () => instant && busy(button, () => claim(instant, undefined)));
    return;
  }
  one("[data-claim-open]", showState("closed") ?? document)?.addEventListener("click", () => {
    const form = showState("form") as HTMLFormElement | null;
    if (!form) return;
    // The form opens where the button was: the keyboard goes on into its first field.
    one<HTMLTextAreaElement>('[name="message"]', form)?.focus();
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const message = one<HTMLTextAreaElement>('[name="message"]', form)?.value ?? "";
      void busy(one("button[type=submit]", form), () => claim(form, message));
    });
  });
}

// The map: nothing of MapLibre is downloaded until it is about to scroll into view.
const mapElement = one('[data-testid="activity-map"]');
const mapData = data.map;
if (mapElement && mapData) {
  const observer = new IntersectionObserver(
    async (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      mapElement.dataset.state = "loading";
      const { showMap } = await import("./map.ts");
      await showMap(mapElement, mapData);
      mapElement.dataset.state = "ready";
      mapElement.parentElement?.querySelector("[data-map-loading]")?.remove();
    },
    { rootMargin: "200px" },
  );
  observer.observe(mapElement);
}

// The home's finder: only the chosen category's sub-categories are offered, and the choice goes straight to the
// city's list (without this script the form asks the home page, which sends the visitor on).
const finder = one<HTMLFormElement>("form[data-finder]");
if (finder) {
  const field = (name: string) => one<HTMLSelectElement>(`select[name="${name}"]`, finder);
  const [category, subCategory, city] = [field("category"), field("subCategory"), field("city")];
  const offer = () => {
    for (const group of all<HTMLOptGroupElement>("optgroup[data-category]", finder)) {
      const other = group.dataset.category !== category?.value;
      group.hidden = other;
      group.disabled = other;
    }
    if (subCategory?.selectedOptions[0]?.parentElement instanceof HTMLOptGroupElement) {
      if (subCategory.selectedOptions[0].parentElement.disabled) subCategory.value = "";
    }
  };
  offer();
  category?.addEventListener("change", offer);
  finder.addEventListener("submit", (event) => {
    if (!category?.value || !city?.value) return;
    event.preventDefault();
    const path = localizePath(`/place/${city.value}/${category.value}`, locale);
    const query = subCategory?.value ? `?${new URLSearchParams({ subCategory: subCategory.value })}` : "";
    window.location.assign(`${path}${query}`);
  });
}

// "Near me" on the home: the browser's position, then the nearest listed city, or why it cannot be had.
const nearMe = one("[data-near-me]");
const nearMeButton = nearMe && one<HTMLButtonElement>("[data-near-me-button]", nearMe);
if (nearMe && nearMeButton) {
  const label = one("[data-near-me-label]", nearMeButton);
  const idle = label?.textContent ?? "";
  const tell = (reason: "denied" | "unavailable" | null) => {
    for (const message of all<HTMLElement>("[data-near-me-message]", nearMe)) {
      show(message, message.dataset.nearMeMessage === reason);
    }
  };
  const locating = (on: boolean) => {
    nearMeButton.toggleAttribute("data-loading", on);
    nearMeButton.disabled = on;
    nearMeButton.setAttribute("aria-busy", String(on));
    if (label) label.textContent = on ? (nearMeButton.dataset.locating ?? idle) : idle;
  };
  nearMeButton.addEventListener("click", () => {
    tell(null);
    if (!("geolocation" in navigator)) return tell("unavailable");
    locating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const city = await createDirectoryApi(client)
          .nearestCity(coords.latitude, coords.longitude)
          .catch(() => null);
        if (city) return window.location.assign(localizePath(`/place/${city.slug}`, locale));
        locating(false);
        tell("unavailable");
      },
      (error) => {
        locating(false);
        tell(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  });
}
