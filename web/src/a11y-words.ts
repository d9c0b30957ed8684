/**
 * The words the accessibility cues add (seat marks, announcements, region names), kept in one
 * place until the tables' message catalogues take them over.
 */

/** The words of the accessibility cues, in English. */
export const a11yWords = {
  toAct: "to act",
  lastMove: "last move",
  logList: "Moves, newest first",
  chatList: "Chat lines",
  /** One move or chat line announced: "Seat 1 (random): Bribes the Mayor". */
  said: (who: string, text: string) => `${who}: ${text}`,
} as const;
