/** Option defaults and validation (bad options throw `ConfigError` naming the field). */
import { ConfigError } from "../../core/index.js";
import { moneyCount } from "./catalog.js";
import { EDITIONS, type Edition, type TiefeTaschenOptions } from "./types.js";

/** The options used where none are given. */
export const DEFAULT_OPTIONS: TiefeTaschenOptions = {
  edition: "2016",
  firstPresident: null,
  bankruptcyDepth: null,
  negotiationLimit: null,
};

/** The player counts the game supports. */
export const PLAYERS = { min: 4, max: 8 } as const;

/** The changes per active player a free negotiation allows when `negotiationLimit` is `null`. */
export const CHANGES_PER_PLAYER = 4;

/** The largest accepted negotiation limit (a bound that keeps games finite in any case). */
export const MAX_NEGOTIATION_LIMIT = 10_000;

/** The number of treasury cards at setup, before the bankruptcy card goes in. */
export function initialTreasurySize(edition: Edition, players: number): number {
  return moneyCount(edition) - 3 * players;
}

/** The number of cards below the bankruptcy card (option or a third of the treasury). */
export function resolveBankruptcyDepth(options: TiefeTaschenOptions, players: number): number {
  return options.bankruptcyDepth ?? Math.floor(initialTreasurySize(options.edition, players) / 3);
}

function isNullableInt(value: unknown): value is number | null {
  return value === null || (typeof value === "number" && Number.isInteger(value));
}

/** Checks the player count and merges the options over the defaults; throws `ConfigError`. */
export function normalizeOptions(
  players: number,
  given: Partial<TiefeTaschenOptions> | undefined,
): TiefeTaschenOptions {
  if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) {
    throw new ConfigError("options", "options must be an object");
  }
  const raw = (given ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(DEFAULT_OPTIONS, key)) throw new ConfigError(`options.${key}`, "unknown option");
  }
  const pick = (key: keyof TiefeTaschenOptions): unknown =>
    raw[key] === undefined ? DEFAULT_OPTIONS[key] : raw[key];
  const edition = pick("edition");
  if (!EDITIONS.includes(edition as Edition)) {
    throw new ConfigError("options.edition", `must be "2015" or "2016", got ${JSON.stringify(edition)}`);
  }
  const firstPresident = pick("firstPresident");
  if (
    !isNullableInt(firstPresident) ||
    (firstPresident !== null && (firstPresident < 0 || firstPresident >= players))
  ) {
    throw new ConfigError("options.firstPresident", `must be a seat from 0 to ${players - 1} or null`);
  }
  const bankruptcyDepth = pick("bankruptcyDepth");
  const treasury = initialTreasurySize(edition as Edition, players);
  if (
    !isNullableInt(bankruptcyDepth) ||
    (bankruptcyDepth !== null && (bankruptcyDepth < 0 || bankruptcyDepth > treasury))
  ) {
    throw new ConfigError("options.bankruptcyDepth", `must be an integer from 0 to ${treasury} or null`);
  }
  if (bankruptcyDepth !== null && edition === "2015") {
    throw new ConfigError("options.bankruptcyDepth", "the 2015 edition has no bankruptcy card");
  }
  const negotiationLimit = pick("negotiationLimit");
  if (
    !isNullableInt(negotiationLimit) ||
    (negotiationLimit !== null && (negotiationLimit < 0 || negotiationLimit > MAX_NEGOTIATION_LIMIT))
  ) {
    throw new ConfigError(
      "options.negotiationLimit",
      `must be an integer from 0 to ${MAX_NEGOTIATION_LIMIT} or null`,
    );
  }
  return {
    edition: edition as Edition,
    firstPresident: firstPresident as number | null,
    bankruptcyDepth: bankruptcyDepth as number | null,
    negotiationLimit: negotiationLimit as number | null,
  };
}
