/** Placeholder for the tiefe-taschen module until its rules land; the subpath export resolves meanwhile. */
export const GAME_ID = "tiefe-taschen";
