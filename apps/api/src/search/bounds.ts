import { AppError } from "@alentour/domain/errors";
import { searchBounds } from "@alentour/domain/search-bounds";

// What one call may ask for is public (the developers page states it): it lives in the domain.
export { searchBounds };

/** What the directory's search page asks for at most in one call (a few queries, at most 50 values a facet). */
export const searchPageShape = { queries: 8, facets: 10, maxValuesPerFacet: 100 } as const;

/**
 * Whether a call asks for more than the search page ever does: allowed within the bounds, but its steps take
 * the turns kept for heavy calls (search/turns.ts, ADR 070).
 */
export function asksMoreThanTheSearchPage(queries: Array<{ facets: readonly unknown[]; maxValuesPerFacet: number }>): boolean {
  return (
    queries.length > searchPageShape.queries ||
    queries.some(
      (query) =>
        query.facets.length > searchPageShape.facets ||
        (query.facets.length > 0 && query.maxValuesPerFacet > searchPageShape.maxValuesPerFacet),
    )
  );
}

/**
 * The nesting depth of a parsed JSON value, walked without recursion (so that no depth can exhaust the stack),
 * stopping as soon as it passes `limit`.
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current !== "object" || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === "object" && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

/**
 * The nesting depth of JSON text, read without parsing: brackets outside strings. A text deeper than `limit`
 * is refused before JSON.parse builds it.
 */
export function jsonTextDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) {
      inString = true;
    } else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) {
      depth--;
    }
  }
  return false;
}

export function refuseDeepJson(): AppError {
  return new AppError("search/too-deep", { params: { max: searchBounds.jsonDepth } });
}
