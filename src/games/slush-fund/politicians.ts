/**
 * The five politicians of Slush Fund, named apart so that state, actions and events can share them.
 */

/** The five politicians, by tie-break rank (index 0 = rank 1 = President). */
export const POLITICIANS = ["President", "Vice President", "Speaker", "Senator", "Governor"] as const;
/** A politician index, 0..4 (also its tie-break rank minus one). */
export type Politician = number;
