/**
 * The keys of the WAI-ARIA tabs pattern: arrows move to the neighbouring tab (wrapping around),
 * Home and End to the first and last. Only the selected tab is in the Tab order, so these keys are
 * how a keyboard reaches the others.
 */

/** The index of the tab `key` moves to from tab `index` of `count`, or `undefined` when the key is not a tab key. */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
