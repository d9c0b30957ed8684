/**
 * The bots a setup page offers, named by strength: beginner (random), standard (heuristic),
 * strong (ismcts search) and learned (the shipped policy), each only where it plays the count.
 */
import type { AnyGame } from "../core/game.js";
import { interfaceText } from "../core/i18n/interface.js";
import type { LocaleOption } from "../core/i18n/locale.js";
import { getGame } from "../games/registry.js";
import { botNamesFor } from "./index.js";

/** A bot's strength as a setup page names it, weakest first. */
export type BotStrength = "beginner" | "standard" | "strong" | "learned";

/** The named bot behind each strength. */
export const STRENGTH_BOTS = {
  beginner: "random",
  standard: "heuristic",
  strong: "ismcts",
  learned: "learned",
} as const satisfies Record<BotStrength, string>;

/** One strength a seat's bot may have, the bot that plays it and its name in the requested language. */
export interface BotStrengthEntry {
  readonly strength: BotStrength;
  readonly bot: (typeof STRENGTH_BOTS)[BotStrength];
  readonly label: string;
}

/**
 * The bot strengths that play a game at `players`, weakest first (learned only where a shipped
 * policy plays that count), with each strength's name from the interface catalogue.
 *
 * @example
 * ```ts
 * botStrengths("slush-fund", 3, { locale: "de" }).map((entry) => `${entry.label} (${entry.bot})`);
 * ```
 */
export function botStrengths(
  game: AnyGame | string,
  players: number,
  options?: LocaleOption,
): BotStrengthEntry[] {
  const resolved = typeof game === "string" ? getGame(game) : game;
  if (!Number.isInteger(players) || players < resolved.players.min || players > resolved.players.max)
    return [];
  const names = botNamesFor(resolved, players);
  return (Object.keys(STRENGTH_BOTS) as BotStrength[])
    .filter((strength) => names.includes(STRENGTH_BOTS[strength]))
    .map((strength) => ({
      strength,
      bot: STRENGTH_BOTS[strength],
      label: interfaceText.text(`bot.strength.${strength}`, undefined, options),
    }));
}
