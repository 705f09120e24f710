import type { SocialLinks } from "@alentour/domain/activity";
import {
  type TradeShowInput,
  type TradeShowListing,
  type TradeShowMode,
  tradeShowInputSchema,
} from "@alentour/domain/trade-show";

/** The editable fields of a trade show, as text fields hold them (empty strings for "not given"). */
export type ShowFields = {
  name: string;
  category: string;
  startDate: string;
  endDate: string;
  openingTime: string;
  closingTime: string;
  themes: string[];
  halls: Array<{ id: string; theme: string }>;
  organiser: { name: string; email: string; website: string; phone: string; company: string };
  socialLinks: { x: string; linkedin: string; instagram: string; facebook: string };
  mode: TradeShowMode;
  listing: TradeShowListing;
  logoUrl: string;
  bannerUrl: string;
};

export const emptyShowFields = (): ShowFields => ({
  name: "",
  category: "",
  startDate: "",
  endDate: "",
  openingTime: "09:00",
  closingTime: "18:00",
  themes: [],
  halls: [],
  organiser: { name: "", email: "", website: "", phone: "", company: "" },
  socialLinks: { x: "", linkedin: "", instagram: "", facebook: "" },
  mode: "virtual",
  listing: "public",
  logoUrl: "",
  bannerUrl: "",
});

/** A saved show as the form holds it. */
export function fieldsOf(show: TradeShowInput): ShowFields {
  const empty = emptyShowFields();
  return {
    ...empty,
    ...show,
    halls: show.halls.map((hall) => ({ ...hall })),
    organiser: { ...empty.organiser, ...show.organiser },
    socialLinks: { ...empty.socialLinks, ...show.socialLinks },
    logoUrl: show.logoUrl ?? "",
    bannerUrl: show.bannerUrl ?? "",
  };
}

const given = (value: string) => (value.trim() === "" ? undefined : value);

/** What the api receives: empty optional fields left out, so that only real values are checked. */
export function inputOf(fields: ShowFields) {
  const socialLinks = Object.fromEntries(
    Object.entries(fields.socialLinks).filter(([, url]) => url.trim() !== ""),
  ) as SocialLinks;
  return {
    name: fields.name,
    category: fields.category,
    startDate: fields.startDate,
    endDate: fields.endDate,
    openingTime: fields.openingTime,
    closingTime: fields.closingTime,
    themes: fields.themes,
    halls: fields.halls,
    organiser: {
      name: fields.organiser.name,
      email: fields.organiser.email,
      website: given(fields.organiser.website),
      phone: given(fields.organiser.phone),
      company: given(fields.organiser.company),
    },
    socialLinks,
    mode: fields.mode,
    listing: fields.listing,
    logoUrl: given(fields.logoUrl),
    bannerUrl: given(fields.bannerUrl),
  };
}

export const validateShow = (fields: ShowFields) => tradeShowInputSchema.safeParse(inputOf(fields));

/** A new hall's id: unique within the show, short, stable once saved. */
export function newHallId(halls: ShowFields["halls"]): string {
  let number = halls.length + 1;
  while (halls.some((hall) => hall.id === `hall-${number}`)) number += 1;
  return `hall-${number}`;
}

/** The halls once a theme is removed: a hall keeps its theme only while the show still has it. */
export const hallsWithThemes = (halls: ShowFields["halls"], themes: string[]) =>
  halls.map((hall) => (themes.includes(hall.theme) ? hall : { ...hall, theme: "" }));
