// The trade-show page's own script (ADR 046): the countdown, redrawn every 20 seconds so that a cached page
// stays right, and the claim-your-activity dialog. The activity page's script runs beside it for the chrome
// and the share buttons.
import { countdownAt } from "../trade-shows/countdown.ts";

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

const dialog = document.querySelector<HTMLDialogElement>("dialog[data-claim-dialog]");
const open = document.querySelector<HTMLElement>("[data-claim-open]");
if (dialog && open && typeof dialog.showModal === "function") {
  open.hidden = false;
  document.querySelector("[data-claim-fallback]")?.setAttribute("hidden", "");
  open.addEventListener("click", () => dialog.showModal());
  dialog.querySelector("[data-claim-close]")?.addEventListener("click", () => dialog.close());
}
