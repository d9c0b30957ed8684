/**
 * The rollout evaluator of Slush Fund: the game's final scoring applied to the bribe piles as they
 * lie now (who would win each politician and its victory points).
 */
import type { StateBase } from "../../core/game.js";
import type { SlushFundState } from "../../games/slush-fund/index.js";
import { finalScores } from "../../games/slush-fund/scoring.js";
import { rewardsFromScores } from "./rewards-from-scores.js";

/** A lead worth about three chances in four, in victory points (about half a politician). */
const SCALE = 2;

/** Rewards per seat of a Slush Fund state cut off mid-game, from the victory points of the current piles. */
export function slushFundEvaluator(state: StateBase): readonly number[] {
  return rewardsFromScores(finalScores(state as SlushFundState), SCALE);
}
