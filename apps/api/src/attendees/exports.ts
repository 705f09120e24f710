import type { BusinessCardValues } from "@alentour/domain/business-card";
import {
  AdrProperty,
  EmailProperty,
  FNProperty,
  NoteProperty,
  NProperty,
  OrgProperty,
  SpecialValueType,
  TelProperty,
  TextType,
  TitleProperty,
  URIType,
  URLProperty,
  VCARD,
} from "vcard4";

// The organisers' and exhibitors' downloads (docs/trade-shows.md#attendees): CSV for spreadsheets, vCard 4.0
// (RFC 6350) for address books.

/** One CSV cell: quoted, quotes doubled, and a leading formula sign defused so a spreadsheet shows it as text. */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** RFC 4180 lines (CRLF), headers first, with a byte-order mark so spreadsheet programs read UTF-8. */
export function toCsv(headers: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return `\uFEFF${[headers, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** One vCard 4.0 per card (vcard4 writes and folds each line); a withdrawn card has no entry. */
export function toVcards(cards: Array<BusinessCardValues & { note?: string }>): string {
  return cards
    .map((card) => {
      const full = [card.firstName, card.lastName].filter(Boolean).join(" ") || card.company || card.email || "-";
      // An empty component is left out (vcard4 writes nothing between its separators).
      const text = (value: string | undefined) => (value ? new TextType(value) : undefined);
      const address = new Array<TextType | undefined>(7);
      address[3] = text(card.city);
      const properties = [
        new FNProperty([], new TextType(full)),
        new NProperty(
          [],
          new SpecialValueType("nproperty", [text(card.lastName), text(card.firstName), undefined, undefined, undefined]),
        ),
        card.company && new OrgProperty([], new SpecialValueType("orgproperty", [new TextType(card.company)])),
        card.jobTitle && new TitleProperty([], new TextType(card.jobTitle)),
        card.email && new EmailProperty([], new TextType(card.email)),
        card.phone && new TelProperty([], new TextType(card.phone)),
        card.website && new URLProperty([], new URIType(card.website)),
        card.city && new AdrProperty([], new SpecialValueType("adrproperty", address)),
        card.note && new NoteProperty([], new TextType(card.note)),
      ].filter((property) => Boolean(property));
      return new VCARD(properties as ConstructorParameters<typeof VCARD>[0]).repr();
    })
    .join("");
}
