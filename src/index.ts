/**
 * backroom: rules engines for games of bribery and negotiation.
 * The root export holds the core and every game; each game also has its own subpath export.
 */
export * from "./core/index.js";
export { games, getGame } from "./games/registry.js";
