/**
 * Finds a game by id: in the registry, or among the exports of a module given by path or URL
 * (how workers and the CLI reach a game that is not registered, such as a test fixture).
 */
import { isAbsolute, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyGame } from "../core/game.js";
import { games } from "../games/registry.js";
import { importModule } from "./import-module.js";

/** True for a value that has the shape of a `Game`. */
function isGame(value: unknown): value is AnyGame {
  const candidate = value as Partial<AnyGame> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.id === "string" &&
    ["setup", "toAct", "legalActions", "applyInPlace", "viewFor", "determinize", "outcome"].every(
      (member) => typeof (candidate as Record<string, unknown>)[member] === "function",
    )
  );
}

/** The URL to import for a module given as a file path (relative to the working directory) or a URL. */
export function moduleUrl(specifier: string): string {
  if (/^(file|data|node):/.test(specifier)) return specifier;
  return pathToFileURL(isAbsolute(specifier) ? specifier : resolve(specifier)).href;
}

/** Every game a module exports (directly, or inside an exported record of games). */
export async function loadGameModule(specifier: string): Promise<AnyGame[]> {
  const exports = await importModule(moduleUrl(specifier));
  const found: AnyGame[] = [];
  for (const value of Object.values(exports)) {
    if (isGame(value)) found.push(value);
    else if (value && typeof value === "object")
      for (const inner of Object.values(value)) if (isGame(inner)) found.push(inner);
  }
  return [...new Set(found)];
}

/** Looks a game up by id in the module (when given) and then in the registry; throws if neither has it. */
export async function resolveGame(id: string, gameModule?: string): Promise<AnyGame> {
  if (gameModule) {
    const game = (await loadGameModule(gameModule)).find((g) => g.id === id);
    if (game) return game;
  }
  const registered = Object.hasOwn(games, id) ? games[id] : undefined;
  if (registered) return registered;
  throw new Error(
    `unknown game "${id}"${gameModule ? ` (not in ${gameModule} either)` : ""}; known games: ${Object.keys(games).join(", ") || "none"}`,
  );
}
