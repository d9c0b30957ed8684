/**
 * The bots a seat can be given: their names in words (by strength) and their constructors, over the package's bot registry.
 */
import {
  type AnyGame,
  type Bot,
  botFactories,
  createBot as createRegisteredBot,
  POLICY_PREFIX,
} from "backroom";
import { engineWords, type Message, t } from "./i18n/message.js";

/** The catalogue key of each built-in bot's name. */
const BOT_KEYS = {
  random: "bot.random",
  heuristic: "bot.heuristic",
  ismcts: "bot.ismcts",
  learned: "bot.learned",
} as const;

/** True when a seat's role names a bot (a registered bot or a `policy:` file), not a person. */
export function isBotName(role: string | undefined): boolean {
  return role !== undefined && (Object.hasOwn(botFactories, role) || role.startsWith(POLICY_PREFIX));
}

/** A bot's name in the current language (a policy file by its name; an unknown bot as it is called). */
export function botLabel(name: string): Message {
  if (Object.hasOwn(BOT_KEYS, name)) return t(BOT_KEYS[name as keyof typeof BOT_KEYS]);
  if (name.startsWith(POLICY_PREFIX)) return t("bot.policy", { file: name.slice(POLICY_PREFIX.length) });
  return engineWords(name);
}

/**
 * Builds a named bot at a player count (after `loadBots` for `learned`); the search bot gets a
 * budget small enough for the main thread.
 */
export function createBot(name: string, game: AnyGame, players: number): Bot {
  return createRegisteredBot(name, game, { ismcts: { iterations: 200, timeMs: 1000 } }, players);
}
