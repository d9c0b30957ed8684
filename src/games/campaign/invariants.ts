/**
 * The invariants of a sound state: 15 seats, every card in one place, money never negative, and
 * the ledger: treasuries + money on an attempt = what the bank paid in − what it received.
 */
import { checkCardConservation } from "../../core/index.js";
import { GROUPS, PRESIDENT_CARDS, presidentCardId, ROLL_TOKENS, ROW_SIZE, TOTAL_SEATS } from "./data.js";
import { cardModifier } from "./predicates.js";
import type { CampaignState } from "./types.js";

const PARDON = presidentCardId("pardon");
const SPOILED = presidentCardId("spoiled-ballots");

const nonNegativeInt = (n: unknown): boolean => typeof n === "number" && Number.isInteger(n) && n >= 0;

/** Every broken invariant, as readable messages (empty when sound). */
export function invariants(s: CampaignState): string[] {
  const problems: string[] = [];
  const seats = s.seats.reduce((a, b) => a + b, 0) + s.middle;
  if (seats !== TOTAL_SEATS) problems.push(`${seats} seats instead of ${TOTAL_SEATS}`);
  if (!s.seats.every(nonNegativeInt) || !nonNegativeInt(s.middle)) problems.push("a negative seat count");
  problems.push(
    ...checkCardConservation(GROUPS.length, {
      "group deck": s.groupDeck,
      "face-up row": s.groupRow,
      ...Object.fromEntries(s.groups.map((held, seat) => [`groups of seat ${seat}`, held])),
    }),
  );
  if (s.knownBottom < 0 || s.knownBottom > s.groupDeck.length)
    problems.push("known deck bottom out of range");
  if (s.groupRow.length > ROW_SIZE || (s.groupRow.length < ROW_SIZE && s.groupDeck.length > 0))
    problems.push("the face-up row is not full");
  problems.push(
    ...checkCardConservation(PRESIDENT_CARDS.length, {
      "president deck": s.presidentDeck,
      "president discard": s.presidentDiscard,
      ...Object.fromEntries(s.hands.map((hand, seat) => [`kept cards of seat ${seat}`, hand])),
      ...Object.fromEntries(s.active.map((cards, seat) => [`face-up cards of seat ${seat}`, cards])),
    }),
  );
  if (s.hands.some((hand) => hand.some((card) => card !== PARDON)))
    problems.push("a kept president card is not the Pardon");
  s.spoiled.forEach((value, seat) => {
    if ((value !== 0) !== (s.active[seat] as number[]).includes(SPOILED))
      problems.push(`Spoiled ballots of seat ${seat} out of sync`);
    if (!Number.isFinite(cardModifier(s, seat))) problems.push(`bad card modifier for seat ${seat}`);
  });
  if (!s.treasury.every(nonNegativeInt))
    problems.push(`a treasury is negative or not an integer: ${s.treasury.join(", ")}`);
  const staked = s.turn?.attempt?.paid.reduce((a, b) => a + b, 0) ?? 0;
  if (s.turn?.attempt && !s.turn.attempt.paid.every(nonNegativeInt))
    problems.push("negative money on the attempt");
  const money = s.treasury.reduce((a, b) => a + b, 0) + staked;
  if (money !== s.ledger.paid - s.ledger.received) {
    problems.push(
      `ledger: players hold $${money} but the bank paid $${s.ledger.paid} and received $${s.ledger.received}`,
    );
  }
  if (s.auction) {
    if (s.auction.tokens.length !== ROLL_TOKENS.length) problems.push("wrong number of roll tokens");
    if (s.auction.tokens.some((holder) => holder !== null && (holder < 0 || holder >= s.players))) {
      problems.push("a roll token is held by an unknown seat");
    }
  }
  if ((s.phase === "auction") !== (s.auction !== null))
    problems.push("auction state out of sync with the phase");
  if (s.phase === "turn" && (!s.turn || !s.government)) problems.push("a turn without a government");
  if (s.phase === "over" && !s.result) problems.push("the game is over without a result");
  return problems;
}
