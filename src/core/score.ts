/**
 * The final score of any game, broken down by its own rules (see `ScoreBreakdown`).
 */
import type { Game, ViewBase } from "./game.js";
import type { LocaleOption } from "./i18n/locale.js";
import type { ScoreBreakdown } from "./score-breakdown.js";

/**
 * The final score broken down as the game's rules add it up, read from a final view (a seat's or a
 * spectator's); `undefined` while the game runs or for a game without a breakdown.
 *
 * @example
 * ```ts
 * const breakdown = scoreBreakdown(slushFund, slushFund.viewFor(finalState, null), { locale: "fr" });
 * breakdown?.lines.map((line) => line.label); // one line per politician
 * ```
 */
export function scoreBreakdown<V extends ViewBase>(
  game: Pick<Game<never, never, V, unknown>, "scoreBreakdown">,
  view: V,
  options?: LocaleOption,
): ScoreBreakdown | undefined {
  return game.scoreBreakdown?.(view, options);
}
