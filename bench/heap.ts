/**
 * Full garbage collection between measurements, so that each one starts from the live data of the
 * process and neither pays for nor reports the garbage an earlier measurement left in the old
 * generation. Needs `--expose-gc` (`npm run bench` passes it); without it this does nothing.
 */

/** Runs a full collection if the process exposes `gc`; returns whether it did. */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return false;
  gc();
  return true;
}
