/**
 * What a game's board provides to the play screen: the table drawn from a view, whose step it is,
 * events in words, and the steps of choosing each legal action.
 */
import type { ActionBase, CardFace, Seat, TurnSummary, ViewBase } from "backroom";

/** One step of choosing an action: a word or phrase, or a card (drawn as the card). */
export type ChoiceStep = string | CardFace;

/** What a board knows about the table besides the view. */
export interface TableContext {
  readonly players: number;
  /** How a seat is named on this screen ("Seat 0 (you)"). */
  seatName(seat: Seat): string;
  /** The seat of the last action, highlighted on the table. */
  readonly lastActor: Seat | undefined;
  /** The seats whose move it is, marked on the table. */
  readonly toAct: readonly Seat[];
}

/** A game's board. */
export interface Board<V extends ViewBase = ViewBase, A extends ActionBase = ActionBase> {
  /** Draws the table of one view (the viewer's own hand along the bottom). */
  draw(view: V, table: TableContext): HTMLElement;
  /** Whose move it is and the step, in words. */
  turn(view: V): TurnSummary;
  /** One event of the view in words. */
  event(event: unknown, view: V): string;
  /**
   * The steps of choosing an action, the verb first ("Bribe", "Seat 2", "demanding Agree"). Actions
   * whose steps read the same are one choice (two "3 Mio" cards), so they must be equivalent; a step
   * that completes one action must not also begin the steps of another.
   */
  choice(action: A, view: V): readonly ChoiceStep[];
}

/** The label of a choice step as text. */
export function stepLabel(step: ChoiceStep): string {
  return typeof step === "string" ? step : step.name;
}
