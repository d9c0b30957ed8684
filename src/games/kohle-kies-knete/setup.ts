/**
 * The initial state: investors dealt by player count (the rest in the open pool), five influence
 * cards each, the start player by family name, and the marker waiting to be placed.
 */
import { ConfigError, drawCards, type SetupConfig, seedRng, shuffle } from "../../core/index.js";
import { DECK_SIZE } from "./catalog.js";
import { resolveOptions, spaceRules } from "./options.js";
import { FAMILY_COUNT, type KkkOptions, type KkkState, POOL, START_HAND } from "./types.js";

/** The seat holding the alphabetically first Investor among those held by players (pool excluded). */
export function startPlayer(owner: readonly number[]): number {
  for (const seat of owner) if (seat !== POOL) return seat;
  return 0;
}

/** Builds the initial state; throws `ConfigError` for a bad player count or bad options. */
export function setup({ players, seed, options }: SetupConfig<KkkOptions>): KkkState {
  if (typeof players !== "number" || !Number.isInteger(players) || players < 3 || players > 6) {
    throw new ConfigError(
      "players",
      `Kohle, Kie$ & Knete is for 3 to 6 players, got ${JSON.stringify(players)}`,
    );
  }
  const resolved = resolveOptions(options);
  const [families, afterInvestors] = shuffle(
    seedRng(seed),
    Array.from({ length: FAMILY_COUNT }, (_, f) => f),
  );
  const owner = Array.from({ length: FAMILY_COUNT }, () => POOL);
  const perPlayer = players === 3 ? 2 : 1;
  families.slice(0, players * perPlayer).forEach((family, i) => {
    owner[family] = Math.floor(i / perPlayer);
  });
  const [deck, rng] = shuffle(
    afterInvestors,
    Array.from({ length: DECK_SIZE }, (_, id) => id),
  );
  const hands = Array.from({ length: players }, () => [] as number[]);
  for (const hand of hands) drawCards(deck, hand, START_HAND);
  return {
    rng,
    events: [],
    players,
    options: resolved,
    spaces: spaceRules(resolved.board),
    phase: "marker",
    turn: startPlayer(owner),
    rolled: false,
    failedBoss: null,
    marker: -1,
    tiles: resolved.board.map(() => 0),
    tilesPlaced: 0,
    turnsPlayed: 0,
    deck,
    discard: [],
    hands,
    owner,
    money: hands.map(() => 0),
    bankPaid: 0,
    history: [],
    deal: null,
    window: null,
    lastWasStop: false,
    endReason: null,
  };
}
