/** Placeholder for the kohle-kies-knete module until its rules land; the subpath export resolves meanwhile. */
export const GAME_ID = "kohle-kies-knete";
