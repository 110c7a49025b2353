/**
 * The earlier of two instants in epoch ms, null meaning "never": a snapshot that goes stale at
 * several edges (sold-out marks, opening hours, schedules, promotions) goes stale at the first.
 */
export const earliest = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);
