/** The events an action can cause (the state keeps those of the last action only). */
import type { Seat } from "../../core/index.js";
import type { ActionCard, Demand, Token } from "./pieces.js";

/** The event types whose card only some seats saw (they carry a `seen` mask in the state). */
export const SECRET_EVENT_TYPES = [
  "card-chosen",
  "final-choice",
  "bribe-placed",
  "bribe-withdrawn",
  "bribe-settled",
  "treasury-taken",
  "money-stolen",
] as const;

/** Events with a secret part carry `seen`, the bit mask of the seats (bit 8: everyone) that saw it. */
export type TiefeTaschenEvent =
  | { type: "period-started"; period: number; president: Seat; pool: number[] }
  | { type: "assigned"; card: number; to: Seat }
  | { type: "unassigned"; card: number }
  | { type: "distribution-confirmed"; president: Seat }
  | { type: "card-chosen"; player: Seat; card: ActionCard | null; seen: number }
  | { type: "investigator-placed"; player: Seat; target: Seat }
  | { type: "investigator-withdrawn"; player: Seat }
  | { type: "bribe-started"; player: Seat; token: Token; demand: Demand; target: Seat; faceUp: boolean }
  | {
      type: "bribe-placed";
      player: Seat;
      token: Token;
      demand: Demand;
      target: Seat;
      faceUp: boolean;
      card: number | null;
      seen: number;
    }
  | { type: "bribe-moved"; player: Seat; token: Token; demand: Demand; target: Seat }
  | { type: "bribe-withdrawn"; player: Seat; token: Token; card: number | null; seen: number }
  | { type: "bribe-revealed"; player: Seat; briber: Seat; token: Token; card: number }
  | { type: "done"; player: Seat }
  | { type: "ordered-negotiation"; first: Seat }
  | { type: "passed"; player: Seat }
  | { type: "final-choice"; player: Seat; card: ActionCard | null; seen: number }
  | { type: "card-revealed"; player: Seat; card: ActionCard; outOfTurn: boolean }
  | {
      type: "bribe-settled";
      briber: Seat;
      token: Token;
      recipient: Seat;
      fulfilled: boolean;
      card: number | null;
      seen: number;
    }
  | { type: "treasury-taken"; player: Seat; card: number | null; seen: number }
  | { type: "treasury-empty"; player: Seat }
  | { type: "bankruptcy-drawn"; during: "period-start" | "treasury" }
  | { type: "blackmail"; blackmailer: Seat; target: Seat; averted: boolean }
  | { type: "money-stolen"; from: Seat; to: Seat; card: number | null; seen: number }
  | { type: "vote"; agree: number; reject: number; accepted: boolean }
  | { type: "paid-out"; to: (Seat | null)[] }
  | { type: "resigned"; player: Seat; successor: Seat }
  | { type: "last-player"; player: Seat; cards: number[] }
  | { type: "game-over"; reason: string };
