/** Plays the games of a batch with given indices (in this thread): the work unit of the simulator. */
import { type BotSettings, createBot } from "../bots/index.js";
import type { Bot } from "../core/bot.js";
import type { AnyGame } from "../core/game.js";
import { playout } from "../core/playout.js";
import { botSeed, gameSeed, seatBots } from "./seating.js";
import type { GameResult, SimulationConfig } from "./types.js";

/** Builds one instance of each bot named in a lineup at a player count (bots are stateless between decisions). */
export function buildBots(
  game: AnyGame,
  names: readonly string[],
  settings: BotSettings,
  players: number,
): Map<string, Bot> {
  return new Map([...new Set(names)].map((name) => [name, createBot(name, game, settings, players)]));
}

/** Plays games `indices` of the batch described by `config`; each result depends on its index alone. */
export function playGames(
  game: AnyGame,
  config: SimulationConfig,
  indices: readonly number[],
  options: {
    includeRecords?: boolean;
    bots?: ReadonlyMap<string, Bot>;
    /** The contents of the policy files the lineup's `policy:` bots name (kept out of `config`). */
    policies?: Readonly<Record<string, unknown>>;
  } = {},
): GameResult[] {
  const settings = options.policies
    ? { ...config.botSettings, policies: options.policies }
    : config.botSettings;
  const bots = options.bots ?? buildBots(game, config.bots, settings, config.players);
  return indices.map((index) => {
    const seats = seatBots(config.bots, config.players, index);
    const seed = gameSeed(config.seed, index);
    const result = playout(game, {
      players: config.players,
      seed,
      options: config.options,
      bots: seats.map((name) => bots.get(name) as Bot),
      botSeed: botSeed(config.seed, index),
    });
    return {
      index,
      seed,
      seats,
      outcome: result.outcome,
      actions: result.actions,
      ...(game.roles ? { roles: [...game.roles(result.finalState)] } : {}),
      ...(options.includeRecords ? { record: result.record } : {}),
    };
  });
}
