/**
 * What a game contributes to the research interface: its encoding revision, the field overrides of
 * its action space and its observation encoder, built from a freshly set-up state (which carries
 * the resolved options and catalog).
 */
import type { StateBase } from "../core/game.js";
import type { ActionOverrides } from "./action-space.js";
import type { Observer } from "./observation.js";

/** The parts of an encoding a game supplies. */
export interface GameEncodingParts<V> {
  readonly overrides: ActionOverrides<V>;
  readonly observer: Observer<V>;
}

/** A game's encoding recipe. */
export interface GameEncodingSpec<S extends StateBase = StateBase, V = unknown> {
  /** Raised whenever the action or observation layout changes (the version also carries the rules version). */
  readonly revision: number;
  /** Builds the parts for a player count from a state right after setup with the chosen options. */
  build(initial: S, players: number): GameEncodingParts<V>;
}
