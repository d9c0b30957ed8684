/** Each game's board, by game id. */
import type { ActionBase, ViewBase } from "backroom";
import type { Board } from "./board.js";
import { campaignBoard } from "./campaign.js";
import { kohleKiesKneteBoard } from "./kohle-kies-knete.js";
import { slushFundBoard } from "./slush-fund.js";
import { tiefeTaschenBoard } from "./tiefe-taschen.js";

const BOARDS: Readonly<Record<string, Board>> = {
  "tiefe-taschen": tiefeTaschenBoard as unknown as Board,
  "kohle-kies-knete": kohleKiesKneteBoard as unknown as Board,
  "slush-fund": slushFundBoard as unknown as Board,
  campaign: campaignBoard as unknown as Board,
};

/** The board of a game; throws for a game this playground cannot draw. */
export function boardFor(gameId: string): Board<ViewBase, ActionBase> {
  const board = BOARDS[gameId];
  if (!board) throw new Error(`the playground has no board for "${gameId}"`);
  return board;
}
