import type { EventDates } from "@alentour/domain/event-dates";
import { type OpeningHours, openWeekSpansByDay } from "@alentour/domain/opening-hours";
import type { OpenWeek } from "@alentour/domain/search";
import {
  type FacetAttribute,
  facetAttributes,
  type NumericAttribute,
  numericAttributes,
  type SearchDocument,
  searchableAttributes,
} from "../document.ts";
import { normalizeTerm, tokenize } from "../text.ts";
import { PostingLists } from "./posting-lists.ts";

type TypedArray = Float64Array | Int32Array | Uint16Array | Uint8Array;
/** A binary part of an index image (a Buffer is a Uint8Array). */
export type Section = TypedArray;
/** What an index image holds besides its typed arrays (ColumnarIndex.image). */
export type IndexMeta = {
  limit: number;
  count: number;
  version: number;
  free: number[];
  facets: Array<{ attribute: string; multi: boolean; values: string[] }>;
  numeric: Array<{ attribute: string; values: Array<number | null> }>;
  interned: Array<{ attribute: string; values: string[] }>;
  /** Each distinct hours with its open spans by day, as computed when it was first indexed. */
  hours: Array<{
    key: string;
    timeZone: string;
    openingHours: OpeningHours;
    dates: EventDates | null;
    day: number[];
    night: number[];
  }>;
  shapes: string[];
  cells: Array<[number, number]>;
  terms: string[];
};
export type IndexImage = { meta: IndexMeta; sections: Array<[string, Section]> };
/** A column of codes, as narrow as its largest code allows (a byte for most attributes). */
export type Codes = Uint8Array | Uint16Array | Int32Array;

/** `codes`, or a wider copy when `value` does not fit in its element type. */
export function widened(codes: Codes, value: number): Codes {
  if (codes instanceof Int32Array) return codes;
  if (value >= 0 && value <= (codes instanceof Uint8Array ? 0xff : 0xffff)) return codes;
  const next = value >= 0 && value <= 0xffff ? new Uint16Array(codes.length) : new Int32Array(codes.length);
  next.set(codes);
  return next;
}

/** `array`, or a copy at least `size` long (doubling), the old values kept. */
export function grown<T extends TypedArray>(array: T, size: number): T {
  if (array.length >= size) return array;
  let length = Math.max(1024, array.length);
  while (length < size) length *= 2;
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/** A count per code, grown as codes appear. */
export class Counts {
  values = new Int32Array(16);
  add(code: number, delta: number) {
    this.values = grown(this.values, code + 1);
    this.values[code] = (this.values[code] as number) + delta;
  }
}

/** The values an attribute takes, each with a small integer code (codes are never reused). */
export class Dictionary<V> {
  readonly values: V[] = [];
  readonly #codes = new Map<V, number>();
  /** The value's code, a new one when the value is new. */
  code(value: V): number {
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.#codes.set(value, code);
    }
    return code;
  }
  /** The value's code, or -1 when no document ever had it. */
  find(value: V): number {
    return this.#codes.get(value) ?? -1;
  }
  get size(): number {
    return this.values.length;
  }
}

/**
 * A facet attribute as a column of codes. A single-valued attribute holds its value's code; a multi-valued one
 * (a list, such as `profiles`) a bit mask of its values' codes, so at most 32 distinct values.
 */
export type FacetColumn = {
  attribute: FacetAttribute;
  multi: boolean;
  dictionary: Dictionary<string>;
  codes: Codes;
  /** The documents having each value (by code): how many, and where to start an empty query filtered on it. */
  docs: PostingLists;
};
/** A numeric attribute: its values (NaN when absent), and codes of the distinct values for facet counts. */
export type NumericColumn = {
  attribute: NumericAttribute;
  values: Float64Array;
  dictionary: Dictionary<number>;
  codes: Codes;
  /** The documents having each value (by code). */
  docs: PostingLists;
};
/**
 * A week of opening hours in a time zone, and a dated event's days (ADR 044), shared by every document with the
 * same hours, zone and days.
 */
export type Hours = { timeZone: string; openingHours: OpeningHours; dates: EventDates | null; week: OpenWeek };

// Attributes with few distinct values kept once; the labels are derived from the sub-category.
const internedAttributes = ["categoryLabel", "subCategoryLabel"] as const;

type Source =
  | { kind: "id" | "name" | "geo" | "timeZone" | "openingHours" | "rest" }
  | { kind: "facet"; column: FacetColumn }
  | { kind: "numeric"; column: NumericColumn }
  | { kind: "interned"; column: { dictionary: Dictionary<string>; codes: Codes } };
/** The keys of a document in their order, each with where its value is kept. */
type Shape = Array<{ key: string; source: Source }>;

const NOT_IN_NAME = 1;

type InternedColumn = { attribute: (typeof internedAttributes)[number]; dictionary: Dictionary<string>; codes: Codes };

/** The grid of positions: cells of a tenth of a degree (about 11 km north to south). */
export const GRID_DEGREES = 0.1;
const GRID_COLUMNS = Math.ceil(360 / GRID_DEGREES) + 1;
export const cellRow = (lat: number) => Math.floor((lat + 90) / GRID_DEGREES);
export const cellColumn = (lng: number) => Math.floor((lng + 180) / GRID_DEGREES);
export const cellKey = (row: number, column: number) => row * GRID_COLUMNS + column;

/**
 * Every published activity in columns: dense integer ids (reused through a free list), typed-array columns for
 * the position, numbers and facet codes, interned opening hours, and an inverted index of the searchable words
 * (term → posting list of `docId << 1 | notInName`). What is neither filtered, counted nor ranked on (slug,
 * banner, the list of profiles as written) is kept as one JSON string per document, parsed only for the hits of
 * a page.
 */
export class ColumnarIndex {
  /** One past the highest doc id ever used: scans run over [0, limit). */
  limit = 0;
  capacity = 0;
  count = 0;
  alive = new Uint8Array(0);
  readonly objectIds: string[] = [];
  readonly names: string[] = [];
  readonly #rest: string[] = [];
  /** The rest of the documents loaded from a snapshot, UTF-8 JSON bytes decoded per hit (`#rest[d]` wins when set). */
  #restBytes: Buffer | null = null;
  #restOffsets: Float64Array | null = null;
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  readonly facets: FacetColumn[] = facetAttributes.map((attribute) => ({
    attribute,
    multi: false,
    dictionary: new Dictionary<string>(),
    codes: new Uint8Array(0) as Codes,
    docs: new PostingLists(),
  }));
  readonly numeric: NumericColumn[] = numericAttributes.map((attribute) => ({
    attribute,
    values: new Float64Array(0),
    dictionary: new Dictionary<number>(),
    codes: new Uint8Array(0) as Codes,
    docs: new PostingLists(),
  }));
  readonly #interned: InternedColumn[] = internedAttributes.map((attribute) => ({
    attribute,
    dictionary: new Dictionary<string>(),
    codes: new Uint8Array(0) as Codes,
  }));
  readonly hoursDictionary = new Dictionary<string>();
  readonly hoursTable: Hours[] = [];
  hoursCodes: Codes = new Uint8Array(0);
  /** How many documents have each hours code. */
  readonly hoursCounts = new Counts();
  readonly #shapes = new Dictionary<string>();
  readonly #shapeTable: Shape[] = [];
  #shapeCodes = new Int32Array(0);
  /** The documents of each cell of a grid of GRID_DEGREES (see cellKey), for areas and radii. */
  readonly cells = new PostingLists();
  readonly #cellLists = new Map<number, number>();
  readonly #docIds = new Map<string, number>();
  readonly #free: number[] = [];

  // The inverted index. Terms are never dropped (a posting list may become empty).
  readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  readonly postings = new PostingLists();
  #sortedTerms: string[] = [];
  #unsortedTerms: string[] = [];
  /** Term ids by term length, for the one-typo candidates. */
  readonly termsByLength: number[][] = [];
  /** Bumped by every write. */
  version = 0;

  get size(): number {
    return this.count;
  }

  docId(objectId: string): number | undefined {
    return this.#docIds.get(objectId);
  }

  column(attribute: FacetAttribute): FacetColumn {
    return this.facets.find((column) => column.attribute === attribute) as FacetColumn;
  }

  numericColumn(attribute: NumericAttribute): NumericColumn {
    return this.numeric.find((column) => column.attribute === attribute) as NumericColumn;
  }

  /** Indexes a document, replacing the one with the same objectID. */
  put(document: SearchDocument): void {
    this.remove(document.objectID);
    const d = this.#free.pop() ?? this.limit;
    if (d >= this.capacity) this.#grow(d + 1);
    if (d >= this.limit) this.limit = d + 1;
    this.version++;
    this.count++;
    this.alive[d] = 1;
    this.#docIds.set(document.objectID, d);
    this.objectIds[d] = document.objectID;
    this.names[d] = document.name;
    this.lat[d] = document._geoloc.lat;
    this.lng[d] = document._geoloc.lng;
    this.cells.add(this.#cellList(document._geoloc.lat, document._geoloc.lng), d);
    const fields = document as unknown as Record<string, unknown>;
    const rest: Record<string, unknown> = {};
    const handled = new Set<string>(["objectID", "name", "_geoloc", "timeZone", "openingHours"]);
    for (const column of this.facets) {
      const value = fields[column.attribute];
      if (Array.isArray(value)) {
        column.multi = true;
        let mask = 0;
        for (const entry of value as string[]) {
          const code = column.dictionary.code(entry);
          if (code >= 32) throw new Error(`search: more than 32 values for the list attribute ${column.attribute}`);
          mask |= 1 << code;
          column.docs.add(code, d);
        }
        column.codes = widened(column.codes, mask);
        column.codes[d] = mask;
        // The list as written (its order) stays with the document.
        rest[column.attribute] = value;
      } else {
        const code = column.dictionary.code(String(value));
        column.codes = widened(column.codes, code);
        column.codes = widened(column.codes, code);
        column.codes[d] = code;
        column.docs.add(code, d);
      }
      handled.add(column.attribute);
    }
    for (const column of this.numeric) {
      const raw = fields[column.attribute];
      const value = typeof raw === "number" ? raw : Number.NaN;
      column.values[d] = value;
      const code = column.dictionary.code(value);
      column.codes[d] = code;
      column.docs.add(code, d);
      handled.add(column.attribute);
    }
    for (const column of this.#interned) {
      const code = column.dictionary.code(String(fields[column.attribute]));
      column.codes = widened(column.codes, code);
      column.codes[d] = code;
      handled.add(column.attribute);
    }
    const dates = document.dates ?? null;
    const hoursKey = `${document.timeZone}\n${JSON.stringify(document.openingHours)}\n${dates ? `${dates.start}/${dates.end}` : ""}`;
    const hoursCode = this.hoursDictionary.code(hoursKey);
    if (hoursCode === this.hoursTable.length) {
      const { day, night } = openWeekSpansByDay(document.openingHours);
      this.hoursTable.push({
        timeZone: document.timeZone,
        openingHours: document.openingHours,
        dates,
        week: { day: Int32Array.from(day), night: Int32Array.from(night), dates },
      });
    }
    this.hoursCodes = widened(this.hoursCodes, hoursCode);
    this.hoursCodes[d] = hoursCode;
    this.hoursCounts.add(hoursCode, 1);
    for (const [key, value] of Object.entries(fields)) if (!handled.has(key)) rest[key] = value;
    this.#rest[d] = JSON.stringify(rest);
    this.#shapeCodes[d] = this.#shapeOf(Object.keys(fields));
    for (const [term, inName] of documentWords(document)) this.#post(term, (d << 1) | (inName ? 0 : NOT_IN_NAME));
  }

  /** Drops a document: out of its words' posting lists, its id back to the free list. */
  remove(objectId: string): void {
    const d = this.#docIds.get(objectId);
    if (d === undefined) return;
    const document = this.document(d);
    for (const [term] of documentWords(document)) {
      const termId = this.termIds.get(term);
      if (termId !== undefined) this.postings.remove(termId, d, 1);
    }
    for (const column of this.facets) {
      if (column.multi) {
        let mask = column.codes[d] as number;
        while (mask !== 0) {
          const bit = 31 - Math.clz32(mask);
          column.docs.remove(bit, d);
          mask &= ~(1 << bit);
        }
      } else {
        column.docs.remove(column.codes[d] as number, d);
      }
    }
    for (const column of this.numeric) column.docs.remove(column.codes[d] as number, d);
    this.cells.remove(this.#cellList(this.lat[d] as number, this.lng[d] as number), d);
    this.hoursCounts.add(this.hoursCodes[d] as number, -1);
    this.#docIds.delete(objectId);
    this.alive[d] = 0;
    this.objectIds[d] = "";
    this.names[d] = "";
    this.#rest[d] = "";
    this.#free.push(d);
    this.count--;
    this.version++;
  }

  /** The document with id `d`, as it was indexed. */
  document(d: number): SearchDocument {
    const rest = JSON.parse(this.#restOf(d)) as Record<string, unknown>;
    const shape = this.#shapeTable[this.#shapeCodes[d] as number] as Shape;
    const document: Record<string, unknown> = {};
    const hours = this.hoursTable[this.hoursCodes[d] as number] as Hours;
    for (const { key, source } of shape) {
      switch (source.kind) {
        case "id":
          document[key] = this.objectIds[d];
          break;
        case "name":
          document[key] = this.names[d];
          break;
        case "geo":
          document[key] = { lat: this.lat[d], lng: this.lng[d] };
          break;
        case "timeZone":
          document[key] = hours.timeZone;
          break;
        case "openingHours":
          document[key] = hours.openingHours;
          break;
        case "facet":
          document[key] = source.column.multi ? rest[key] : source.column.dictionary.values[source.column.codes[d] as number];
          break;
        case "numeric": {
          const value = source.column.values[d] as number;
          document[key] = Number.isNaN(value) ? null : value;
          break;
        }
        case "interned":
          document[key] = source.column.dictionary.values[source.column.codes[d] as number];
          break;
        case "rest":
          document[key] = rest[key];
          break;
      }
    }
    return document as SearchDocument;
  }

  #restOf(d: number): string {
    const own = this.#rest[d];
    if (own !== undefined) return own;
    const offsets = this.#restOffsets as Float64Array;
    return (this.#restBytes as Buffer).toString("utf8", offsets[d] as number, offsets[d + 1] as number);
  }

  hours(d: number): Hours {
    return this.hoursTable[this.hoursCodes[d] as number] as Hours;
  }

  /** Every term starting with `prefix`, from the sorted dictionary. */
  termsStartingWith(prefix: string): string[] {
    const sorted = this.#sorted();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < sorted.length && (sorted[index] as string).startsWith(prefix); index++) {
      found.push(sorted[index] as string);
    }
    return found;
  }

  #sorted(): string[] {
    if (this.#unsortedTerms.length === 0) return this.#sortedTerms;
    if (this.#unsortedTerms.length > 256) {
      this.#sortedTerms = [...this.#sortedTerms, ...this.#unsortedTerms].sort();
    } else {
      // A few new words since the last query: put each in its place.
      for (const term of this.#unsortedTerms) {
        let low = 0;
        let high = this.#sortedTerms.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if ((this.#sortedTerms[middle] as string) < term) low = middle + 1;
          else high = middle;
        }
        this.#sortedTerms.splice(low, 0, term);
      }
    }
    this.#unsortedTerms = [];
    return this.#sortedTerms;
  }

  /** The list of the documents in cell `key` (cellKey), or -1 when the cell is empty. */
  cellList(key: number): number {
    return this.#cellLists.get(key) ?? -1;
  }

  #cellList(lat: number, lng: number): number {
    const key = cellKey(cellRow(lat), cellColumn(lng));
    let list = this.#cellLists.get(key);
    if (list === undefined) {
      list = this.#cellLists.size;
      this.#cellLists.set(key, list);
    }
    return list;
  }

  #post(term: string, entry: number) {
    let termId = this.termIds.get(term);
    if (termId === undefined) {
      termId = this.terms.length;
      this.termIds.set(term, termId);
      this.terms.push(term);
      this.postings.ensure(termId);
      this.#unsortedTerms.push(term);
      const byLength = this.termsByLength[term.length];
      if (byLength) byLength.push(termId);
      else this.termsByLength[term.length] = [termId];
    }
    this.postings.add(termId, entry);
  }

  #shapeOf(keys: string[]): number {
    const code = this.#shapes.code(keys.join("\n"));
    if (code === this.#shapeTable.length) {
      this.#shapeTable.push(
        keys.map((key): Shape[number] => {
          const facet = this.facets.find((column) => column.attribute === key);
          if (facet) return { key, source: { kind: "facet", column: facet } };
          const numeric = this.numeric.find((column) => column.attribute === key);
          if (numeric) return { key, source: { kind: "numeric", column: numeric } };
          const interned = this.#interned.find((column) => column.attribute === key);
          if (interned) return { key, source: { kind: "interned", column: interned } };
          const fixed: Record<string, "id" | "name" | "geo" | "timeZone" | "openingHours"> = {
            objectID: "id",
            name: "name",
            _geoloc: "geo",
            timeZone: "timeZone",
            openingHours: "openingHours",
          };
          return { key, source: { kind: fixed[key] ?? "rest" } };
        }),
      );
    }
    return code;
  }

  /**
   * The index as JSON-able metadata and typed arrays, for a snapshot on disk (embedded/snapshot.ts): every
   * column up to `limit`, each posting list set as its lengths and their entries end to end.
   */
  image(): IndexImage {
    const limit = this.limit;
    const sections: Array<[string, Section]> = [];
    const postings = (name: string, lists: PostingLists) => {
      const lengths = lists.lengths.slice(0, lists.size);
      let total = 0;
      for (const length of lengths) total += length;
      const data = new Int32Array(total);
      let at = 0;
      for (let key = 0; key < lists.size; key++) {
        const length = lengths[key] as number;
        data.set((lists.lists[key] as Int32Array).subarray(0, length), at);
        at += length;
      }
      sections.push([`${name}.lengths`, lengths], [`${name}.data`, data]);
    };
    sections.push(
      ["alive", this.alive.subarray(0, limit)],
      ["lat", this.lat.subarray(0, limit)],
      ["lng", this.lng.subarray(0, limit)],
      ["hoursCodes", this.hoursCodes.subarray(0, limit)],
      ["hoursCounts", this.hoursCounts.values],
      ["shapeCodes", this.#shapeCodes.subarray(0, limit)],
    );
    for (const column of this.facets) {
      sections.push([`facet.${column.attribute}.codes`, column.codes.subarray(0, limit)]);
      postings(`facet.${column.attribute}.docs`, column.docs);
    }
    for (const column of this.numeric) {
      sections.push([`numeric.${column.attribute}.values`, column.values.subarray(0, limit)]);
      sections.push([`numeric.${column.attribute}.codes`, column.codes.subarray(0, limit)]);
      postings(`numeric.${column.attribute}.docs`, column.docs);
    }
    for (const column of this.#interned) sections.push([`interned.${column.attribute}.codes`, column.codes.subarray(0, limit)]);
    postings("cells", this.cells);
    postings("postings", this.postings);
    sections.push(["objectIds", Buffer.from(JSON.stringify(this.objectIds.slice(0, limit)))]);
    sections.push(["names", Buffer.from(JSON.stringify(this.names.slice(0, limit)))]);
    // What only a hit needs, as UTF-8 JSON end to end with the offset of each document's.
    const offsets = new Float64Array(limit + 1);
    const rests: string[] = new Array(limit);
    for (let d = 0; d < limit; d++) {
      const rest = this.alive[d] === 1 ? this.#restOf(d) : "";
      rests[d] = rest;
      offsets[d + 1] = (offsets[d] as number) + Buffer.byteLength(rest);
    }
    const bytes = Buffer.allocUnsafe(offsets[limit] as number);
    for (let d = 0; d < limit; d++) bytes.write(rests[d] as string, offsets[d] as number);
    sections.push(["rest.offsets", offsets], ["rest.bytes", bytes]);
    const meta: IndexMeta = {
      limit,
      count: this.count,
      version: this.version,
      free: [...this.#free],
      facets: this.facets.map((column) => ({
        attribute: column.attribute,
        multi: column.multi,
        values: column.dictionary.values,
      })),
      // NaN (an absent value) has no JSON: null.
      numeric: this.numeric.map((column) => ({
        attribute: column.attribute,
        values: column.dictionary.values.map((value) => (Number.isNaN(value) ? null : value)),
      })),
      interned: this.#interned.map((column) => ({ attribute: column.attribute, values: column.dictionary.values })),
      hours: this.hoursTable.map(({ timeZone, openingHours, dates, week }, code) => ({
        key: this.hoursDictionary.values[code] as string,
        timeZone,
        openingHours,
        dates,
        day: Array.from(week.day),
        night: Array.from(week.night),
      })),
      shapes: this.#shapes.values,
      cells: [...this.#cellLists.entries()],
      terms: this.terms,
    };
    return { meta, sections };
  }

  /** The index an `image()` describes (its arrays copied: the sections may be views of a file's buffer). */
  static fromImage(meta: IndexMeta, sections: Map<string, Section>): ColumnarIndex {
    const index = new ColumnarIndex();
    const section = <T extends Section>(name: string): T => {
      const found = sections.get(name);
      if (!found) throw new Error(`search snapshot: no section ${name}`);
      return found as T;
    };
    const limit = meta.limit;
    const capacity = grown(new Uint8Array(0), limit).length;
    const copy = <T extends TypedArray>(saved: T): T => {
      const array = new (saved.constructor as new (length: number) => T)(capacity);
      array.set(saved);
      return array;
    };
    const postings = (name: string, target: PostingLists) => {
      const lengths = section<Int32Array>(`${name}.lengths`);
      const data = section<Int32Array>(`${name}.data`).slice();
      target.lists = [];
      let at = 0;
      for (const length of lengths) {
        // An empty list gets room of its own: `add` doubles a full list's length.
        target.lists.push(length === 0 ? new Int32Array(4) : data.subarray(at, at + length));
        at += length;
      }
      target.lengths = grown(new Int32Array(16), lengths.length);
      target.lengths.set(lengths);
    };
    index.limit = limit;
    index.capacity = capacity;
    index.count = meta.count;
    index.version = meta.version;
    index.alive = copy(section<Uint8Array<ArrayBuffer>>("alive"));
    index.lat = copy(section<Float64Array<ArrayBuffer>>("lat"));
    index.lng = copy(section<Float64Array<ArrayBuffer>>("lng"));
    index.hoursCodes = copy(section<Codes>("hoursCodes"));
    index.hoursCounts.values = section<Int32Array>("hoursCounts").slice();
    index.#shapeCodes = copy(section<Int32Array<ArrayBuffer>>("shapeCodes"));
    for (const [position, saved] of meta.facets.entries()) {
      const column = index.facets[position] as FacetColumn;
      if (column.attribute !== saved.attribute) throw new Error("search snapshot: facet attributes differ");
      column.multi = saved.multi;
      for (const value of saved.values) column.dictionary.code(value);
      column.codes = copy(section<Codes>(`facet.${column.attribute}.codes`));
      postings(`facet.${column.attribute}.docs`, column.docs);
    }
    for (const [position, saved] of meta.numeric.entries()) {
      const column = index.numeric[position] as NumericColumn;
      if (column.attribute !== saved.attribute) throw new Error("search snapshot: numeric attributes differ");
      for (const value of saved.values) column.dictionary.code(value ?? Number.NaN);
      column.values = copy(section<Float64Array>(`numeric.${column.attribute}.values`));
      column.codes = copy(section<Codes>(`numeric.${column.attribute}.codes`));
      postings(`numeric.${column.attribute}.docs`, column.docs);
    }
    for (const [position, saved] of meta.interned.entries()) {
      const column = index.#interned[position] as InternedColumn;
      if (column.attribute !== saved.attribute) throw new Error("search snapshot: attributes differ");
      for (const value of saved.values) column.dictionary.code(value);
      column.codes = copy(section<Codes>(`interned.${column.attribute}.codes`));
    }
    for (const { key, timeZone, openingHours, dates, day, night } of meta.hours) {
      index.hoursDictionary.code(key);
      index.hoursTable.push({
        timeZone,
        openingHours,
        dates,
        week: { day: Int32Array.from(day), night: Int32Array.from(night), dates },
      });
    }
    for (const shape of meta.shapes) index.#shapeOf(shape.split("\n"));
    for (const [key, list] of meta.cells) index.#cellLists.set(key, list);
    postings("cells", index.cells);
    for (const term of meta.terms) {
      const termId = index.terms.length;
      index.termIds.set(term, termId);
      index.terms.push(term);
      index.#unsortedTerms.push(term);
      const byLength = index.termsByLength[term.length];
      if (byLength) byLength.push(termId);
      else index.termsByLength[term.length] = [termId];
    }
    postings("postings", index.postings);
    const text = (name: string) => {
      const bytes = section<Uint8Array>(name);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
    };
    const objectIds = JSON.parse(text("objectIds")) as string[];
    const names = JSON.parse(text("names")) as string[];
    for (let d = 0; d < limit; d++) {
      const objectId = objectIds[d] as string;
      index.objectIds[d] = objectId;
      index.names[d] = names[d] as string;
      if (index.alive[d] === 1) index.#docIds.set(objectId, d);
    }
    index.#free.push(...meta.free);
    index.#restOffsets = section<Float64Array>("rest.offsets").slice();
    index.#restBytes = Buffer.from(section<Uint8Array>("rest.bytes"));
    return index;
  }

  #grow(size: number) {
    this.alive = grown(this.alive, size);
    this.capacity = this.alive.length;
    const capacity = this.capacity;
    this.lat = grown(this.lat, capacity);
    this.lng = grown(this.lng, capacity);
    this.hoursCodes = grown(this.hoursCodes, capacity);
    this.#shapeCodes = grown(this.#shapeCodes, capacity);
    for (const column of this.facets) column.codes = grown(column.codes, capacity);
    for (const column of this.numeric) {
      column.values = grown(column.values, capacity);
      column.codes = grown(column.codes, capacity);
    }
    for (const column of this.#interned) column.codes = grown(column.codes, capacity);
  }
}

/** A document's normalised searchable words, each with whether it appears in the name (what textRank reads). */
export function documentWords(document: SearchDocument): Map<string, boolean> {
  const words = new Map<string, boolean>();
  for (const attribute of searchableAttributes) {
    const inName = attribute === "name";
    for (const word of tokenize(String(document[attribute]))) {
      const term = normalizeTerm(word);
      if (term === null) continue;
      if (!words.get(term)) words.set(term, inName);
    }
  }
  return words;
}
