/**
 * Where the server's bots think: on worker threads (tinypool), at most `botWorkers` decisions at
 * once and the rest queued, so a search-heavy bot never holds up the event loop that answers
 * everyone else. A game that is not in the registry (a custom `Game` object passed to the server)
 * cannot be sent to a worker; its bots decide in the main thread.
 */

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Tinypool from "tinypool";
import { createBot, loadBots, POLICY_PREFIX } from "../../bots/index.js";
import type { Bot } from "../../core/bot.js";
import type { AnyGame } from "../../core/game.js";
import { createRandom } from "../../core/rng.js";
import { games as registeredGames } from "../../games/registry.js";
import { isTypeScript } from "../../sim/import-module.js";
import { workerEntry } from "../../sim/pool.js";
import { readShippedPolicy } from "../../sim/shipped-policies.js";
import type { BotTask } from "./bot-worker.js";

/** Decides bot moves for the matches of a server. */
export interface BotRunner {
  /** The bot's action for its view among the legal actions in a game of `players`, with a generator seeded by `seed`. */
  decide(
    game: AnyGame,
    bot: string,
    view: unknown,
    legal: readonly unknown[],
    seed: string,
    players: number,
  ): Promise<unknown>;
  /** How long a bot seat waits before acting: the match's delay, at least the floor for search bots. */
  delayFor(bot: string, matchDelayMs: number): number;
  /** Decisions waiting for a worker, and being computed. */
  readonly pending: { readonly queued: number; readonly running: number };
  /** Stops the workers. */
  close(): Promise<void>;
}

/** The bot worker script: the TypeScript source when running from source, else the built file. */
function botWorkerFile(): string {
  const here = import.meta.url;
  if (isTypeScript(fileURLToPath(here))) return fileURLToPath(new URL("./bot-worker.ts", here));
  for (const candidate of ["./bot-worker.js", "./server/bot-worker.js", "../server/bot-worker.js"]) {
    const path = fileURLToPath(new URL(candidate, here));
    if (existsSync(path)) return path;
  }
  throw new Error(`the bot worker script was not found next to ${here}; was the package built?`);
}

/**
 * A bot runner over `threads` worker threads (started when first needed); `observe` is told the
 * seconds each decision took, waiting included; `policies` are the served policy files' contents
 * by name, for `policy:<name>` bots.
 */
export function createBotPool(
  threads: number,
  minIsmctsDelayMs: number,
  observe: (seconds: number) => void = () => {},
  policies: Readonly<Record<string, unknown>> = {},
): BotRunner {
  let pool: Tinypool | undefined;
  let inFlight = 0;
  const local = new Map<string, Bot>();
  return {
    async decide(game, bot, view, legal, seed, players) {
      const started = performance.now();
      try {
        if (registeredGames[game.id] !== game) {
          const key = `${game.id}\n${bot}\n${players}`;
          if (!local.has(key)) await loadBots(game, [bot], players, readShippedPolicy);
          const made = local.get(key) ?? createBot(bot, game, { policies }, players);
          local.set(key, made);
          return made.act(view as never, legal as never, createRandom(seed));
        }
        pool ??= new Tinypool({
          filename: workerEntry(botWorkerFile()),
          minThreads: 0,
          maxThreads: threads,
          idleTimeout: 60_000,
        });
        // A policy bot's file travels with each decision: any worker may take it.
        const policy = bot.startsWith(POLICY_PREFIX) ? policies[bot.slice(POLICY_PREFIX.length)] : undefined;
        const task: BotTask = {
          game: game.id,
          bot,
          players,
          view,
          legal,
          seed,
          ...(policy ? { policy } : {}),
        };
        // tinypool runs at most `threads` at once; the others wait in its queue.
        inFlight++;
        try {
          return await pool.run(task);
        } finally {
          inFlight--;
        }
      } finally {
        observe((performance.now() - started) / 1000);
      }
    },
    delayFor: (bot, matchDelayMs) =>
      bot === "ismcts" ? Math.max(matchDelayMs, minIsmctsDelayMs) : matchDelayMs,
    get pending() {
      const queued = pool?.queueSize ?? 0;
      return { queued, running: Math.max(0, inFlight - queued) };
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
