/** Placeholder for the slush-fund module until its rules land; the subpath export resolves meanwhile. */
export const GAME_ID = "slush-fund";
