/**
 * What a setup page asks of every game, by game id: its options as form fields and the facts of its
 * setup card (title, one line, player counts, measured typical length).
 */
import type { AnyGame } from "../core/game.js";
import { type GameFacts, typicalLengths } from "../core/game-facts.js";
import type { LocaleOption } from "../core/i18n/locale.js";
import type { OptionDescription } from "../core/option-description.js";
import { getGame } from "./registry.js";

function gameOf(game: AnyGame | string): AnyGame {
  return typeof game === "string" ? getGame(game) : game;
}

/**
 * The options `setup` accepts as form fields (every option but the seed), with defaults, ranges or
 * choices and their labels and explanations in the requested language; `players` (default the
 * fewest the game seats) bounds the seat choices.
 *
 * @example
 * ```ts
 * describeOptions("slush-fund", 3, { locale: "de" }).map((option) => `${option.label}: ${option.default}`);
 * ```
 */
export function describeOptions(
  game: AnyGame | string,
  players?: number,
  options?: LocaleOption,
): OptionDescription[] {
  const resolved = gameOf(game);
  return resolved.describeOptions?.(players ?? resolved.players.min, options) ?? [];
}

/**
 * The facts of a game for a setup card: title, one line, player counts and the typical length per
 * count (median decisions per person from seeded heuristic-bot games, and minutes with each
 * decision timed by its kind, `DECISION_SECONDS`), in the requested language.
 *
 * @example
 * ```ts
 * const { title, oneLine, typicalLength } = gameFacts("kohle-kies-knete", { locale: "fr" });
 * ```
 */
export function gameFacts(game: AnyGame | string, options?: LocaleOption): GameFacts {
  const resolved = gameOf(game);
  return {
    id: resolved.id,
    title: resolved.title,
    oneLine: resolved.oneLine?.(options) ?? "",
    minPlayers: resolved.players.min,
    maxPlayers: resolved.players.max,
    typicalLength: resolved.lengths ? typicalLengths(resolved.lengths) : [],
  };
}
