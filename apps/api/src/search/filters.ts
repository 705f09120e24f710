import { AppError } from "@alentour/domain/errors";
import { isWhenFilter, type WhenFilter } from "@alentour/domain/search";
import { searchBounds } from "./bounds.ts";
import { type FacetAttribute, facetAttributes, type NumericAttribute, numericAttributes } from "./document.ts";

export const numericOperators = ["<", "<=", "=", "!=", ">=", ">"] as const;
export type NumericOperator = (typeof numericOperators)[number];

/** A parsed filter: `facetFilters`, `numericFilters` and `filters` all end up as one of these trees. */
export type Filter =
  | { type: "and" | "or"; items: Filter[] }
  | { type: "not"; item: Filter }
  | { type: "facet"; attribute: FacetAttribute; value: string }
  | { type: "when"; value: WhenFilter }
  | { type: "numeric"; attribute: NumericAttribute; operator: NumericOperator; value: number }
  | { type: "range"; attribute: NumericAttribute; from: number; to: number };

const invalid = (filter: string) => new AppError("search/invalid-filter", { params: { filter: filter.slice(0, 120) } });

const isFacetAttribute = (name: string): name is FacetAttribute => (facetAttributes as readonly string[]).includes(name);
const isNumericAttribute = (name: string): name is NumericAttribute => (numericAttributes as readonly string[]).includes(name);

function parseNumber(text: string, source: string): number {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value)) throw invalid(source);
  return value;
}

/** `attribute:value` as a facet or "when" test (`-` before the value or the name negates, as in Algolia). */
export function facetPredicate(attribute: string, rawValue: string, source: string): Filter {
  let name = attribute.trim();
  let value = rawValue.trim();
  let negated = false;
  if (name.startsWith("-")) {
    negated = true;
    name = name.slice(1);
  } else if (value.startsWith("-")) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith("\\-")) {
    value = value.slice(1);
  }
  let filter: Filter;
  if (name === "when") {
    if (!isWhenFilter(value)) throw invalid(source);
    filter = { type: "when", value };
  } else if (isFacetAttribute(name)) {
    if (value === "") throw invalid(source);
    filter = { type: "facet", attribute: name, value };
  } else if (isNumericAttribute(name)) {
    filter = { type: "numeric", attribute: name, operator: "=", value: parseNumber(value, source) };
  } else {
    throw invalid(source);
  }
  return negated ? { type: "not", item: filter } : filter;
}

export type NestedStrings = string | Array<string | string[]>;

function fromNested(value: NestedStrings, parse: (text: string) => Filter): Filter {
  if (typeof value === "string") return parse(value);
  return {
    type: "and",
    items: value.map((entry) => (typeof entry === "string" ? parse(entry) : { type: "or", items: entry.map(parse) })),
  };
}

/** `facetFilters`: "a:b", or a list (AND) of such strings and of lists (OR) of them. */
export function parseFacetFilters(value: NestedStrings): Filter {
  return fromNested(value, (text) => {
    const colon = text.indexOf(":");
    if (colon < 1) throw invalid(text);
    return facetPredicate(text.slice(0, colon), text.slice(colon + 1), text);
  });
}

const numericPattern = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.eE+-]+)\s*$/;
const rangePattern = /^\s*([\w.]+)\s*:\s*(-?[\d.eE+-]+)\s+TO\s+(-?[\d.eE+-]+)\s*$/;

/** `numericFilters`: "price<=20", "price:0 TO 20", nested as facetFilters are. */
export function parseNumericFilters(value: NestedStrings): Filter {
  return fromNested(value, (text) => {
    const range = rangePattern.exec(text);
    if (range) {
      const [, attribute = "", from = "", to = ""] = range;
      if (!isNumericAttribute(attribute)) throw invalid(text);
      return { type: "range", attribute, from: parseNumber(from, text), to: parseNumber(to, text) };
    }
    const comparison = numericPattern.exec(text);
    if (!comparison) throw invalid(text);
    const [, attribute = "", operator = "", number = ""] = comparison;
    if (!isNumericAttribute(attribute)) throw invalid(text);
    return { type: "numeric", attribute, operator: operator as NumericOperator, value: parseNumber(number, text) };
  });
}

type Token = { kind: "word" | "string" | "operator" | "open" | "close" | "colon"; text: string };

function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] as string;
    if (/\s/.test(char)) {
      index++;
    } else if (char === "(" || char === ")") {
      tokens.push({ kind: char === "(" ? "open" : "close", text: char });
      index++;
    } else if (char === ":") {
      tokens.push({ kind: "colon", text: char });
      index++;
    } else if (char === '"' || char === "'") {
      let text = "";
      index++;
      while (index < source.length && source[index] !== char) {
        if (source[index] === "\\" && index + 1 < source.length) index++;
        text += source[index];
        index++;
      }
      if (index >= source.length) throw invalid(source);
      index++;
      tokens.push({ kind: "string", text });
    } else if ("<>=!".includes(char)) {
      const two = source.slice(index, index + 2);
      const text = ["<=", ">=", "!="].includes(two) ? two : char;
      if (text === "!") throw invalid(source);
      tokens.push({ kind: "operator", text });
      index += text.length;
    } else {
      const match = /^[^\s()"':<>=!]+/.exec(source.slice(index));
      if (!match) throw invalid(source);
      tokens.push({ kind: "word", text: match[0] });
      index += match[0].length;
    }
  }
  return tokens;
}

/** `filters`: the boolean syntax InstantSearch emits (AND, OR, NOT, parentheses, `a:b`, `a:x TO y`, `a<=n`). */
export function parseFilterString(source: string): Filter | null {
  const tokens = lex(source);
  if (tokens.length === 0) return null;
  let position = 0;
  const peek = () => tokens[position];
  const next = () => {
    const token = tokens[position++];
    if (!token) throw invalid(source);
    return token;
  };
  const isKeyword = (word: string) => peek()?.kind === "word" && peek()?.text === word;
  // Parentheses and NOT nest the parse: bounded, so that no filter can exhaust the stack (ADR 052).
  let depth = 0;
  const deeper = () => {
    if (++depth > searchBounds.filterDepth) throw new AppError("search/too-deep", { params: { max: searchBounds.filterDepth } });
  };

  const value = (): string => {
    const token = next();
    if (token.kind !== "word" && token.kind !== "string") throw invalid(source);
    return token.text;
  };
  const predicate = (): Filter => {
    const attribute = value();
    const token = next();
    if (token.kind === "operator") {
      if (!isNumericAttribute(attribute)) throw invalid(source);
      return { type: "numeric", attribute, operator: token.text as NumericOperator, value: parseNumber(value(), source) };
    }
    if (token.kind !== "colon") throw invalid(source);
    const first = value();
    if (isKeyword("TO")) {
      position++;
      if (!isNumericAttribute(attribute)) throw invalid(source);
      return { type: "range", attribute, from: parseNumber(first, source), to: parseNumber(value(), source) };
    }
    return facetPredicate(attribute, first, source);
  };
  const unary = (): Filter => {
    if (isKeyword("NOT")) {
      position++;
      deeper();
      const item = unary();
      depth--;
      return { type: "not", item };
    }
    if (peek()?.kind === "open") {
      position++;
      deeper();
      const inner = disjunction();
      if (next().kind !== "close") throw invalid(source);
      depth--;
      return inner;
    }
    return predicate();
  };
  const conjunction = (): Filter => {
    const items = [unary()];
    while (isKeyword("AND")) {
      position++;
      items.push(unary());
    }
    return items.length === 1 ? (items[0] as Filter) : { type: "and", items };
  };
  function disjunction(): Filter {
    const items = [conjunction()];
    while (isKeyword("OR")) {
      position++;
      items.push(conjunction());
    }
    return items.length === 1 ? (items[0] as Filter) : { type: "or", items };
  }
  const tree = disjunction();
  if (position !== tokens.length) throw invalid(source);
  return tree;
}

export function allOf(filters: Array<Filter | null>): Filter | null {
  const present = filters.filter((filter): filter is Filter => filter !== null);
  if (present.length === 0) return null;
  return present.length === 1 ? (present[0] as Filter) : { type: "and", items: present };
}

/** How many tests (facet, when, numeric, range) a filter tree holds. */
export function countTerms(filter: Filter | null): number {
  if (!filter) return 0;
  if (filter.type === "and" || filter.type === "or") return filter.items.reduce((sum, item) => sum + countTerms(item), 0);
  if (filter.type === "not") return countTerms(filter.item);
  return 1;
}

/**
 * The same filter with repeats folded: an AND inside an AND (an OR inside an OR) joins its parent, a test
 * repeated in one list is kept once, and a list of one is that test. `city:Lyon OR city:Lyon` is then
 * `city:Lyon`, which every engine answers with each hit once (an engine reading the lists of an OR's values
 * would otherwise visit a hit once per repeat). An empty list (`facetFilters: []` or `[[]]`) constrains nothing,
 * as in Algolia: it is left out (null when nothing is left), so that no engine meets an empty AND or OR.
 */
export function foldFilter(filter: Filter): Filter | null {
  if (filter.type === "not") {
    const item = foldFilter(filter.item);
    return item && { type: "not", item };
  }
  if (filter.type !== "and" && filter.type !== "or") return filter;
  const items: Filter[] = [];
  const seen = new Set<string>();
  for (const item of filter.items) {
    const folded = foldFilter(item);
    if (!folded) continue;
    for (const part of (folded.type === "and" || folded.type === "or") && folded.type === filter.type ? folded.items : [folded]) {
      const key = JSON.stringify(part);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(part);
    }
  }
  if (items.length === 0) return null;
  return items.length === 1 ? (items[0] as Filter) : { type: filter.type, items };
}

/** Every facet value a filter tree requires, e.g. to know which when-filters a query uses. */
export function whenValuesOf(filter: Filter | null, into = new Set<WhenFilter>()): Set<WhenFilter> {
  if (!filter) return into;
  if (filter.type === "when") into.add(filter.value);
  else if (filter.type === "and" || filter.type === "or") for (const item of filter.items) whenValuesOf(item, into);
  else if (filter.type === "not") whenValuesOf(filter.item, into);
  return into;
}
