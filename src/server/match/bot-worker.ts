/**
 * The worker-thread entry of the server's bots (run by tinypool): one decision of one bot seat. The
 * bot is made by name for a registered game and kept for later decisions; the generator is seeded
 * by the caller, so the decision is the one the main thread would make.
 */
import { createBot } from "../../bots/index.js";
import type { Bot } from "../../core/bot.js";
import { createRandom } from "../../core/rng.js";
import { games } from "../../games/registry.js";

/** One decision asked of a worker. */
export interface BotTask {
  readonly game: string;
  readonly bot: string;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** The seed of the decision's generator. */
  readonly seed: string;
}

const bots = new Map<string, Bot>();

/** Decides the bot's action on its view among the legal actions. */
export default function decide(task: BotTask): unknown {
  const key = `${task.game}\n${task.bot}`;
  let bot = bots.get(key);
  if (!bot) {
    const game = games[task.game];
    if (!game) throw new Error(`the bot worker does not know the game ${task.game}`);
    bot = createBot(task.bot, game);
    bots.set(key, bot);
  }
  return bot.act(task.view as never, task.legal as never, createRandom(task.seed));
}
