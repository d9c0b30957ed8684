/**
 * Building blocks of observation encoders: a layout builder that hands out segment offsets, and
 * the small writers every game uses (one-hot, counts by class).
 */
import type { CardView } from "../core/view.js";
import type { ObservationSegment } from "./types.js";

/** A game's observation encoder for one player count and option set. */
export interface Observer<V> {
  readonly size: number;
  readonly layout: readonly ObservationSegment[];
  /** Writes the view's observation into `out[offset .. offset+size)`, which the caller has zeroed. */
  write(view: V, out: Float32Array, offset: number): void;
}

/** Collects named segments in order; `add` returns the segment's offset for the writer. */
export class LayoutBuilder {
  private readonly segments: ObservationSegment[] = [];
  private next = 0;

  /** Appends a segment of `size` values and returns its offset. */
  add(name: string, size: number, meaning: string): number {
    const offset = this.next;
    this.segments.push({ name, offset, size, meaning });
    this.next += size;
    return offset;
  }

  /** The total size so far. */
  get size(): number {
    return this.next;
  }

  /** The segments added so far. */
  get layout(): readonly ObservationSegment[] {
    return this.segments.slice();
  }
}

/** Sets `out[at + index]` to 1 when `index` is in `0..size-1` (a one-hot slot; out of range leaves zeros). */
export function oneHot(out: Float32Array, at: number, index: number, size: number): void {
  if (index >= 0 && index < size) out[at + index] = 1;
}

/**
 * Adds, for each visible card of a zone, its class's scale at `out[at + class]` (a count per class,
 * scaled; hidden cards and cards of class -1 are skipped).
 */
export function countClasses(
  out: Float32Array,
  at: number,
  cards: readonly CardView[],
  classOf: ArrayLike<number>,
  scales: ArrayLike<number>,
): void {
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as CardView;
    if (card === null) continue;
    const cls = classOf[card] ?? -1;
    if (cls >= 0) out[at + cls] = (out[at + cls] as number) + (scales[cls] as number);
  }
}

/** The seat at a position relative to the observer (0 = the observer, 1 = next clockwise). */
export function seatAt(observer: number, relative: number, players: number): number {
  return (observer + relative) % players;
}

/** The position of a seat relative to the observer (0 = the observer). */
export function relativeTo(observer: number, seat: number, players: number): number {
  return (seat - observer + players) % players;
}
