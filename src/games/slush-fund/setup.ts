/**
 * The initial state: a shuffled deck, five politicians with an empty pile per player, a first player.
 */
import { ConfigError, drawFrom, randomInt, type SetupConfig, seedRng, shuffle } from "../../core/index.js";
import { catalogFor } from "./catalog.js";
import { resolveOptions } from "./options.js";
import { POLITICIANS, type SlushFundOptions, type SlushFundState } from "./types.js";

/** The supported player counts. */
export const PLAYERS = { min: 2, max: 4 } as const;

/** Builds the initial state; throws `ConfigError` for a bad player count or bad options. */
export function setup(config: SetupConfig<SlushFundOptions>): SlushFundState {
  const { players, seed } = config;
  if (
    typeof players !== "number" ||
    !Number.isInteger(players) ||
    players < PLAYERS.min ||
    players > PLAYERS.max
  ) {
    throw new ConfigError(
      "players",
      `Slush Fund needs ${PLAYERS.min} to ${PLAYERS.max} players, got ${players}`,
    );
  }
  if (typeof seed !== "number" && typeof seed !== "string") {
    throw new ConfigError("seed", "must be a number or a string");
  }
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
