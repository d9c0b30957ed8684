/**
 * The worker-thread entry of the server's bots (run by tinypool): one decision of one bot seat. The
 * bot is made by name for a registered game and kept for later decisions; the generator is seeded
 * by the caller, so the decision is the one the main thread would make.
 */
import { createBot, loadBots, POLICY_PREFIX } from "../../bots/index.js";
import type { Bot } from "../../core/bot.js";
import { createRandom } from "../../core/rng.js";
import { games } from "../../games/registry.js";
import { readShippedPolicy } from "../../sim/shipped-policies.js";

/** One decision asked of a worker. */
export interface BotTask {
  readonly game: string;
  readonly bot: string;
  /** The match's player count (bots bound to one count, like `learned`, need it). */
  readonly players: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** The seed of the decision's generator. */
  readonly seed: string;
  /** The policy file's contents, for a `policy:<name>` bot. */
  readonly policy?: unknown;
}

const bots = new Map<string, Bot>();

/** Decides the bot's action on its view among the legal actions. */
export default async function decide(task: BotTask): Promise<unknown> {
  const key = `${task.game}\n${task.bot}\n${task.players}`;
  let bot = bots.get(key);
  if (!bot) {
    const game = games[task.game];
    if (!game) throw new Error(`the bot worker does not know the game ${task.game}`);
    const policies = task.policy === undefined ? {} : { [task.bot.slice(POLICY_PREFIX.length)]: task.policy };
    await loadBots(game, [task.bot], task.players, readShippedPolicy);
    bot = createBot(task.bot, game, { policies }, task.players);
    bots.set(key, bot);
  }
  return bot.act(task.view as never, task.legal as never, createRandom(task.seed));
}
