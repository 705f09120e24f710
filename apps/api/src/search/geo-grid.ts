// The geo-grid facet: how many matches fall in each square of a grid over the map, so that a map can draw every
// match as clusters whatever their number (ADR 058). Both engines count with these definitions.

/** The finest grid asked for: 360 / 2^24 degrees, about 2.4 m at the equator. */
export const GEO_GRID_MAX_PRECISION = 24;
/** At most this many cells are listed, the fullest first; the matches of the others are counted in `rest`. */
export const GEO_GRID_MAX_CELLS = 5_000;

/** The side of a cell, in degrees of longitude and of latitude: 360 / 2^precision (a power of two, exact). */
export function cellSize(precision: number): number {
  return 360 / 2 ** precision;
}

/** A point's cell: columns from 180° W, rows from 90° S. */
export function cellOf(lat: number, lng: number, size: number): { x: number; y: number } {
  return { x: Math.floor((lng + 180) / size), y: Math.floor((lat + 90) / size) };
}

/** One cell: where it is on the grid, how many matches it holds, and their mean position (where a map draws it). */
export type GeoGridCell = { x: number; y: number; count: number; lat: number; lng: number };

export type GeoGrid = {
  precision: number;
  cells: GeoGridCell[];
  /** Matches in cells left out of `cells` (beyond GEO_GRID_MAX_CELLS): `cells` and `rest` add up to nbHits. */
  rest: number;
};

/** The fullest cells first (then by row and column, so both engines list them alike), the rest counted apart. */
export function finishGrid(precision: number, cells: GeoGridCell[]): GeoGrid {
  cells.sort((a, b) => b.count - a.count || a.y - b.y || a.x - b.x);
  let rest = 0;
  for (let index = GEO_GRID_MAX_CELLS; index < cells.length; index++) rest += (cells[index] as GeoGridCell).count;
  return { precision, cells: cells.slice(0, GEO_GRID_MAX_CELLS), rest };
}

/** Counts over matches visited one by one (the embedded engine). */
export function createGridCounter(precision: number) {
  const size = cellSize(precision);
  const byCell = new Map<number, { x: number; y: number; count: number; lat: number; lng: number }>();
  const columns = 2 ** precision;
  return {
    add(lat: number, lng: number) {
      const { x, y } = cellOf(lat, lng, size);
      const key = y * columns + x;
      const cell = byCell.get(key);
      if (cell) {
        cell.count++;
        cell.lat += lat;
        cell.lng += lng;
      } else byCell.set(key, { x, y, count: 1, lat, lng });
    },
    finish(): GeoGrid {
      const cells = [...byCell.values()].map((cell) => ({ ...cell, lat: cell.lat / cell.count, lng: cell.lng / cell.count }));
      return finishGrid(precision, cells);
    },
  };
}

/**
 * Counts from a sample scaled up to the estimated number of matches: each cell gets its share, rounded so that
 * the cells still add up to `total` (largest remainders first).
 */
export function scaleGrid(grid: GeoGrid, total: number): GeoGrid {
  const sampled = grid.cells.reduce((sum, cell) => sum + cell.count, grid.rest);
  if (sampled === 0 || sampled === total) return grid;
  const shares = [...grid.cells.map((cell) => cell.count), grid.rest].map((count) => (count * total) / sampled);
  const rounded = shares.map(Math.floor);
  let missing = total - rounded.reduce((sum, count) => sum + count, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (missing <= 0) break;
    rounded[index] = (rounded[index] as number) + 1;
    missing--;
  }
  const cells = grid.cells.map((cell, index) => ({ ...cell, count: rounded[index] as number })).filter((cell) => cell.count > 0);
  return { ...grid, cells, rest: rounded[grid.cells.length] as number };
}
