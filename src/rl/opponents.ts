/**
 * Opponents inside an environment: seats played by bots in the engine itself, so that a learner
 * sees only its own turns and no opponent move costs a round trip.
 */
import { type BotSettings, createBot } from "../bots/index.js";
import type { Bot } from "../core/bot.js";
import { ConfigError } from "../core/errors.js";
import type { AnyGame } from "../core/game.js";

/**
 * One opponent: a registered bot name (`"heuristic"`, `"random"`, `"ismcts"`, …), a name with its
 * options (`{ bot: "ismcts", iterations: 100 }`: the options of an `ismcts` bot), or a `Bot` object.
 */
export type OpponentSpec = string | { readonly bot: string; readonly [option: string]: unknown } | Bot;

/** The opponents of an environment: seat → the bot that plays it. Seats not named are learners. */
export type Opponents = Readonly<Record<number, OpponentSpec>>;

/** Seat → bot (undefined for a learner's seat), as an episode plays them. */
export type OpponentBots = readonly (Bot | undefined)[];

function isBot(spec: unknown): spec is Bot {
  return typeof spec === "object" && spec !== null && typeof (spec as Bot).act === "function";
}

/** The bot one seat's spec names; a bad spec is a `ConfigError` whose field names the seat. */
function resolveOne(
  game: AnyGame,
  players: number,
  seat: number,
  spec: unknown,
  base: BotSettings | undefined,
): Bot {
  const field = `opponents.${seat}`;
  if (isBot(spec)) return spec;
  let name: unknown = spec;
  let options: Record<string, unknown> = {};
  if (typeof spec === "object" && spec !== null && !Array.isArray(spec)) {
    const { bot, ...rest } = spec as Record<string, unknown>;
    name = bot;
    options = rest;
  }
  if (typeof name !== "string" || name === "") {
    throw new ConfigError(
      field,
      `seat ${seat}: an opponent is a bot name or {"bot": name, ...options}, got ${JSON.stringify(spec)}`,
    );
  }
  const hasOptions = Object.keys(options).length > 0;
  if (hasOptions && name !== "ismcts") {
    throw new ConfigError(
      field,
      `seat ${seat}: the bot "${name}" takes no options, got ${JSON.stringify(options)}`,
    );
  }
  const settings: BotSettings = hasOptions
    ? { ...base, ismcts: { ...base?.ismcts, ...options } }
    : { ...base };
  try {
    return createBot(name, game, settings, players);
  } catch (error) {
    throw new ConfigError(field, `seat ${seat}: ${(error as Error).message}`);
  }
}

/**
 * Resolves `opponents` for a game at a player count into one bot per seat (undefined for the
 * learners' seats). Throws `ConfigError` naming the seat for a seat out of range or a bad spec,
 * and when no seat is left to learn. `base` carries settings the bots share (policy files' contents).
 */
export function resolveOpponents(
  game: AnyGame,
  players: number,
  opponents: Opponents | undefined,
  base?: BotSettings,
): OpponentBots | undefined {
  if (opponents === undefined) return undefined;
  if (typeof opponents !== "object" || opponents === null || Array.isArray(opponents)) {
    throw new ConfigError("opponents", `must map seats to bots, got ${JSON.stringify(opponents)}`);
  }
  const bots = new Array<Bot | undefined>(players).fill(undefined);
  for (const [key, spec] of Object.entries(opponents)) {
    const seat = Number(key);
    if (!/^\d+$/.test(key) || seat >= players) {
      throw new ConfigError(
        `opponents.${key}`,
        `seat ${key}: an opponent's seat is from 0 to ${players - 1}`,
      );
    }
    bots[seat] = resolveOne(game, players, seat, spec, base);
  }
  if (bots.every((bot) => bot !== undefined)) {
    throw new ConfigError("opponents", "every seat is an opponent: leave at least one seat to the learner");
  }
  return bots;
}

/** The bot an advisor's spec names (`ConfigError` on `field`, `teacher` or `anchor`, for a bad one). */
export function resolveTeacher(
  game: AnyGame,
  players: number,
  spec: OpponentSpec | undefined,
  base?: BotSettings,
  field: "teacher" | "anchor" = "teacher",
): Bot | undefined {
  if (spec === undefined) return undefined;
  try {
    return resolveOne(game, players, 0, spec, base);
  } catch (error) {
    throw new ConfigError(field, (error as Error).message.replace(/^seat 0: /, ""));
  }
}

/** The bot names in opponents and advisors (to find the `policy:<path>` files to read). */
export function opponentBotNames(
  opponents: Opponents | undefined,
  ...advisors: (OpponentSpec | undefined)[]
): string[] {
  const specs: unknown[] = [...Object.values(opponents ?? {}), ...advisors];
  return specs.flatMap((spec) => {
    if (typeof spec === "string") return [spec];
    if (typeof spec === "object" && spec !== null && typeof (spec as { bot?: unknown }).bot === "string") {
      return [(spec as { bot: string }).bot];
    }
    return [];
  });
}

/** `spec` at every seat but the learners' (the shorthand of `backroom env --opponents heuristic`). */
export function opponentsExcept(players: number, learners: readonly number[], spec: OpponentSpec): Opponents {
  const opponents: Record<number, OpponentSpec> = {};
  for (let seat = 0; seat < players; seat++) if (!learners.includes(seat)) opponents[seat] = spec;
  return opponents;
}
