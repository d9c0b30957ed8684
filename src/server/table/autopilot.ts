/** The stand-in that plays a person's seat while they are away or after they left, and the notices about it. */
import { botNamesFor } from "../../bots/index.js";
import type { NoticeKind } from "../../client/protocol.js";
import type { AnyGame } from "../../core/game.js";

/** The name of the bot that stands in for a person: the game's heuristic bot, else the random bot. */
export function standInBotName(game: AnyGame): string {
  return botNamesFor(game).includes("heuristic") ? "heuristic" : "random";
}

/** A notice in words: "Seat 2 (Ada) is on autopilot". */
export function noticeText(kind: NoticeKind, seat: number, name: string | null): string {
  const who = `Seat ${seat}${name ? ` (${name})` : ""}`;
  if (kind === "autopilot") return `${who} is on autopilot: a bot plays until they are back.`;
  if (kind === "resumed") return `${who} is back and plays again.`;
  return `${who} left the match: a bot plays the seat to the end.`;
}
