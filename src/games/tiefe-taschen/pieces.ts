/**
 * Every player's pieces in Tiefe Taschen: the five action cards, the two bribe tokens and the
 * demands a token can make, named apart so that state, actions and events can share them.
 */

/** The five action cards every player owns (2016 names: Zustimmen, Ablehnen, In die Staatskasse greifen, Erpressen, Erpressung abwehren). */
export const ACTION_CARDS = ["agree", "reject", "treasury", "blackmail", "avert"] as const;
/** One of the five action cards. */
export type ActionCard = (typeof ACTION_CARDS)[number];

/** The two bribe tokens of a player: token A (Agree / Not agree) and token B (Reject / Not reject). */
export const TOKENS = ["agree", "reject"] as const;
/** A bribe token, named after its positive side. */
export type Token = (typeof TOKENS)[number];

/** What a bribe token demands of the bribed player: one side of one of the two tokens. */
export const DEMANDS = ["agree", "not-agree", "reject", "not-reject"] as const;
/** A bribe demand. */
export type Demand = (typeof DEMANDS)[number];
