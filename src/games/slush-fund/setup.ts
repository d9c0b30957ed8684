/**
 * The initial state: a shuffled deck, five politicians with an empty pile per player, a first player.
 */
import { drawFrom, randomInt, type SetupConfig, seedRng, shuffle } from "../../core/index.js";
import { catalogFor } from "./catalog.js";
import { resolveOptions } from "./options.js";
import { POLITICIANS, type SlushFundOptions, type SlushFundState } from "./types.js";

/** The supported player counts. */
export const PLAYERS = { min: 2, max: 4 } as const;

/** Builds the initial state; throws `ConfigError` for a bad player count or bad options. */
export function setup(config: SetupConfig<SlushFundOptions>): SlushFundState {
  const { players, seed } = config;
  const options = resolveOptions(config.options, players);
  const catalog = catalogFor(options.deck);
  const holder = { rng: seedRng(seed) };
  const deck = drawFrom(holder, (r) =>
    shuffle(
      r,
      catalog.map((_, id) => id),
    ),
  );
  const turn = options.firstPlayer ?? drawFrom(holder, (r) => randomInt(r, 0, players - 1));
  return {
    rng: holder.rng,
    events: [],
    players,
    options,
    catalog,
    phase: "choose",
    turn,
    deck,
    revealed: [],
    hand: [],
    fund: [],
    timeCards: [],
    removed: [],
    scandals: POLITICIANS.map(() => []),
    fallen: POLITICIANS.map(() => false),
    piles: POLITICIANS.map(() => Array.from({ length: players }, () => ({ cards: [], seenBy: [] }))),
    target: null,
    endReason: null,
  };
}
