/**
 * Where the game stands: the decision step waiting for a player, and who may act in it.
 */
import type { Seat } from "../../core/index.js";
import type { CampaignState } from "./types.js";

/** Every kind of decision the game can wait for. */
export type Step =
  | "over"
  | "bid"
  | "formation-turn"
  | "answer"
  | "choose-capture"
  | "choose-cross"
  | "deal"
  | "stake"
  | "interfere"
  | "veto"
  | "lower"
  | "pardon";

/** The decision the game waits for now. */
export function currentStep(s: CampaignState): Step {
  switch (s.phase) {
    case "over":
      return "over";
    case "auction":
      return "bid";
    case "formation":
      return s.formation?.proposal ? "answer" : "formation-turn";
    case "turn": {
      const turn = s.turn;
      if (!turn) return "over";
      if (turn.pardon) return "pardon";
      if (turn.attempt) return turn.attempt.step;
      if (turn.seatLoss) return "lower";
      return turn.stage === "capture" ? "choose-capture" : "choose-cross";
    }
  }
}

/** The one seat that may act now, or `null` when the game is over. */
export function actor(s: CampaignState): Seat | null {
  const step = currentStep(s);
  switch (step) {
    case "over":
      return null;
    case "bid":
      return s.auction?.bidder ?? null;
    case "formation-turn":
      return s.formation?.turn ?? null;
    case "answer":
      return s.formation?.proposal?.answerer ?? null;
    case "pardon":
      return s.turn?.pardon?.seat ?? null;
    case "interfere":
    case "veto":
      return s.turn?.attempt?.interferer ?? null;
    case "lower":
      return s.turn?.seatLoss?.lowerer ?? null;
    default:
      return s.turn?.active ?? null;
  }
}
