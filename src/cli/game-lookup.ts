/** Finds the game a command names: in the registry or in a `--module` file; unknown ids are usage errors. */
import type { AnyGame } from "../core/game.js";
import { games } from "../games/registry.js";
import { loadGameModule, resolveGame } from "../sim/resolve-game.js";
import { UsageError } from "./args.js";

/** The game with this id, from `--module` (when given) or the registry. */
export async function lookupGame(id: string | undefined, modulePath?: string): Promise<AnyGame> {
  if (!id) throw new UsageError("name a game");
  try {
    return await resolveGame(id, modulePath);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Every registered game plus those a `--module` file exports, by id. */
export async function allGames(modulePath?: string): Promise<AnyGame[]> {
  const extra = modulePath ? await loadGameModule(modulePath) : [];
  const byId = new Map<string, AnyGame>(Object.entries(games));
  for (const game of extra) byId.set(game.id, game);
  return [...byId.values()];
}
