/**
 * Default options and their validation (bad options throw `ConfigError` naming the field).
 */
import { ConfigError } from "../../core/index.js";
import { DEFAULT_DECK } from "./catalog.js";
import { DECK_ENTRIES, type DeckComposition, type ResolvedOptions, type SlushFundOptions } from "./types.js";

/** The largest count a deck entry may have (keeps card ids within the action schema's range). */
export const MAX_PER_ENTRY = 200;
/** The largest card id any deck can produce, for the action schema. */
export const MAX_CARD_ID = MAX_PER_ENTRY * DECK_ENTRIES.length - 1;

/** The options used where `setup` is given none. */
export const DEFAULT_OPTIONS: ResolvedOptions = {
  deck: DEFAULT_DECK,
  timeCardsToEnd: 10,
  thiefTakes: "top",
  firstPlayer: null,
};

const OPTION_KEYS = ["deck", "timeCardsToEnd", "thiefTakes", "firstPlayer"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function resolveDeck(input: unknown): DeckComposition {
  if (input === undefined) return { ...DEFAULT_DECK };
  if (!isRecord(input)) throw new ConfigError("options.deck", "must be an object of card counts");
  for (const key of Object.keys(input)) {
    if (!(DECK_ENTRIES as readonly string[]).includes(key)) {
      throw new ConfigError(`options.deck.${key}`, `unknown card entry; known: ${DECK_ENTRIES.join(", ")}`);
    }
  }
  const deck = { ...DEFAULT_DECK };
  for (const entry of DECK_ENTRIES) {
    const count = input[entry];
    if (count === undefined) continue;
    if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count > MAX_PER_ENTRY) {
      throw new ConfigError(`options.deck.${entry}`, `must be an integer from 0 to ${MAX_PER_ENTRY}`);
    }
    deck[entry] = count;
  }
  if (deck.time < 1) throw new ConfigError("options.deck.time", "the deck needs at least one Time card");
  return deck;
}

/** Merges the given options over the defaults and validates them for `players` seats. */
export function resolveOptions(
  input: Partial<SlushFundOptions> | undefined,
  players: number,
): ResolvedOptions {
  const given: unknown = input ?? {};
  if (!isRecord(given)) throw new ConfigError("options", "must be an object");
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.includes(key)) throw new ConfigError(`options.${key}`, "unknown option");
  }
  const deck = resolveDeck(given.deck);
  // The rulings' default of 10, capped by a custom deck holding fewer Time cards.
  const timeCardsToEnd = given.timeCardsToEnd ?? Math.min(DEFAULT_OPTIONS.timeCardsToEnd, deck.time);
  if (
    typeof timeCardsToEnd !== "number" ||
    !Number.isInteger(timeCardsToEnd) ||
    timeCardsToEnd < 1 ||
    timeCardsToEnd > deck.time
  ) {
    throw new ConfigError(
      "options.timeCardsToEnd",
      `must be an integer from 1 to ${deck.time} (the Time cards)`,
    );
  }
  const thiefTakes = given.thiefTakes ?? DEFAULT_OPTIONS.thiefTakes;
  if (thiefTakes !== "top" && thiefTakes !== "any") {
    throw new ConfigError("options.thiefTakes", 'must be "top" or "any"');
  }
  const firstPlayer = given.firstPlayer ?? null;
  if (
    firstPlayer !== null &&
    (typeof firstPlayer !== "number" ||
      !Number.isInteger(firstPlayer) ||
      firstPlayer < 0 ||
      firstPlayer >= players)
  ) {
    throw new ConfigError("options.firstPlayer", `must be null or a seat from 0 to ${players - 1}`);
  }
  return { deck, timeCardsToEnd, thiefTakes, firstPlayer };
}
