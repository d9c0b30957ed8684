/**
 * Plain-text helpers (no DOM): how a leaf value, an action and an event read on the page. The
 * end-to-end test uses `leafText` to check the rendered view against the engine's view.
 */
import type { ActionBase, AnyGame, Outcome, Seat, ViewBase } from "backroom";

/** How one primitive of a view reads: `?` for a hidden card (a `null` in a list), `—` for an empty field. */
export function leafText(value: unknown, inList: boolean): string {
  if (value === null || value === undefined) return inList ? "?" : "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** `{type, k: v, …}` as `type k=v …`, without the acting seat (shown elsewhere). */
export function compactAction(action: ActionBase): string {
  const { type, player: _player, ...rest } = action as ActionBase & Record<string, unknown>;
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return [type, ...fields].join(" ");
}

/** An action as a label: the game's `describeAction` when it has one, else the compact JSON. */
export function actionLabel(game: AnyGame, action: ActionBase, view?: ViewBase): string {
  return game.describeAction?.(action, view) ?? compactAction(action);
}

/**
 * Another seat's action as the viewer may know it: the game's description (which receives the
 * viewer's view), else only the verb, since a raw action may hold what the viewer may not see.
 */
export function othersActionLabel(game: AnyGame, action: ActionBase, viewBefore: ViewBase): string {
  return game.describeAction ? game.describeAction(action, viewBefore) : action.type;
}

/** One event (from a view) as short text: its `type`, then its other fields. */
export function eventText(event: unknown): string {
  if (event === null || typeof event !== "object") return JSON.stringify(event);
  const { type, ...rest } = event as Record<string, unknown>;
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return [typeof type === "string" ? type : JSON.stringify(type), ...fields].join(" ");
}

/** The outcome's headline: who won and why. */
export function outcomeHeadline(outcome: Outcome, seatName: (seat: Seat) => string): string {
  const winners = outcome.winners.map(seatName).join(", ") || "nobody";
  return `Game over (${outcome.reason}). Winner${outcome.winners.length === 1 ? "" : "s"}: ${winners}.`;
}
