/**
 * The recipe: applies a validated action to the working copy `apply` makes or to a caller-owned state.
 */
import type { KkkAction, KkkState } from "../types.js";
import { allow, playBoss, recruit, stop, travel } from "./cards.js";
import {
  accept,
  close,
  fail,
  offerCard,
  pass,
  playClan,
  retractCard,
  setPrice,
  useCard,
  withdraw,
} from "./negotiation.js";
import { discard, draw, openDeal, placeMarker, roll } from "./turn.js";

type Handlers = {
  readonly [T in KkkAction["type"]]: (s: KkkState, a: Extract<KkkAction, { type: T }>) => void;
};

const HANDLERS: Handlers = {
  placeMarker,
  openDeal,
  roll,
  draw,
  discard,
  playClan,
  offerCard,
  retractCard,
  setPrice,
  withdraw,
  accept,
  travel,
  recruit,
  playBoss,
  stop,
  allow,
  pass,
  close,
  useCard,
  fail,
};

/** Applies a validated action; never throws for a player's mistake (validation ran before). */
export function mutate(s: KkkState, a: KkkAction): void {
  (HANDLERS[a.type] as (s: KkkState, a: KkkAction) => void)(s, a);
  // Only a Stop leaves this set, so a Stop played right after it is refused as "against a Stop".
  s.lastWasStop = a.type === "stop";
}
