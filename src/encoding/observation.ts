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

/**
 * A segment's bound: one number for every value, or a pattern of numbers repeated over the segment
 * (its length divides the segment's size, e.g. `[cards, money]` per seat).
 */
export type SegmentBound = number | readonly number[];

/** Spreads a bound over `size` values (`RangeError` for a pattern that does not divide it). */
function spread(bound: SegmentBound, size: number, name: string): number[] {
  if (typeof bound === "number") return new Array<number>(size).fill(bound);
  if (bound.length === 0 || size % bound.length !== 0) {
    throw new RangeError(
      `segment ${name}: a bound pattern of ${bound.length} does not divide ${size} values`,
    );
  }
  return Array.from({ length: size }, (_, i) => bound[i % bound.length] as number);
}

/** Collects named segments in order; `add` returns the segment's offset for the writer. */
export class LayoutBuilder {
  private readonly segments: ObservationSegment[] = [];
  private next = 0;

  /**
   * Appends a segment of `size` values and returns its offset. `high` and `low` bound every value
   * the writer can put there in any game of this configuration (0 stays 0 where nothing is written).
   */
  add(name: string, size: number, meaning: string, high: SegmentBound, low: SegmentBound = 0): number {
    const offset = this.next;
    this.segments.push({
      name,
      offset,
      size,
      meaning,
      low: spread(low, size, name),
      high: spread(high, size, name),
    });
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
