/**
 * Why a choice is not offered: the kinds of action the current step names for a seat that it cannot
 * take now, each with the `RuleError` the game's own validation gives an attempt of that kind.
 */
import type { ActionBase, AnyGame, Game, StateBase, ViewBase } from "./game.js";
import { errorText } from "./i18n/game-text.js";
import type { LocaleOption } from "./i18n/locale.js";
import type { Seat } from "./seat.js";

/** A kind of action the current step names that a seat cannot take now, and why. */
export interface UnavailableAction {
  /** The action type (`take`, `bribe`, …). */
  readonly type: string;
  /** The `RuleError` code an attempt of this kind is refused with. */
  readonly code: string;
  /** That refusal's text in the requested language (the game's catalogue). */
  readonly text: string;
}

/**
 * The kinds of action the current step knows that `seat` cannot take now, each with the code and
 * text of the `RuleError` that attempting it gives: the game names one representative attempt per
 * kind (`Game.attempts`), and every kind without a legal action is checked by the game's `validate`
 * (so the reasons are the validation's own). Empty for a game without `attempts` or once it is over.
 *
 * @example
 * ```ts
 * unavailableActions(slushFund, state, 0, { locale: "de" });
 * // [{ type: "take", code: "fund-too-small", text: "Der Schmiergeldfonds …" }]
 * ```
 */
export function unavailableActions<S extends StateBase, A extends ActionBase>(
  game: Pick<Game<S, A, ViewBase, unknown>, "attempts" | "legalActions" | "validate" | "errorText">,
  state: S,
  seat: Seat,
  options?: LocaleOption,
): UnavailableAction[] {
  const attempts = game.attempts?.(state, seat) ?? [];
  if (attempts.length === 0) return [];
  const offered = new Set<string>();
  for (const action of game.legalActions(state, seat)) offered.add(action.type);
  const out: UnavailableAction[] = [];
  for (const attempt of attempts) {
    if (offered.has(attempt.type)) continue;
    offered.add(attempt.type);
    const error = game.validate(state, attempt);
    if (error === undefined) continue;
    out.push({
      type: attempt.type,
      code: error.code,
      text: errorText(error, { ...options, game: game as AnyGame }),
    });
  }
  return out;
}
