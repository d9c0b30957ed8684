/** Languages for the engines' words: locales, translators and the shared interface catalogue. */

export * from "./game-text.js";
export * from "./interface.js";
export * from "./locale.js";
export * from "./translator.js";
