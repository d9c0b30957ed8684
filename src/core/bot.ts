/**
 * The bot interface every player program implements, and the uniform random bot.
 */
import type { ActionBase, ViewBase } from "./game.js";
import type { RandomSource } from "./rng.js";

/** A player program: sees only its seat's view and the legal actions, returns one of them. */
export interface Bot<V extends ViewBase = ViewBase, A extends ActionBase = ActionBase> {
  /** A short name for tables and logs. */
  readonly name: string;
  /**
   * True for a bot that never reads the view: drivers may then skip computing it and pass only
   * `{ viewer }`, which makes simulations with such bots several times faster.
   */
  readonly blind?: boolean;
  /** Chooses one of `legal` (never empty) from what the seat can see. */
  act(view: V, legal: readonly A[], random: RandomSource): A;
}

/** A bot that picks uniformly among the legal actions. */
export const randomBot: Bot = {
  name: "random",
  blind: true,
  act(_view, legal, random) {
    return legal[random.below(legal.length)] as ActionBase;
  },
};
