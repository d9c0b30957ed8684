/**
 * backroom: rules engines for games of bribery and negotiation.
 * The root export holds the core, every game object and, per game, a namespace with its types and
 * helpers (`TiefeTaschen.TiefeTaschenState`, …). Each game also has its own subpath export.
 */
export * from "./bots/index.js";
export { type BotStrength, type BotStrengthEntry, botStrengths, STRENGTH_BOTS } from "./bots/strengths.js";
export * from "./core/index.js";
export * as Campaign from "./games/campaign/index.js";
export { campaign } from "./games/campaign/index.js";
export {
  GUIDE_TERM_IDS,
  GUIDE_VIEW_TERMS,
  type GuideTermIdOf,
  guideFor,
  loadGuide,
  termFor,
  termForCard,
  termsFor,
} from "./games/guides.js";
export * as KohleKiesKnete from "./games/kohle-kies-knete/index.js";
export { kohleKiesKnete } from "./games/kohle-kies-knete/index.js";
export { describeOptions, gameFacts } from "./games/play.js";
export { games, getGame } from "./games/registry.js";
export * as SlushFund from "./games/slush-fund/index.js";
export { slushFund } from "./games/slush-fund/index.js";
export * as TiefeTaschen from "./games/tiefe-taschen/index.js";
export { tiefeTaschen } from "./games/tiefe-taschen/index.js";
