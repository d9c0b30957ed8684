/**
 * The hand-overs that close the round's loops. A phase never imports the phase that comes back
 * around (auction → formation → term → auction, turn → seat-loss roll → next turn); it returns the
 * hand-over instead, and the dispatcher performs it.
 */

/**
 * What a phase asks the dispatcher to do next: begin or resume formation after the auctions, end
 * the turn after the seat-loss roll, or go on with the turn after a Pardon decision.
 */
export type HandOver = "begin-formation" | "resume-formation" | "end-turn" | "continue-turn";
