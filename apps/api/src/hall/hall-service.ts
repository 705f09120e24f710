import { AppError } from "@alentour/domain/errors";
import type { HallBooth, HallView } from "@alentour/domain/hall";
import { tradeShowOnlineAccessOpen, tradeShowTimeState } from "@alentour/domain/trade-show";
import type { AttendeeRepository } from "#app/attendees/attendee-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { BoothRepository } from "#app/trade-shows/booth-repository.ts";
import type { TradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import type { UserRepository } from "#app/users/user-repository.ts";

/** What a visitor learns on entering a show's hall, before the presence of the others is added. */
export type HallEntry = Omit<HallView, "present" | "self"> & { name: string };

/**
 * Who may enter a show's virtual hall (docs/hall.md, ADR 098): its attendees and the staff of its validated
 * booths, from the show's opening until one month after it (read in its time zone). A private show the caller
 * has no part in is unknown, as everywhere.
 */
export function createHallService(deps: {
  shows: TradeShowRepository;
  booths: BoothRepository;
  attendees: AttendeeRepository;
  users: UserRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async enter(principal: Principal, slug: string): Promise<HallEntry> {
      const show = await deps.shows.findBySlug(slug);
      if (!show) throw new AppError("resource/not-found");
      const attendance = await deps.attendees.attendance(show.id, principal.uid);
      const attends = attendance !== null && attendance.left_at === null;
      const staffs = !attends && (await deps.booths.exhibitingBooth(show.id, principal)) !== null;
      if (!attends && !staffs) {
        if (show.listing === "private") throw new AppError("resource/not-found");
        throw new AppError("hall/attendees-only");
      }
      const at = now();
      const open =
        tradeShowTimeState(show, at, show.timeZone) !== "upcoming" && tradeShowOnlineAccessOpen(show, at, show.timeZone);
      if (!open) throw new AppError("hall/closed");
      const booths: HallBooth[] = (await deps.booths.validatedForShow(show.id)).map((booth) => ({
        id: booth.id,
        hallId: booth.hallId,
        companyName: booth.companyName,
        style: booth.style,
        colour: booth.colour,
        avatar: booth.avatar,
      }));
      const user = await deps.users.find(principal.uid);
      const name = user ? `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim() : (principal.email.split("@")[0] ?? "");
      // The halls in the plan's order (row by row), those without a place after them.
      const placed = show.halls.map((hall) => {
        const spot = show.plan.find((placement) => placement.hallId === hall.id);
        return { ...hall, placement: spot ? { row: spot.row, column: spot.column } : null };
      });
      const rank = (p: { row: number; column: number } | null) => (p ? p.row * 1000 + p.column : Number.MAX_SAFE_INTEGER);
      const halls = placed
        .map((hall, index) => ({ hall, index }))
        .sort((a, b) => rank(a.hall.placement) - rank(b.hall.placement) || a.index - b.index)
        .map(({ hall }) => hall);
      return { show: { id: show.id, slug: show.slug, name: show.name }, halls, booths, name };
    },
  };
}

export type HallService = ReturnType<typeof createHallService>;
