/**
 * What a table on screen needs from a game in progress, whoever runs it: this page's local
 * `Session` (bots in the page), or a network session that relays a match server. The play screen
 * draws only through this interface.
 */
import type { ActionBase, AnyGame, GameRecord, Outcome, Seat, ViewBase } from "backroom";

/** A kind of action the step names that a seat cannot take now, with the engine's refusal (code and text). */
export interface UnavailableAction {
  readonly type: string;
  readonly code: string;
  readonly text: string;
}

/** What the page should show now. */
export type Status = "your-turn" | "bots" | "cover" | "waiting" | "game-over";

/** One line of a viewer's log, in the game's words. */
export interface LogEntry {
  readonly index: number;
  /** The seat that acted. */
  readonly seat: Seat;
  /** The action as the viewer may know it (the game's `describeAction` with the viewer's view). */
  readonly text: string;
  /** What it caused, as the viewer's view tells it. */
  readonly events: readonly string[];
}

/** A game in progress as the screen sees it. */
export interface TableSession {
  readonly game: AnyGame;
  readonly players: number;
  /** Who plays each seat, for labels ("human", a bot name, or a remote player's name). */
  readonly roles: readonly string[];
  /** The seed or match name shown in the bar. */
  readonly label: string;
  /** True when several people share this screen (a cover screen separates their turns). */
  readonly hotSeat: boolean;
  readonly status: Status;
  /** How many actions have been taken. */
  readonly step: number;
  /** The seat whose view is on screen (`null`: spectator; `undefined`: none, as behind a cover). */
  readonly viewer: Seat | null | undefined;
  /** The seat a cover screen asks for. */
  readonly coverFor: Seat | undefined;
  /** The seat drawn to act next, when a bot or another player is thinking. */
  readonly drawn: Seat | undefined;
  /** Set when the game stopped on an error. */
  readonly error: unknown;
  /** The viewer's view now. */
  view(): ViewBase | undefined;
  /** The viewer's legal actions (empty when it may not act now). */
  legalActions(): ActionBase[];
  /** The kinds of action the step names that the viewer cannot take now, with the engine's reasons (empty when not their move). */
  unavailable?(): readonly UnavailableAction[];
  /** The viewer takes one of their legal actions. */
  act(action: ActionBase): void;
  /** The person at the screen confirms they are the seat the cover asked for. */
  uncover(): void;
  /** The viewer's log, newest last. */
  log(): readonly LogEntry[];
  /** The outcome once the game is over. */
  outcome(): Outcome | undefined;
  /** True when the record is published only once the game is over (a match server keeps the seed secret). */
  readonly secretRecord: boolean;
  /** The record so far (it reveals everything). */
  record(): GameRecord;
  /** Stops the session for good. */
  stop(): void;
}
