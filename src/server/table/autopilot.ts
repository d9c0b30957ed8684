/** The stand-in that plays a person's seat while they are away or after they left, its pace, and the notices about it. */
import { botNamesFor } from "../../bots/index.js";
import type { NoticeKind } from "../../client/protocol.js";
import type { AnyGame } from "../../core/game.js";

/** The least time the autopilot leaves before each move of a person who may come back (`autopilotPaceMs`). */
export const DEFAULT_AUTOPILOT_PACE_MS = 2000;

/** The name of the bot that stands in for a person: the game's heuristic bot, else the random bot. */
export function standInBotName(game: AnyGame): string {
  return botNamesFor(game).includes("heuristic") ? "heuristic" : "random";
}

/**
 * When the autopilot may next move a seat whose person may come back: `paceMs` after the later of
 * the match's last move and the moment the autopilot took the seat, so the person always has that
 * long to take the seat back before each of its moves (epoch ms).
 */
export function autopilotMoveAt(lastMoveAt: number, takenAt: number, paceMs: number): number {
  return Math.max(lastMoveAt, takenAt) + paceMs;
}

/** A notice in words: "Seat 2 (Ada) is on autopilot". */
export function noticeText(kind: NoticeKind, seat: number, name: string | null): string {
  const who = `Seat ${seat}${name ? ` (${name})` : ""}`;
  if (kind === "autopilot") return `${who} is on autopilot: a bot plays until they are back.`;
  if (kind === "resumed") return `${who} is back and plays again.`;
  return `${who} left the match: a bot plays the seat to the end.`;
}
