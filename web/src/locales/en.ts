/**
 * The tables' English catalogue: the source of truth, whose keys type the other languages.
 * ICU MessageFormat strings (plurals, selects, numbers formatted per language).
 */
export const en = {
  "page.title": "backroom tables",
  "page.tagline": "Rules engines for games of bribery and negotiation, played against bots in your browser.",
  "language.label": "Language",
  "error.line": "{name}: {message}",
  "online.label": "Online",
  "online.watching": "watching",
  "online.seat": "you are {seat}",
  "online.over": "the match is over",
  "online.link.connecting": "connecting…",
  "online.link.connected": "connected",
  "online.link.reconnecting": "connection lost, reconnecting…",
  "online.link.refused": "refused",
  "invite.link": "Invitation link",
  "invite.for": " for another player (or this seat on another screen): ",
  "invite.copy": "Copy link",
  "replay.unknownGame": "the record is for \"{game}\", which these tables do not know",
  "seat.you": "{name} (you)",
  "seat.role": "{name} ({role})",
  "seat.plain": "{name}",
  "outcome.headline":
    "Game over ({reason}). {count, plural, =0 {Winners: nobody} one {Winner: {winners}} other {Winners: {winners}}}.",
} as const;

/** The tables' message keys. */
export type TablesKey = keyof typeof en;
