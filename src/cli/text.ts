/**
 * Text for people: a game's own `describeAction`/`renderView` when it has them, plain JSON
 * otherwise.
 */
import type { ActionBase, AnyGame, Outcome, ViewBase } from "../core/game.js";

/** One action as short text, in the context of a view. */
export function describeAction(game: AnyGame, action: ActionBase, view?: ViewBase): string {
  return game.describeAction?.(action, view) ?? JSON.stringify(action);
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
): string {
  if (game.describeAction) return game.describeAction(action, viewBefore);
  const events = Array.isArray(viewAfter.events) ? ` ${JSON.stringify(viewAfter.events)}` : "";
  return `${action.type}${events}`;
}

/** A view as text: the game's rendering, or one `field: JSON` line per top-level field. */
export function renderView(game: AnyGame, view: ViewBase): string {
  if (game.renderView) return game.renderView(view);
  return Object.entries(view)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
}

/** An outcome as two lines: winners and reason, then the scores and ranks per seat. */
export function describeOutcome(
  outcome: Outcome,
  seatName: (seat: number) => string = (s) => `seat ${s}`,
): string {
  const winners = outcome.winners.map(seatName).join(", ") || "nobody";
  const scores = outcome.scores.map(
    (score, seat) => `${seatName(seat)} ${score} (rank ${outcome.ranks[seat]})`,
  );
  return `game over (${outcome.reason}); winner${outcome.winners.length === 1 ? "" : "s"}: ${winners}\nscores: ${scores.join(", ")}`;
}
