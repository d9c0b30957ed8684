/** Every implemented game, keyed by its id. */
import type { AnyGame } from "../core/game.js";
import { campaign } from "./campaign/index.js";
import { kohleKiesKnete } from "./kohle-kies-knete/index.js";
import { slushFund } from "./slush-fund/index.js";
import { tiefeTaschen } from "./tiefe-taschen/index.js";

/** The registry of implemented games, keyed by game id. */
export const games: Readonly<Record<string, AnyGame>> = {
  [tiefeTaschen.id]: tiefeTaschen,
  [kohleKiesKnete.id]: kohleKiesKnete,
  [campaign.id]: campaign,
  [slushFund.id]: slushFund,
};

/** Looks a game up by id; throws a clear error listing the known ids. */
export function getGame(id: string): AnyGame {
  const game = games[id];
  if (!game) throw new Error(`unknown game "${id}"; known games: ${Object.keys(games).join(", ") || "none"}`);
  return game;
}
