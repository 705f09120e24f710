import { distanceMetres, type GeoPoint } from "@alentour/domain/directory";
import { type WhenFilter, whenFilters } from "@alentour/domain/search";
import type { NumericAttribute } from "../document.ts";
import { type Clock, type EngineResult, type FacetStats, openDuring } from "../engine.ts";
import type { Filter } from "../filters.ts";
import { cellSize, finishGrid, type GeoGrid, type GeoGridCell } from "../geo-grid.ts";
import type { SearchQuery } from "../params.ts";
import { rankWeights } from "../ranking.ts";
import { queryTerms, typosAllowed, withinOneEdit } from "../text.ts";
import {
  type Codes,
  type ColumnarIndex,
  cellColumn,
  cellKey,
  cellRow,
  type FacetColumn,
  grown,
  type Hours,
  type NumericColumn,
} from "./columnar-index.ts";

const COST_EXACT = rankWeights.exact;
const COST_PREFIX = rankWeights.prefix;
const COST_TYPO = rankWeights.typo;

/**
 * Per-document working arrays, reused from query to query: a slot is valid only when its stamp equals the
 * current generation, so nothing of the index's size is cleared or allocated per query.
 */
class Scratch {
  size = 0;
  stamp = new Int32Array(0);
  wordStamp = new Int32Array(0);
  wordCost = new Int32Array(0);
  rank = new Int32Array(0);
  distance = new Float64Array(0);
  listA = new Int32Array(0);
  listB = new Int32Array(0);
  matches = new Int32Array(0);
  rejects = new Int32Array(0);
  ordered = new Int32Array(0);
  /** All zero between queries (inIdOrder clears what it sets). */
  seen = new Uint32Array(0);
  generation = 0;

  fit(size: number) {
    if (size <= this.size) return;
    this.size = size;
    this.stamp = new Int32Array(size);
    this.wordStamp = new Int32Array(size);
    this.wordCost = new Int32Array(size);
    this.rank = new Int32Array(size);
    this.distance = new Float64Array(size);
    this.listA = new Int32Array(size);
    this.listB = new Int32Array(size);
    this.matches = new Int32Array(size);
    this.rejects = new Int32Array(size);
    this.ordered = new Int32Array(size);
    this.seen = new Uint32Array((size + 31) >>> 5);
    this.generation = 0;
  }

  next(): number {
    if (this.generation >= 0x7ffffff0) {
      this.stamp.fill(0);
      this.wordStamp.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
}

const scratches = new WeakMap<ColumnarIndex, Scratch>();
function scratchOf(index: ColumnarIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = new Scratch();
    scratches.set(index, scratch);
  }
  scratch.fit(index.capacity);
  return scratch;
}

/** The dictionary terms a query word reaches, each with its cost (exact 0, completion 10, typo 100). */
function candidateTerms(index: ColumnarIndex, word: string, isLast: boolean): Map<number, number> {
  const found = new Map<number, number>();
  const exact = index.termIds.get(word);
  if (exact !== undefined) found.set(exact, COST_EXACT);
  if (isLast) {
    for (const term of index.termsStartingWith(word)) {
      const termId = index.termIds.get(term) as number;
      if (!found.has(termId)) found.set(termId, COST_PREFIX);
    }
  }
  if (typosAllowed(word) > 0) {
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const termId of index.termsByLength[length] ?? []) {
        if (!found.has(termId) && withinOneEdit(word, index.terms[termId] as string)) found.set(termId, COST_TYPO);
      }
    }
  }
  return found;
}

/**
 * The documents matching every query word, with their text rank (textRank in text.ts: each word's best match
 * summed, +1 when not in the name) left in `scratch.rank`. Intersects from the word with the fewest postings.
 */
function textMatches(index: ColumnarIndex, scratch: Scratch, terms: string[]): { list: Int32Array; length: number } {
  const words = terms
    .map((term, position) => {
      const candidates = candidateTerms(index, term, position === terms.length - 1);
      let postings = 0;
      for (const termId of candidates.keys()) postings += index.postings.length(termId);
      return { candidates, postings };
    })
    .sort((a, b) => a.postings - b.postings);
  const { stamp, wordStamp, wordCost, rank } = scratch;
  let list = scratch.listA;
  let spare = scratch.listB;
  let length = 0;
  let members = 0; // the generation marking the current candidates in `stamp`; 0: every document
  for (const { candidates } of words) {
    const word = scratch.next();
    let found = 0;
    for (const [termId, cost] of candidates) {
      const postings = index.postings.lists[termId] as Int32Array;
      const count = index.postings.length(termId);
      for (let position = 0; position < count; position++) {
        const entry = postings[position] as number;
        const d = entry >> 1;
        if (members !== 0 && stamp[d] !== members) continue;
        const value = cost + (entry & 1);
        if (wordStamp[d] !== word) {
          wordStamp[d] = word;
          wordCost[d] = value;
          spare[found++] = d;
        } else if (value < (wordCost[d] as number)) {
          wordCost[d] = value;
        }
      }
    }
    const next = scratch.next();
    for (let position = 0; position < found; position++) {
      const d = spare[position] as number;
      rank[d] = (members === 0 ? 0 : (rank[d] as number)) + (wordCost[d] as number);
      stamp[d] = next;
    }
    members = next;
    [list, spare] = [spare, list];
    length = found;
    if (length === 0) break;
  }
  return { list, length };
}

/**
 * Whether the hours meet a when-filter, on a day inside the dated event's range if it is one (ADR 044): the one
 * evaluation of a document against a when value.
 */
export function hoursOpenDuring(hours: Hours, when: WhenFilter, clock: Clock): boolean {
  return openDuring(hours.week, when, hours.timeZone, clock);
}

/**
 * The when answers of an index, per hours code and when value, kept from query to query: each (hours, when)
 * pair is evaluated once for as long as the windows of its time zone stay the same (the windows move with the
 * clock, minute by minute for "now", day by day for "tomorrow"; they carry their local dates for dated events).
 */
class WhenAnswers {
  readonly #answers = new Map<WhenFilter, Int8Array>();
  /** Per time zone: its hours codes, and per when value the windows the answers were computed for. */
  readonly #zones = new Map<string, { codes: number[]; windows: Map<WhenFilter, string> }>();
  readonly #signatures = new Map<WhenFilter, string>();
  #seen = 0;
  readonly index: ColumnarIndex;
  clock: Clock | null = null;
  constructor(index: ColumnarIndex) {
    this.index = index;
  }

  /** The answers for `when` at this query's instant (0: not known yet, 1: open, 2: closed), by hours code. */
  of(when: WhenFilter, clock: Clock): Int8Array {
    const table = this.index.hoursTable;
    for (; this.#seen < table.length; this.#seen++) {
      const { timeZone } = table[this.#seen] as Hours;
      let zone = this.#zones.get(timeZone);
      if (!zone) {
        zone = { codes: [], windows: new Map() };
        this.#zones.set(timeZone, zone);
      }
      zone.codes.push(this.#seen);
    }
    let answers = this.#answers.get(when);
    if (!answers || answers.length < table.length) {
      const next = new Int8Array(Math.max(64, table.length * 2));
      if (answers) next.set(answers);
      answers = next;
      this.#answers.set(when, answers);
    }
    let signature = "";
    for (const [timeZone, zone] of this.#zones) {
      // The window cut at each local midnight, with the dates: a dated event's answer changes with the date even
      // when the minutes of the week come round again.
      const windows = clock
        .piecesOf(when, timeZone)
        .map(({ date, from, to }) => `${date} ${from} ${to}`)
        .join(",");
      if (zone.windows.get(when) !== windows) {
        for (const code of zone.codes) answers[code] = 0;
        zone.windows.set(when, windows);
      }
      signature += `${timeZone}=${windows};`;
    }
    this.#signatures.set(when, signature);
    this.clock = clock;
    return answers;
  }

  /** The windows of every time zone `when` was last answered for (by `of`): equal signatures, equal answers. */
  signature(when: WhenFilter): string {
    return this.#signatures.get(when) ?? "";
  }

  /** Whether the hours with this code are open during `when`, from `answers` (see `of`). */
  open(answers: Int8Array, hoursCode: number, when: WhenFilter): boolean {
    let answer = answers[hoursCode] as number;
    if (answer === 0) {
      answer = hoursOpenDuring(this.index.hoursTable[hoursCode] as Hours, when, this.clock as Clock) ? 1 : 2;
      answers[hoursCode] = answer;
    }
    return answer === 1;
  }
}

const whenAnswers = new WeakMap<ColumnarIndex, WhenAnswers>();
function whenAnswersOf(index: ColumnarIndex): WhenAnswers {
  let answers = whenAnswers.get(index);
  if (!answers) {
    answers = new WhenAnswers(index);
    whenAnswers.set(index, answers);
  }
  return answers;
}

type Predicate = (d: number) => boolean;
const never: Predicate = () => false;

function compare(operator: string, values: Float64Array, right: number): Predicate {
  switch (operator) {
    case "<":
      return (d) => (values[d] as number) < right;
    case "<=":
      return (d) => (values[d] as number) <= right;
    case "=":
      return (d) => values[d] === right;
    case "!=":
      // NaN: a number the activity lacks (a paid one without prices), which no condition matches.
      return (d) => values[d] !== right && !Number.isNaN(values[d]);
    case ">=":
      return (d) => (values[d] as number) >= right;
    default:
      return (d) => (values[d] as number) > right;
  }
}

/** The filter tree as one predicate over doc ids, reading the columns. */
function compileFilter(filter: Filter, index: ColumnarIndex, when: WhenAnswers, clock: Clock): Predicate {
  switch (filter.type) {
    case "and": {
      const items = filter.items.map((item) => compileFilter(item, index, when, clock));
      if (items.length === 1) return items[0] as Predicate;
      if (items.length === 2) {
        const [first, second] = items as [Predicate, Predicate];
        return (d) => first(d) && second(d);
      }
      return (d) => {
        for (const item of items) if (!item(d)) return false;
        return true;
      };
    }
    case "or": {
      const items = filter.items.map((item) => compileFilter(item, index, when, clock));
      if (items.length === 1) return items[0] as Predicate;
      if (items.length === 2) {
        const [first, second] = items as [Predicate, Predicate];
        return (d) => first(d) || second(d);
      }
      return (d) => {
        for (const item of items) if (item(d)) return true;
        return false;
      };
    }
    case "not": {
      const item = compileFilter(filter.item, index, when, clock);
      return (d) => !item(d);
    }
    case "facet": {
      const column = index.column(filter.attribute);
      const code = column.dictionary.find(filter.value);
      if (code < 0) return never;
      const codes = column.codes;
      if (column.multi) {
        const bit = 1 << code;
        return (d) => ((codes[d] as number) & bit) !== 0;
      }
      return (d) => codes[d] === code;
    }
    case "when": {
      // Every hours code answered up front (each at most once while its zone's windows stay the same).
      const answers = when.of(filter.value, clock);
      for (let code = 0; code < index.hoursTable.length; code++) when.open(answers, code, filter.value);
      const hoursCodes = index.hoursCodes;
      return (d) => answers[hoursCodes[d] as number] === 1;
    }
    case "numeric":
      return compare(filter.operator, index.numericColumn(filter.attribute).values, filter.value);
    case "range": {
      const values = index.numericColumn(filter.attribute).values;
      const { from, to } = filter;
      return (d) => (values[d] as number) >= from && (values[d] as number) <= to;
    }
  }
}

/**
 * The documents a filter accepts as a bit set over doc ids [0, limit) (dead ids may be set: the caller skips
 * them), what compileFilter's predicate answers, computed a leaf at a time: a facet value from its list of
 * documents, a when value from the answers per hours code, a number from its column.
 */
function filterBits(filter: Filter, index: ColumnarIndex, when: WhenAnswers, clock: Clock): Uint32Array {
  const limit = index.limit;
  const words = (limit + 31) >>> 5;
  switch (filter.type) {
    case "and":
    case "or": {
      const [first, ...others] = filter.items;
      if (!first) return filter.type === "and" ? new Uint32Array(words).fill(0xffffffff) : new Uint32Array(words);
      const bits = filterBits(first, index, when, clock);
      for (const item of others) {
        const more = filterBits(item, index, when, clock);
        if (filter.type === "and")
          for (let word = 0; word < words; word++) bits[word] = (bits[word] as number) & (more[word] as number);
        else for (let word = 0; word < words; word++) bits[word] = (bits[word] as number) | (more[word] as number);
      }
      return bits;
    }
    case "not": {
      const bits = filterBits(filter.item, index, when, clock);
      for (let word = 0; word < words; word++) bits[word] = ~(bits[word] as number);
      return bits;
    }
    case "facet": {
      const column = index.column(filter.attribute);
      const code = column.dictionary.find(filter.value);
      if (code < 0) return new Uint32Array(words);
      // Kept until the index's next write: the same values are asked for again and again (a category's page).
      return derivedOf(index)
        .kept(`facet ${filter.attribute} ${code}`, () => {
          const bits = new Uint32Array(words);
          const list = column.docs.lists[code] as Int32Array;
          const length = column.docs.length(code);
          for (let position = 0; position < length; position++) {
            const d = list[position] as number;
            bits[d >>> 5] = (bits[d >>> 5] as number) | (1 << (d & 31));
          }
          return bits;
        })
        .slice();
    }
    case "when": {
      const answers = when.of(filter.value, clock);
      for (let code = 0; code < index.hoursTable.length; code++) when.open(answers, code, filter.value);
      // Kept until the index's next write or until the windows move (a minute for "now", a day for "tomorrow").
      return derivedOf(index)
        .kept(`when ${filter.value} ${when.signature(filter.value)}`, () => {
          const hoursCodes = index.hoursCodes;
          const bits = new Uint32Array(words);
          for (let d = 0; d < limit; d++) {
            if (answers[hoursCodes[d] as number] === 1) bits[d >>> 5] = (bits[d >>> 5] as number) | (1 << (d & 31));
          }
          return bits;
        })
        .slice();
    }
    case "numeric": {
      const { operator, value } = filter;
      // "!=": NaN (a number the activity lacks) matches no condition, as in compare().
      if (operator === "!=") return valueBits(index, filter.attribute, value, value, true);
      const from = operator === ">" || operator === ">=" || operator === "=" ? value : Number.NEGATIVE_INFINITY;
      const to = operator === "<" || operator === "<=" || operator === "=" ? value : Number.POSITIVE_INFINITY;
      const bits = valueBits(index, filter.attribute, from, to, false);
      // A strict bound leaves out the bound itself.
      if (operator === "<" || operator === ">") {
        const out = valueBits(index, filter.attribute, value, value, false);
        for (let word = 0; word < words; word++) bits[word] = (bits[word] as number) & ~(out[word] as number);
      }
      return bits;
    }
    case "range":
      return valueBits(index, filter.attribute, filter.from, filter.to, false);
  }
}

/**
 * The documents whose value of a numeric attribute lies in [from, to] (`outside`: those with a value outside it;
 * NaN, a value the document lacks, is in neither), one tight pass over the column.
 */
function valueBits(index: ColumnarIndex, attribute: NumericAttribute, from: number, to: number, outside: boolean): Uint32Array {
  const values = index.numericColumn(attribute).values;
  const limit = index.limit;
  const bits = new Uint32Array((limit + 31) >>> 5);
  for (let word = 0; word < bits.length; word++) {
    const base = word << 5;
    const last = Math.min(32, limit - base);
    let set = 0;
    for (let bit = 0; bit < last; bit++) {
      const value = values[base + bit] as number;
      const inside = value >= from && value <= to;
      const valued = !Number.isNaN(value);
      set |= Number(outside ? valued && !inside : inside) << bit;
    }
    bits[word] = set;
  }
  return bits;
}

/** The first `count` documents in ranking order (compareRanked in engine.ts), kept in a bounded heap. */
class TopHeap {
  readonly ids: Int32Array;
  length = 0;
  readonly count: number;
  readonly before: (a: number, b: number) => boolean;
  constructor(count: number, before: (a: number, b: number) => boolean) {
    this.count = count;
    this.before = before;
    this.ids = new Int32Array(count);
  }

  offer(d: number) {
    const { ids, before } = this;
    if (this.length < this.count) {
      // Sift up: the worst kept sits at the root.
      let position = this.length++;
      while (position > 0) {
        const parent = (position - 1) >> 1;
        if (!before(ids[parent] as number, d)) break;
        ids[position] = ids[parent] as number;
        position = parent;
      }
      ids[position] = d;
    } else if (before(d, ids[0] as number)) {
      let position = 0;
      const length = this.length;
      for (;;) {
        const left = 2 * position + 1;
        if (left >= length) break;
        const right = left + 1;
        const worse = right < length && before(ids[left] as number, ids[right] as number) ? right : left;
        if (!before(d, ids[worse] as number)) break;
        ids[position] = ids[worse] as number;
        position = worse;
      }
      ids[position] = d;
    }
  }

  sorted(): number[] {
    return [...this.ids.subarray(0, this.length)].sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
  }
}

/**
 * Where an empty query starts instead of every document: the documents of a facet value the filter requires
 * (an AND picks its smallest such item; an OR of values of one single-valued attribute, their union). Null when
 * the filter requires no facet value.
 */
function drivingLists(filter: Filter, index: ColumnarIndex): Array<[Int32Array, number]> | null {
  switch (filter.type) {
    case "facet": {
      const column = index.column(filter.attribute);
      const code = column.dictionary.find(filter.value);
      if (code < 0) return [];
      return [[column.docs.lists[code] ?? new Int32Array(0), column.docs.length(code)]];
    }
    case "or": {
      if (filter.items.length === 1) return drivingLists(filter.items[0] as Filter, index);
      const lists: Array<[Int32Array, number]> = [];
      const first = filter.items[0];
      // Values of a list attribute overlap: their lists would give a document twice.
      if (first?.type !== "facet" || index.column(first.attribute).multi) return null;
      for (const item of filter.items) {
        if (item.type !== "facet" || item.attribute !== first.attribute) return null;
        const found = drivingLists(item, index);
        if (found) lists.push(...found);
      }
      return lists;
    }
    case "and": {
      let best: Array<[Int32Array, number]> | null = null;
      let bestSize = Number.POSITIVE_INFINITY;
      for (const item of filter.items) {
        const lists = drivingLists(item, index);
        if (!lists) continue;
        const size = lists.reduce((sum, [, length]) => sum + length, 0);
        if (size < bestSize) {
          best = lists;
          bestSize = size;
        }
      }
      return best;
    }
    default:
      return null;
  }
}

/** The smallest of the candidate sources (lists of lists), null when there is none. */
function smallest(sources: Array<Array<[Int32Array, number]> | null>): Array<[Int32Array, number]> | null {
  let best: Array<[Int32Array, number]> | null = null;
  let bestSize = Number.POSITIVE_INFINITY;
  for (const source of sources) {
    if (!source) continue;
    const size = source.reduce((sum, [, length]) => sum + length, 0);
    if (size < bestSize) {
      best = source;
      bestSize = size;
    }
  }
  return best;
}

const MAX_CELLS = 20_000;

/**
 * The grid cells covering the query's area (its bounding boxes, or the circle of `aroundRadius`), as lists of
 * documents: a superset of the area's documents, each once. Null when the query has no area or a large one.
 */
function areaLists(query: SearchQuery, index: ColumnarIndex): Array<[Int32Array, number]> | null {
  const ranges: Array<[number, number, number, number]> = [];
  if (query.boxes.length > 0) {
    for (const box of query.boxes)
      ranges.push([cellRow(box.south), cellRow(box.north), cellColumn(box.west), cellColumn(box.east)]);
  } else if (query.around && query.aroundRadius !== null) {
    // The circle's bounding box on the sphere: latitudes ± δ, longitudes ± asin(sin δ / cos φ).
    const radians = Math.PI / 180;
    const delta = (query.aroundRadius + 1) / 6_371_008.8;
    const latitude = query.around.lat * radians;
    if (Math.abs(latitude) + delta >= Math.PI / 2 - 0.01) return null;
    const lngReach = Math.asin(Math.min(1, Math.sin(delta) / Math.cos(latitude))) / radians + 1e-9;
    const latReach = delta / radians + 1e-9;
    const { lat, lng } = query.around;
    if (lng - lngReach < -180 || lng + lngReach > 180) return null;
    ranges.push([cellRow(lat - latReach), cellRow(lat + latReach), cellColumn(lng - lngReach), cellColumn(lng + lngReach)]);
  } else {
    return null;
  }
  let cells = 0;
  for (const [south, north, west, east] of ranges) cells += (north - south + 1) * (east - west + 1);
  if (cells > MAX_CELLS) return null;
  const seen = new Set<number>();
  const lists: Array<[Int32Array, number]> = [];
  for (const [south, north, west, east] of ranges) {
    for (let row = south; row <= north; row++) {
      for (let column = west; column <= east; column++) {
        const key = cellKey(row, column);
        if (seen.has(key)) continue;
        seen.add(key);
        const list = index.cellList(key);
        if (list >= 0 && index.cells.length(list) > 0)
          lists.push([index.cells.lists[list] as Int32Array, index.cells.length(list)]);
      }
    }
  }
  return lists;
}

/**
 * The best documents (those `accepts`, every one without it) into `heap`: quality values from the highest, each
 * value's documents all offered (ties are ranked by name), until the heap is full.
 */
function fillByQuality(index: ColumnarIndex, heap: TopHeap, accepts?: (d: number) => boolean) {
  const column = index.numericColumn("quality");
  const codes = column.dictionary.values
    .map((value, code) => ({ value, code }))
    .filter(({ code }) => column.docs.length(code) > 0)
    .sort((a, b) => b.value - a.value);
  for (const { code } of codes) {
    if (heap.length >= heap.count) break;
    const list = column.docs.lists[code] as Int32Array;
    const length = column.docs.length(code);
    if (accepts) {
      for (let position = 0; position < length; position++) {
        const d = list[position] as number;
        if (accepts(d)) heap.offer(d);
      }
    } else for (let position = 0; position < length; position++) heap.offer(list[position] as number);
  }
}

/** Adds the codes of the listed documents to `counts` (a multi-valued column: each bit of its mask). */
function tally(counts: Int32Array, codes: Codes, list: Int32Array, length: number, multi: boolean) {
  if (multi) {
    for (let position = 0; position < length; position++) {
      let mask = codes[list[position] as number] as number;
      while (mask !== 0) {
        const bit = 31 - Math.clz32(mask);
        counts[bit] = (counts[bit] as number) + 1;
        mask &= ~(1 << bit);
      }
    }
  } else {
    for (let position = 0; position < length; position++) {
      const code = codes[list[position] as number] as number;
      counts[code] = (counts[code] as number) + 1;
    }
  }
}

const facetEntries = (counts: ArrayLike<number>, values: ArrayLike<string | number>, limit: number): Array<[string, number]> => {
  const entries: Array<[string, number]> = [];
  for (let code = 0; code < limit; code++) {
    const count = counts[code] as number;
    if (count > 0 && !Number.isNaN(values[code])) entries.push([String(values[code]), count]);
  }
  return entries;
};

/** Runs one query over the index: text, area, filters and ranking in one pass over the candidates, then facets. */
export function runQuery(index: ColumnarIndex, query: SearchQuery, clock: Clock): EngineResult {
  const scratch = scratchOf(index);
  const derived = derivedOf(index);
  const terms = queryTerms(query.query);
  const text = terms.length > 0 ? textMatches(index, scratch, terms) : null;
  const when = whenAnswersOf(index);
  let predicate = query.filter ? compileFilter(query.filter, index, when, clock) : null;
  const { boxes, around, aroundRadius } = query;
  const { lat, lng, alive } = index;
  const quality = index.numericColumn("quality").values;
  const { rank, distance, matches } = scratch;

  const start = query.page * query.hitsPerPage;
  const end = Math.min(start + query.hitsPerPage, 1000);
  const ranked = text !== null;
  const hasAround = around !== null;
  const point: GeoPoint = { lat: 0, lng: 0 };
  // Around a point without a radius, after words: the distance only decides between documents of equal text rank,
  // so it is computed when two of them are compared, and for the page's hits (a stamp in `wordStamp`, which the
  // words no longer need, says it is).
  const lazyDistance = around !== null && aroundRadius === null && ranked;
  const measured = lazyDistance ? scratch.next() : 0;
  const { wordStamp } = scratch;
  const distanceOf = (d: number): number => {
    if (lazyDistance && wordStamp[d] !== measured) {
      wordStamp[d] = measured;
      point.lat = lat[d] as number;
      point.lng = lng[d] as number;
      distance[d] = Math.round(distanceMetres(around as GeoPoint, point));
    }
    return distance[d] as number;
  };
  const before = (a: number, b: number): boolean => {
    if (ranked && rank[a] !== rank[b]) return (rank[a] as number) < (rank[b] as number);
    if (hasAround && distanceOf(a) !== distanceOf(b)) return distanceOf(a) < distanceOf(b);
    if (quality[a] !== quality[b]) return (quality[a] as number) > (quality[b] as number);
    const nameA = index.names[a] as string;
    const nameB = index.names[b] as string;
    if (nameA !== nameB) return nameA < nameB;
    return (index.objectIds[a] as string) < (index.objectIds[b] as string);
  };
  const heap = start < end ? new TopHeap(end, before) : null;

  // A match lies at least |Δlat| · R from the centre: cheaper than the distance for most of those too far.
  const metresPerDegree = (6_371_008.8 * Math.PI) / 180;
  const latitudeReach = around && aroundRadius !== null ? (aroundRadius + 1) / metresPerDegree : Number.POSITIVE_INFINITY;

  let rejected = 0;
  // Most documents matched in a scan of all: those left out are counted and taken from the index's counts.
  let complement = false;
  // Whether `matches` lists every match (a scan by complement may list only the rejects).
  let listed = true;
  const rejects = scratch.rejects;
  const oneBox = boxes.length === 1;
  const { north, south, east, west } = boxes[0] ?? { north: 0, south: 0, east: 0, west: 0 };
  let nbHits = 0;
  const visit = (d: number) => {
    if (oneBox) {
      const y = lat[d] as number;
      const x = lng[d] as number;
      if (y > north || y < south || x > east || x < west) return;
    } else if (boxes.length > 0) {
      const y = lat[d] as number;
      const x = lng[d] as number;
      let inside = false;
      for (const box of boxes) {
        if (y <= box.north && y >= box.south && x <= box.east && x >= box.west) {
          inside = true;
          break;
        }
      }
      if (!inside) return;
    }
    if (around && !lazyDistance) {
      if (Math.abs((lat[d] as number) - around.lat) > latitudeReach) return;
      point.lat = lat[d] as number;
      point.lng = lng[d] as number;
      const metres = Math.round(distanceMetres(around, point));
      if (aroundRadius !== null && metres > aroundRadius) return;
      distance[d] = metres;
    }
    if (predicate && !predicate(d)) return;
    matches[nbHits++] = d;
    if (heap) {
      // Worse than the worst kept on the first key that differs: it cannot enter (names only on ties).
      if (heap.length === heap.count) {
        const worst = heap.ids[0] as number;
        if (ranked && rank[d] !== rank[worst]) {
          if ((rank[d] as number) > (rank[worst] as number)) return;
        } else if (hasAround && distanceOf(d) !== distanceOf(worst)) {
          if (distanceOf(d) > distanceOf(worst)) return;
        } else if ((quality[d] as number) < (quality[worst] as number)) return;
      }
      heap.offer(d);
    }
  };

  // Every document matches: the facet counts are the index's own.
  const everything = !text && !predicate && boxes.length === 0 && !(around && aroundRadius !== null);
  // Lists that hold a large share of the index are read faster as one scan in id order: a map area's cells
  // hand their documents over cell by cell, all over the columns (a quarter is the break-even point measured).
  const sizeOf = (lists: Array<[Int32Array, number]> | null) => (lists ? lists.reduce((sum, [, length]) => sum + length, 0) : 0);
  const driving = text || !query.filter ? null : drivingLists(query.filter, index);
  const area = text ? null : areaLists(query, index);
  const source = text
    ? null
    : smallest([
        driving && sizeOf(driving) <= index.limit / 16 ? driving : null,
        area && sizeOf(area) <= index.limit / 4 ? area : null,
      ]);
  if (text || source) {
    // Visited in id order: the columns are then read front to back, for the visit and again for the counts.
    const length = inIdOrder(scratch, text ? [[text.list, text.length]] : (source as Array<[Int32Array, number]>));
    const ordered = scratch.ordered;
    for (let position = 0; position < length; position++) visit(ordered[position] as number);
  } else if (everything && !around) {
    // Browsing everything: no visit, the best first from the values of `quality`, best value first.
    nbHits = index.size;
    if (heap) fillByQuality(index, heap);
  } else if (!around) {
    // A filter or a large area over the whole index, ranked by quality: the filter evaluated a column at a time
    // into a bit set, ANDed with the live documents' bits, the area tested on what is left; then only the smaller
    // of the matches and the rejects is listed (the counts of the other come from the index's own), and the page
    // is taken from the best quality values down (fillByQuality), not kept while scanning.
    predicate = null;
    const live = derived.liveBits();
    const bits = query.filter ? filterBits(query.filter, index, when, clock) : live.slice();
    if (query.filter) for (let word = 0; word < bits.length; word++) bits[word] = (bits[word] as number) & (live[word] as number);
    if (boxes.length > 0) {
      const manyBoxes = boxes.length > 1;
      const limit = index.limit;
      for (let word = 0; word < bits.length; word++) {
        let kept = bits[word] as number;
        if (kept === 0) continue;
        const base = word << 5;
        const last = Math.min(32, limit - base);
        for (let bit = 0; bit < last; bit++) {
          const y = lat[base + bit] as number;
          const x = lng[base + bit] as number;
          let outside: number;
          if (manyBoxes) {
            outside = 1;
            for (const box of boxes) if (y <= box.north && y >= box.south && x <= box.east && x >= box.west) outside = 0;
          } else {
            // Without branches: most documents of a large area are in it, the others scattered among them.
            outside = Number(y > north) | Number(y < south) | Number(x > east) | Number(x < west);
          }
          // Clearing the bit of a document already out (dead, or not accepted by the filter) changes nothing.
          kept &= ~(outside << bit);
        }
        bits[word] = kept;
      }
    }
    nbHits = popcount(bits);
    complement = index.size - nbHits < nbHits;
    if (complement) {
      rejected = listBits(rejects, live, bits);
      // The map's grid is counted by its complement too, unless the grid is too fine for that (gridOfAll).
      listed = query.geoGrid !== null && query.geoGrid > GRID_BY_COMPLEMENT;
      if (listed) listBits(matches, bits, null);
    } else listBits(matches, bits, null);
    if (heap) fillByQuality(index, heap, (d) => (((bits[d >>> 5] as number) >>> (d & 31)) & 1) === 1);
  } else {
    // Around a point over the whole index: every live document visited for its distance.
    if (query.filter) {
      const bits = filterBits(query.filter, index, when, clock);
      predicate = (d) => (((bits[d >>> 5] as number) >>> (d & 31)) & 1) === 1;
    }
    for (let d = 0; d < index.limit; d++) {
      if (alive[d] === 1) {
        const before = nbHits;
        visit(d);
        if (nbHits === before) rejects[rejected++] = d;
      }
    }
    complement = rejected < nbHits;
  }

  const countOver = (codes: Codes, global: Int32Array, size: number, multi: boolean): Int32Array => {
    if (everything) return global;
    const counts = new Int32Array(size);
    const list = complement ? rejects : matches;
    const length = complement ? rejected : nbHits;
    tally(counts, codes, list, length, multi);
    if (complement) for (let code = 0; code < size; code++) counts[code] = (global[code] ?? 0) - (counts[code] as number);
    return counts;
  };
  const facets: EngineResult["facets"] = {};
  const facetsStats: EngineResult["facetsStats"] = {};
  for (const facet of query.facets) {
    let entries: Array<[string, number]> = [];
    if (facet === "when") {
      const hoursCount = index.hoursTable.length;
      const counts = countOver(index.hoursCodes, index.hoursCounts.values, hoursCount, false);
      for (const value of whenFilters) {
        const answers = when.of(value, clock);
        let count = 0;
        for (let code = 0; code < hoursCount; code++) {
          if (counts[code] !== 0 && when.open(answers, code, value)) count += counts[code] as number;
        }
        if (count > 0) entries.push([value, count]);
      }
    } else {
      const numeric = index.numeric.find((column) => column.attribute === facet);
      if (numeric) {
        const size = numeric.dictionary.size;
        const counts = countOver(numeric.codes, numeric.docs.lengths, size, false);
        entries = facetEntries(counts, numeric.dictionary.values, size);
        let sum: number;
        if (everything) sum = derived.total(numeric);
        else if (complement) sum = derived.total(numeric) - sumOver(numeric.values, rejects, rejected);
        else sum = sumOver(numeric.values, matches, nbHits);
        const stats = nbHits > 0 ? statsOf(numeric, counts, sum) : null;
        if (stats) facetsStats[facet] = stats;
      } else {
        const column = index.column(facet as FacetColumn["attribute"]);
        const size = column.dictionary.size;
        const counts = countOver(column.codes, column.docs.lengths, size, column.multi);
        entries = facetEntries(counts, column.dictionary.values, size);
      }
    }
    facets[facet] = Object.fromEntries(
      entries
        .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, query.maxValuesPerFacet),
    );
  }

  let geoGrid: GeoGrid | undefined;
  if (query.geoGrid !== null) {
    // Browsing everything visited nobody: every live document is a match.
    // Where the matches lie: inside the boxes, anywhere without an area (a circle: not bounded here).
    let bounds: Bounds | null = { south: -90, north: 90, west: -180, east: 180 };
    if (boxes.length > 0) {
      bounds = { south: 90, north: -90, west: 180, east: -180 };
      for (const box of boxes) {
        bounds.south = Math.min(bounds.south, box.south);
        bounds.north = Math.max(bounds.north, box.north);
        bounds.west = Math.min(bounds.west, box.west);
        bounds.east = Math.max(bounds.east, box.east);
      }
    } else if (around && aroundRadius !== null) bounds = null;
    if (everything && !around) geoGrid = derived.gridOfAll(query.geoGrid);
    else if (complement && !listed) geoGrid = gridWithout(derived.slotsOfAll(query.geoGrid), index, rejects, rejected);
    else geoGrid = countGrid(query.geoGrid, bounds, index, matches, nbHits);
  }

  const page = heap ? heap.sorted().slice(start, end) : [];
  return {
    hits: page.map((d) => ({ document: index.document(d), geoDistance: hasAround ? distanceOf(d) : null })),
    nbHits,
    facets,
    facetsStats,
    ...(geoGrid && { geoGrid }),
  };
}

/**
 * The geo-grid facet (geo-grid.ts) over the matches (`list`, or every live document when `list` is null): each
 * cell's count and summed position in typed arrays, a cell's slot found through a map from its key, the sums in
 * match order as createGridCounter makes them.
 */
function countGrid(
  precision: number,
  bounds: Bounds | null,
  index: ColumnarIndex,
  list: Int32Array | null,
  length: number,
): GeoGrid {
  const size = cellSize(precision);
  if (bounds) {
    // Few enough cells in the area for the matches: one slot per cell of the area, no map.
    const west = Math.floor((bounds.west + 180) / size);
    const south = Math.floor((bounds.south + 90) / size);
    const width = Math.floor((bounds.east + 180) / size) - west + 1;
    const height = Math.floor((bounds.north + 90) / size) - south + 1;
    const area = width * height;
    if (width > 0 && height > 0 && area <= 131_072 && area <= 4 * length + 1024)
      return countGridDense(precision, west, south, width, area, index, list, length);
  }
  return gridOfSlots(gridSlots(precision, index, list, length), null);
}

/** The cells of the matches (`list`, or every live document when `list` is null) as slots, found through a map. */
function gridSlots(precision: number, index: ColumnarIndex, list: Int32Array | null, length: number): GridSlots {
  const { lat, lng, alive } = index;
  const size = cellSize(precision);
  // One more than the columns: a point on the antimeridian (x = 2^precision) keeps a key of its own.
  const columns = 2 ** precision + 1;
  const slots = new Map<number, number>();
  let capacity = 256;
  let keys = new Float64Array(capacity);
  let counts = new Int32Array(capacity);
  let sumLat = new Float64Array(capacity);
  let sumLng = new Float64Array(capacity);
  let used = 0;
  let lastKey = -1;
  let lastSlot = -1;
  for (let position = 0; position < length; position++) {
    let d = position;
    if (list) d = list[position] as number;
    else if (alive[d] !== 1) continue;
    const y = lat[d] as number;
    const x = lng[d] as number;
    const key = Math.floor((y + 90) / size) * columns + Math.floor((x + 180) / size);
    let slot = lastSlot;
    if (key !== lastKey) {
      slot = slots.get(key) ?? -1;
      if (slot < 0) {
        if (used === capacity) {
          capacity *= 2;
          keys = grown(keys, capacity);
          counts = grown(counts, capacity);
          sumLat = grown(sumLat, capacity);
          sumLng = grown(sumLng, capacity);
        }
        slot = used++;
        slots.set(key, slot);
        keys[slot] = key;
      }
      lastKey = key;
      lastSlot = slot;
    }
    counts[slot] = (counts[slot] as number) + 1;
    sumLat[slot] = (sumLat[slot] as number) + y;
    sumLng[slot] = (sumLng[slot] as number) + x;
  }
  return { precision, columns, slots, keys, counts, sumLat, sumLng, used };
}

/** The grid of `grid`'s slots, less what `without` holds (the same precision) when given. */
function gridOfSlots(
  grid: GridSlots,
  without: { counts: Int32Array; sumLat: Float64Array; sumLng: Float64Array } | null,
): GeoGrid {
  const { columns, keys, used } = grid;
  const cells: GeoGridCell[] = [];
  for (let slot = 0; slot < used; slot++) {
    const key = keys[slot] as number;
    let count = grid.counts[slot] as number;
    let lat = grid.sumLat[slot] as number;
    let lng = grid.sumLng[slot] as number;
    if (without) {
      count -= without.counts[slot] as number;
      lat -= without.sumLat[slot] as number;
      lng -= without.sumLng[slot] as number;
    }
    if (count === 0) continue;
    cells.push({ x: key % columns, y: Math.floor(key / columns), count, lat: lat / count, lng: lng / count });
  }
  return finishGrid(grid.precision, cells);
}

/** The grid of every live document (`all`) less the listed documents': the grid of the matches, by complement. */
function gridWithout(all: GridSlots, index: ColumnarIndex, list: Int32Array, length: number): GeoGrid {
  const { lat, lng } = index;
  const size = cellSize(all.precision);
  const { columns, slots } = all;
  const counts = new Int32Array(all.used);
  const sumLat = new Float64Array(all.used);
  const sumLng = new Float64Array(all.used);
  let lastKey = -1;
  let slot = -1;
  for (let position = 0; position < length; position++) {
    const d = list[position] as number;
    const y = lat[d] as number;
    const x = lng[d] as number;
    const key = Math.floor((y + 90) / size) * columns + Math.floor((x + 180) / size);
    if (key !== lastKey) {
      slot = slots.get(key) as number;
      lastKey = key;
    }
    counts[slot] = (counts[slot] as number) + 1;
    sumLat[slot] = (sumLat[slot] as number) + y;
    sumLng[slot] = (sumLng[slot] as number) + x;
  }
  return gridOfSlots(all, { counts, sumLat, sumLng });
}

type Bounds = { south: number; north: number; west: number; east: number };

/** countGrid over the cells of an area (`width` columns from column `west`, rows from `south`), each its slot. */
function countGridDense(
  precision: number,
  west: number,
  south: number,
  width: number,
  area: number,
  index: ColumnarIndex,
  list: Int32Array | null,
  length: number,
): GeoGrid {
  const { lat, lng, alive } = index;
  const size = cellSize(precision);
  const counts = new Int32Array(area);
  const sumLat = new Float64Array(area);
  const sumLng = new Float64Array(area);
  for (let position = 0; position < length; position++) {
    let d = position;
    if (list) d = list[position] as number;
    else if (alive[d] !== 1) continue;
    const y = lat[d] as number;
    const x = lng[d] as number;
    const slot = (Math.floor((y + 90) / size) - south) * width + (Math.floor((x + 180) / size) - west);
    counts[slot] = (counts[slot] as number) + 1;
    sumLat[slot] = (sumLat[slot] as number) + y;
    sumLng[slot] = (sumLng[slot] as number) + x;
  }
  const cells: GeoGridCell[] = [];
  for (let slot = 0; slot < area; slot++) {
    const count = counts[slot] as number;
    if (count === 0) continue;
    cells.push({
      x: west + (slot % width),
      y: south + Math.floor(slot / width),
      count,
      lat: (sumLat[slot] as number) / count,
      lng: (sumLng[slot] as number) / count,
    });
  }
  return finishGrid(precision, cells);
}

/** The sum of a numeric attribute's values over the listed documents, in list order (NaN: absent, not summed). */
function sumOver(values: Float64Array, list: Int32Array, length: number): number {
  let sum = 0;
  for (let position = 0; position < length; position++) {
    const value = values[list[position] as number] as number;
    if (!Number.isNaN(value)) sum += value;
  }
  return sum;
}

/** Min, max, sum and mean of a numeric attribute over the matches, from their counts per value and their sum. */
function statsOf(column: NumericColumn, counts: Int32Array, sum: number): FacetStats | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let valued = 0;
  counts.forEach((count, code) => {
    const value = column.dictionary.values[code] as number;
    // NaN: matches that lack the number (a paid activity without prices) count in no statistic.
    if (count === 0 || Number.isNaN(value)) return;
    valued += count;
    if (value < min) min = value;
    if (value > max) max = value;
  });
  if (valued === 0) return null;
  return { min, max, avg: sum / valued, sum };
}

/**
 * The documents of `lists` (each once) into `scratch.ordered` in id order, through the bits of `scratch.seen`
 * (cleared again as they are read); how many. Lists of postings or cells come in the order they were written, all
 * over the columns.
 */
function inIdOrder(scratch: Scratch, lists: Array<[Int32Array, number]>): number {
  const { seen, ordered } = scratch;
  let low = seen.length;
  let high = -1;
  for (const [list, length] of lists) {
    for (let position = 0; position < length; position++) {
      const d = list[position] as number;
      const word = d >>> 5;
      seen[word] = (seen[word] as number) | (1 << (d & 31));
      if (word < low) low = word;
      if (word > high) high = word;
    }
  }
  return listBits(ordered, seen, null, low, high + 1, true);
}

/** How many bits are set in `bits`. */
function popcount(bits: Uint32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word++) {
    let v = bits[word] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/**
 * Lists into `out`, in id order, the ids set in `bits` and not in `without` (none: all of `bits`); their number.
 * Only the words from `from` up to `to` are read; `clear` leaves them at zero.
 */
function listBits(
  out: Int32Array,
  bits: Uint32Array,
  without: Uint32Array | null,
  from = 0,
  to = bits.length,
  clear = false,
): number {
  let length = 0;
  for (let word = from; word < to; word++) {
    let set = bits[word] as number;
    if (set === 0) continue;
    if (clear) bits[word] = 0;
    if (without) set &= ~(without[word] as number);
    const base = word << 5;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      out[length++] = base + 31 - Math.clz32(low);
    }
  }
  return length;
}

/**
 * The geo-grid is counted by complement (every document's grid less the rejects') up to this precision, where
 * the grid of every document has few enough cells to keep (cells of 0.09°, about 10 km, at 12).
 */
const GRID_BY_COMPLEMENT = 12;

/** A grid's cells as slots: each cell's key (row · columns + column), count and summed position. */
type GridSlots = {
  precision: number;
  columns: number;
  slots: Map<number, number>;
  keys: Float64Array;
  counts: Int32Array;
  sumLat: Float64Array;
  sumLng: Float64Array;
  used: number;
};

/**
 * What is derived from the whole index and kept until its next write (`version`): the live documents as bits, the
 * sum of each numeric attribute, the geo-grid of every document per precision.
 */
class Derived {
  readonly index: ColumnarIndex;
  #version = -1;
  #live: Uint32Array | null = null;
  readonly #totals = new Map<string, number>();
  readonly #grids = new Map<number, GridSlots>();
  readonly #bits = new Map<string, Uint32Array>();
  constructor(index: ColumnarIndex) {
    this.index = index;
  }

  #fresh() {
    if (this.#version === this.index.version) return;
    this.#version = this.index.version;
    this.#live = null;
    this.#totals.clear();
    this.#grids.clear();
    this.#bits.clear();
  }

  /** The bits `make` computes, kept under `key` (a facet value's documents, a when value's in its current windows). */
  kept(key: string, make: () => Uint32Array): Uint32Array {
    this.#fresh();
    let bits = this.#bits.get(key);
    if (!bits) {
      bits = make();
      // At most 32 kept (4 MB at a million documents): past that, the least recently made go first.
      if (this.#bits.size >= 32) this.#bits.delete(this.#bits.keys().next().value as string);
      this.#bits.set(key, bits);
    }
    return bits;
  }

  liveBits(): Uint32Array {
    this.#fresh();
    if (!this.#live) {
      const { alive, limit } = this.index;
      const bits = new Uint32Array((limit + 31) >>> 5);
      for (let d = 0; d < limit; d++) if (alive[d] === 1) bits[d >>> 5] = (bits[d >>> 5] as number) | (1 << (d & 31));
      this.#live = bits;
    }
    return this.#live;
  }

  /** The sum of a numeric attribute over every live document, in id order. */
  total(column: NumericColumn): number {
    this.#fresh();
    let total = this.#totals.get(column.attribute);
    if (total === undefined) {
      const { alive, limit } = this.index;
      const values = column.values;
      total = 0;
      for (let d = 0; d < limit; d++) {
        const value = values[d] as number;
        if (alive[d] === 1 && !Number.isNaN(value)) total += value;
      }
      this.#totals.set(column.attribute, total);
    }
    return total;
  }

  /** The geo-grid of every live document at `precision`: kept up to GRID_BY_COMPLEMENT, counted each time beyond. */
  gridOfAll(precision: number): GeoGrid {
    if (precision > GRID_BY_COMPLEMENT) return countGrid(precision, null, this.index, null, this.index.limit);
    return gridOfSlots(this.slotsOfAll(precision), null);
  }

  slotsOfAll(precision: number): GridSlots {
    this.#fresh();
    let grid = this.#grids.get(precision);
    if (!grid) {
      grid = gridSlots(precision, this.index, null, this.index.limit);
      this.#grids.set(precision, grid);
    }
    return grid;
  }
}

const deriveds = new WeakMap<ColumnarIndex, Derived>();
function derivedOf(index: ColumnarIndex): Derived {
  let derived = deriveds.get(index);
  if (!derived) {
    derived = new Derived(index);
    deriveds.set(index, derived);
  }
  return derived;
}
