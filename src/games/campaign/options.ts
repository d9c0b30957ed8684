/**
 * Campaign's options: defaults and validation at setup.
 */
import { ConfigError } from "../../core/index.js";
import { IDEOLOGY_IDS, type IdeologyId } from "./data.js";
import type { CampaignOptions } from "./types.js";

/** The default options (the rulings' numbers). */
export const DEFAULT_OPTIONS: CampaignOptions = {
  ideologies: null,
  groupRaids: true,
  formationLimit: null,
  maxRounds: 20,
  leaningPenalty: 2,
  raidPenalty: 4,
  tokenPrice: 1,
  startPlayer: null,
};

/** The formation limit when the option is `null`: 6 actions per player. */
export const FORMATION_ACTIONS_PER_PLAYER = 6;

const OPTION_KEYS = Object.keys(DEFAULT_OPTIONS);

function checkInt(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `options.${field}`,
      `must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** Validates the options for a player count; throws `ConfigError` naming the bad field. */
export function resolveOptions(
  players: number,
  input: Partial<CampaignOptions> | undefined,
): CampaignOptions & { formationLimit: number } {
  if (input !== undefined && (typeof input !== "object" || input === null || Array.isArray(input))) {
    throw new ConfigError("options", "must be an object");
  }
  for (const key of Object.keys(input ?? {})) {
    if (!OPTION_KEYS.includes(key)) throw new ConfigError(`options.${key}`, "is not an option of campaign");
  }
  const o = { ...DEFAULT_OPTIONS, ...(input ?? {}) };
  if (typeof o.groupRaids !== "boolean") throw new ConfigError("options.groupRaids", "must be true or false");
  const maxRounds = checkInt("maxRounds", o.maxRounds, 1, 1000);
  const leaningPenalty = checkInt("leaningPenalty", o.leaningPenalty, 0, 12);
  const raidPenalty = checkInt("raidPenalty", o.raidPenalty, 0, 12);
  const tokenPrice = checkInt("tokenPrice", o.tokenPrice, 1, 100);
  const formationLimit =
    o.formationLimit === null
      ? FORMATION_ACTIONS_PER_PLAYER * players
      : checkInt("formationLimit", o.formationLimit, 1, 10_000);
  const startPlayer = o.startPlayer === null ? null : checkInt("startPlayer", o.startPlayer, 0, players - 1);
  return {
    ideologies: o.ideologies === null ? null : checkIdeologies(players, o.ideologies),
    groupRaids: o.groupRaids,
    formationLimit,
    maxRounds,
    leaningPenalty,
    raidPenalty,
    tokenPrice,
    startPlayer,
  };
}

function checkIdeologies(players: number, value: unknown): IdeologyId[] {
  if (!Array.isArray(value) || value.length !== players) {
    throw new ConfigError("options.ideologies", `must list one ideology per seat (${players})`);
  }
  const seen = new Set<string>();
  for (const id of value) {
    if (!IDEOLOGY_IDS.includes(id))
      throw new ConfigError("options.ideologies", `unknown ideology ${JSON.stringify(id)}`);
    if (seen.has(id)) throw new ConfigError("options.ideologies", `${id} is listed twice`);
    if (players === 2 && id === "anarchists") {
      throw new ConfigError("options.ideologies", "the Anarchists are not played with 2 players");
    }
    seen.add(id);
  }
  return [...value] as IdeologyId[];
}
