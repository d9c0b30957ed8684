/** Placeholder for the campaign module until its rules land; the subpath export resolves meanwhile. */
export const GAME_ID = "campaign";
