/**
 * Every movement of money, so that the ledger (what the bank paid in and received) always
 * explains the treasuries: sum of treasuries + money staked on an attempt = paid − received.
 */
import type { Seat } from "../../core/index.js";
import type { CampaignState } from "./types.js";

/** The bank pays a seat (income, allowance, cards, the starting treasury). */
export function bankPays(s: CampaignState, seat: Seat, amount: number, reason: string): void {
  if (amount <= 0) return;
  s.treasury[seat] = (s.treasury[seat] as number) + amount;
  s.ledger.paid += amount;
  s.events.push({ type: "paid", from: null, to: seat, amount, reason });
}

/** A seat pays the bank; a forced payment is capped at the treasury. Returns what was paid. */
export function payBank(s: CampaignState, seat: Seat, amount: number, reason: string): number {
  const paid = Math.min(amount, s.treasury[seat] as number);
  if (paid <= 0) return 0;
  s.treasury[seat] = (s.treasury[seat] as number) - paid;
  s.ledger.received += paid;
  s.events.push({ type: "paid", from: seat, to: null, amount: paid, reason });
  return paid;
}

/** A seat pays another seat (capped at the treasury); paying oneself moves nothing. Returns what was paid. */
export function paySeat(s: CampaignState, from: Seat, to: Seat, amount: number, reason: string): number {
  const paid = Math.min(amount, s.treasury[from] as number);
  if (paid <= 0 || from === to) return 0;
  s.treasury[from] = (s.treasury[from] as number) - paid;
  s.treasury[to] = (s.treasury[to] as number) + paid;
  s.events.push({ type: "paid", from, to, amount: paid, reason });
  return paid;
}

/** A seat puts money on the current attempt; it stays there until the roll or a veto. */
export function stakeOnAttempt(s: CampaignState, seat: Seat, amount: number, reason: string): void {
  const attempt = s.turn?.attempt;
  if (!attempt || amount <= 0) return;
  s.treasury[seat] = (s.treasury[seat] as number) - amount;
  attempt.paid[seat] = (attempt.paid[seat] as number) + amount;
  s.events.push({ type: "paid", from: seat, to: null, amount, reason });
}

/** At the roll, everything staked on the attempt goes to the bank. */
export function settleAttempt(s: CampaignState): void {
  const attempt = s.turn?.attempt;
  if (!attempt) return;
  let staked = 0;
  for (const amount of attempt.paid) staked += amount;
  s.ledger.received += staked;
  attempt.paid = new Array<number>(s.players).fill(0);
}

/** On a veto, every dollar staked on the attempt goes back to whoever paid it. */
export function refundAttempt(s: CampaignState): void {
  const attempt = s.turn?.attempt;
  if (!attempt) return;
  for (let seat = 0; seat < s.players; seat++) {
    const amount = attempt.paid[seat] as number;
    if (amount <= 0) continue;
    s.treasury[seat] = (s.treasury[seat] as number) + amount;
    attempt.paid[seat] = 0;
    s.events.push({ type: "paid", from: null, to: seat, amount, reason: "veto refund" });
  }
}
