/** The shared interface catalogue in English: words every game and tool uses (the source of truth for the keys). */
export const en = {
  "card.back": "face-down card",
  "seat.name": "Seat {seat}",
  "error.malformed-action": "This is not a well-formed action.",
  "error.forbidden-key": "The action holds a forbidden key.",
  "error.unknown-action": "This game knows no such action.",
  "error.bad-player": "No such seat plays in this game.",
  "error.not-your-turn": "It is not your turn.",
  "error.game-over": "The game is over.",
  "error.missing-field": "The action lacks a field.",
  "error.extra-field": "The action holds a field it should not.",
  "error.bad-field": "A field of the action has a value out of range.",
  "bot.strength.beginner": "beginner",
  "bot.strength.standard": "standard",
  "bot.strength.strong": "strong",
  "bot.strength.learned": "learned",
} as const;

/** The keys of the shared interface catalogue. */
export type InterfaceMessages = typeof en;
