/** The core: contract, generator, zones, projection, records and bots shared by every game. */
export * from "./actions.js";
export * from "./bot.js";
export * from "./clone.js";
export * from "./determinize.js";
export * from "./errors.js";
export * from "./game.js";
export * from "./guide.js";
export * from "./i18n/index.js";
export * from "./match.js";
export * from "./playout.js";
export * from "./presentation.js";
export * from "./rng.js";
export * from "./version.js";
export * from "./view.js";
export * from "./zones.js";
