/**
 * Text for people: a game's own `describeAction`/`renderView` when it has them, plain JSON
 * otherwise.
 */
import type { ActionBase, AnyGame, Outcome, ViewBase } from "../core/game.js";
import type { LocaleOption } from "../core/i18n/locale.js";
import { say } from "./messages.js";

/** One action as short text, in the context of a view. */
export function describeAction(
  game: AnyGame,
  action: ActionBase,
  view?: ViewBase,
  options?: LocaleOption,
): string {
  return game.describeAction?.(action, view, options) ?? JSON.stringify(action);
}

/**
 * How another seat's action looks to a viewer: the game's description, or else only the action's
 * verb and the events the viewer's view shows (raw actions may hold what the viewer may not see).
 */
export function describeOthersAction(
  game: AnyGame,
  action: ActionBase,
  viewBefore: ViewBase,
  viewAfter: ViewBase & { events?: unknown },
  options?: LocaleOption,
): string {
  if (game.describeAction) return game.describeAction(action, viewBefore, options);
  const events = Array.isArray(viewAfter.events) ? ` ${JSON.stringify(viewAfter.events)}` : "";
  return `${action.type}${events}`;
}

/** A view as text: the game's rendering, or one `field: JSON` line per top-level field. */
export function renderView(game: AnyGame, view: ViewBase, options?: LocaleOption): string {
  if (game.renderView) return game.renderView(view, options);
  return Object.entries(view)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
}

/** An outcome as two lines, in the option's language: winners and reason, then the scores and ranks per seat. */
export function describeOutcome(
  outcome: Outcome,
  seatName: (seat: number) => string = (s) => say()("play.seat", { seat: s }),
  options?: LocaleOption & { readonly game?: AnyGame },
): string {
  const t = say(options);
  const winners = outcome.winners.map(seatName).join(", ") || t("outcome.nobody");
  const scores = outcome.scores.map((score, seat) =>
    t("outcome.score", { seat: seatName(seat), score, rank: outcome.ranks[seat] ?? 0 }),
  );
  const reason = options?.game?.outcomeReason?.(outcome.reason, options) ?? outcome.reason;
  return t("outcome.lines", { reason, count: outcome.winners.length, winners, scores: scores.join(", ") });
}
