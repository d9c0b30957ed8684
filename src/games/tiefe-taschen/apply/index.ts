/** The recipe: dispatches a validated action to its phase reducer. */
import type { TiefeTaschenAction, TiefeTaschenState } from "../types.js";
import { applyAssign, applyConfirm, applyUnassign } from "./distribute.js";
import {
  applyBribe,
  applyBribeMoney,
  applyChooseCard,
  applyDone,
  applyMoveBribe,
  applyPass,
  applyPlaceInvestigator,
  applyRevealBribe,
  applyWithdrawBribe,
  applyWithdrawInvestigator,
} from "./negotiate.js";

type Handlers = {
  readonly [K in TiefeTaschenAction["type"]]: (
    s: TiefeTaschenState,
    a: Extract<TiefeTaschenAction, { type: K }>,
  ) => void;
};

const HANDLERS: Handlers = {
  assign: applyAssign,
  unassign: applyUnassign,
  confirmDistribution: applyConfirm,
  chooseCard: applyChooseCard,
  placeInvestigator: applyPlaceInvestigator,
  withdrawInvestigator: applyWithdrawInvestigator,
  bribe: applyBribe,
  bribeMoney: applyBribeMoney,
  moveBribe: applyMoveBribe,
  withdrawBribe: applyWithdrawBribe,
  revealBribe: applyRevealBribe,
  done: applyDone,
  pass: applyPass,
};

/** Applies a validated action to the working copy `apply` makes or a caller-owned state; pushes the action's events. */
export function mutate(s: TiefeTaschenState, a: TiefeTaschenAction): void {
  (HANDLERS[a.type] as (s: TiefeTaschenState, a: TiefeTaschenAction) => void)(s, a);
}
