/**
 * The public shapes of the research interface: an encoding of one game's actions and views as
 * fixed-size numbers, and the layouts that document them.
 */
import type { Seat } from "../core/game.js";

/** One field of an action type inside its block: its name and how many values it takes. */
export interface ActionFieldLayout {
  readonly name: string;
  /** How many digit values the field has (its radix in the mixed-radix index). */
  readonly radix: number;
  /** What the digit means, in a short phrase (e.g. "seat relative to the actor, 1 = next clockwise"). */
  readonly meaning: string;
}

/** One action type's block of indices: `offset .. offset + size - 1`, digits in field order. */
export interface ActionBlockLayout {
  readonly type: string;
  readonly offset: number;
  readonly size: number;
  /** The fields, most significant digit first. */
  readonly fields: readonly ActionFieldLayout[];
}

/** One named segment of the observation vector. */
export interface ObservationSegment {
  readonly name: string;
  readonly offset: number;
  readonly size: number;
  /** What the values mean and how they are scaled. */
  readonly meaning: string;
  /** Per value, in order: the least it can be in any game of the encoding's configuration. */
  readonly low: readonly number[];
  /** Per value, in order: the most it can be (`Infinity` where the rules set no limit). */
  readonly high: readonly number[];
}

/**
 * A game's fixed action space and observation tensor for one player count and option set.
 *
 * Actions are numbered `0 .. numActions-1`: each action type owns a block of indices, and inside a
 * block the index is a mixed-radix number whose digits are the action's fields (see
 * `actionLayout`). Field values that depend on the table (a card held, a seat) are encoded relative
 * to the acting seat's view, so `encodeAction` and `decodeAction` take that view.
 * Observations are seat-relative vectors (the observing seat first) computed from a view alone.
 */
export interface Encoding<V = unknown, A = unknown> {
  /** The game id. */
  readonly game: string;
  /** The player count this encoding is built for. */
  readonly players: number;
  /** `<rules version>/<encoding revision>`: changes whenever either the game's rules or this layout change. */
  readonly version: string;
  /** The size of the action space. */
  readonly numActions: number;
  /** The length of every observation vector. */
  readonly observationSize: number;
  /** The action blocks, in index order. */
  readonly actionLayout: readonly ActionBlockLayout[];
  /** The observation segments, in vector order. */
  readonly observationLayout: readonly ObservationSegment[];
  /** Per observation value: the least it can be (the segments' `low`, as float32 rounds them down). */
  readonly observationLow: Float32Array;
  /** Per observation value: the most it can be (the segments' `high`, as float32 rounds them up). */
  readonly observationHigh: Float32Array;
  /** The index of an action of the view's seat; throws `RuleError` "not-encodable" for one outside the space. */
  encodeAction(view: V, action: A): number;
  /** The action an index names in this view; throws `RuleError` for an out-of-range or meaningless index. */
  decodeAction(view: V, index: number): A;
  /** A fresh mask of `numActions` entries: 1 exactly at the indices of `legal`. */
  legalMask(view: V, legal: readonly A[]): Uint8Array;
  /** Writes the mask of `legal` into `out[offset .. offset+numActions)` (clearing it first). */
  legalMaskInto(view: V, legal: readonly A[], out: Uint8Array, offset?: number): void;
  /** A fresh observation vector of the view's seat (a spectator's view is read from seat 0's place). */
  observe(view: V): Float32Array;
  /** Writes the observation into `out[offset .. offset+observationSize)`. */
  observeInto(view: V, out: Float32Array, offset?: number): void;
}

/** The configuration of an encoding: player count and the game's options (as `setup` takes them). */
export interface EncodingConfig {
  readonly players: number;
  readonly options?: object;
}

/** The seat a view belongs to, seat 0 standing in for a spectator. */
export function viewerSeat(view: { readonly viewer: Seat | null }): Seat {
  return view.viewer ?? 0;
}
