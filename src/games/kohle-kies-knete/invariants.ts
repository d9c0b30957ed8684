/**
 * The invariants every state must keep: cards and investors conserved, money conserved against the
 * bank's payouts, accepted offers within the payout, offers over held cards, a consistent phase.
 */
import { type CardId, checkCardConservation } from "../../core/index.js";
import { DECK_SIZE } from "./catalog.js";
import { acceptedSum } from "./requirements.js";
import { type Deal, FAMILY_COUNT, HAND_LIMIT, type KkkState, POOL, type SpaceRule } from "./types.js";

function cardProblems(s: KkkState): string[] {
  const zones: Record<string, readonly CardId[]> = { deck: s.deck, discard: s.discard };
  s.hands.forEach((hand, seat) => {
    zones[`hand ${seat}`] = hand;
  });
  if (s.deal) {
    s.deal.table.forEach((table, seat) => {
      zones[`table ${seat}`] = table;
    });
    zones.travel = s.deal.travel.filter((id) => id >= 0);
  }
  if (s.window) zones.window = s.window.cards;
  const problems = checkCardConservation(DECK_SIZE, zones);
  if (s.owner.length !== FAMILY_COUNT) problems.push(`there must be ${FAMILY_COUNT} investors`);
  s.owner.forEach((seat, family) => {
    if (!Number.isInteger(seat) || seat < POOL || seat >= s.players)
      problems.push(`investor ${family} is in no valid place`);
  });
  return problems;
}

function moneyProblems(s: KkkState): string[] {
  const problems: string[] = [];
  const held = s.money.reduce((sum, m) => sum + m, 0);
  if (held !== s.bankPaid) problems.push(`players hold $${held}M but the bank paid out $${s.bankPaid}M`);
  if (s.money.some((m) => !Number.isInteger(m) || m < 0))
    problems.push("a player has a negative or fractional amount");
  let paidOut = 0;
  for (const closed of s.history) {
    const space = s.spaces[closed.space] as SpaceRule | undefined;
    const expected = (space?.dividends ?? Number.NaN) * (s.options.tileValues[closed.deal - 1] ?? Number.NaN);
    if (closed.payout !== expected)
      problems.push(`deal ${closed.deal} paid $${closed.payout}M instead of $${expected}M`);
    if (closed.paid > closed.payout)
      problems.push(`the Boss of deal ${closed.deal} paid more than the payout`);
    paidOut += closed.payout;
  }
  if (paidOut !== s.bankPaid)
    problems.push(`the bank paid $${s.bankPaid}M but the closed deals total $${paidOut}M`);
  return problems;
}

function dealProblems(s: KkkState, deal: Deal): string[] {
  const problems: string[] = [];
  if (acceptedSum(deal) > deal.payout) problems.push("accepted offers exceed the payout");
  if (deal.offers[deal.boss]) problems.push("the Boss has an offer");
  deal.offers.forEach((offer, seat) => {
    if (!offer) return;
    if (offer.investors.length + offer.clans.length === 0) problems.push(`seat ${seat} has an empty offer`);
    if (offer.price < 0 || offer.price > deal.payout)
      problems.push(`seat ${seat} offers at an impossible price`);
    for (const f of offer.investors) {
      if (s.owner[f] !== seat) problems.push(`seat ${seat} offers investor ${f} it does not hold`);
      if ((deal.travel[f] as number) >= 0) problems.push(`seat ${seat} offers the travelling investor ${f}`);
    }
    for (const id of offer.clans) {
      if (!(deal.table[seat] as CardId[]).includes(id))
        problems.push(`seat ${seat} offers clan card ${id} not on its table`);
    }
  });
  return problems;
}

function flowProblems(s: KkkState): string[] {
  const problems: string[] = [];
  if ((s.phase === "deal") !== (s.deal !== null))
    problems.push(`phase ${s.phase} does not match the open deal`);
  if (s.window && s.phase !== "deal" && s.phase !== "handLimit")
    problems.push(`a Stop window is open in phase ${s.phase}`);
  const placed = s.tiles.filter((t) => t > 0);
  if (placed.length !== s.tilesPlaced || s.history.length !== s.tilesPlaced)
    problems.push("tile count mismatch");
  if (new Set(placed).size !== placed.length || placed.some((t) => t > s.tilesPlaced))
    problems.push("tiles are misnumbered");
  if (s.phase !== "marker" && s.phase !== "over" && s.tiles[s.marker] !== 0)
    problems.push("the marker is not on an open space");
  if (s.phase === "turn" || s.phase === "deal" || s.phase === "marker") {
    if (s.hands.some((hand) => hand.length > HAND_LIMIT))
      problems.push(`a hand holds more than ${HAND_LIMIT} cards`);
  }
  return problems;
}

/** Every broken invariant of the state, as readable messages (empty when sound). */
export function invariants(s: KkkState): string[] {
  return [
    ...cardProblems(s),
    ...moneyProblems(s),
    ...flowProblems(s),
    ...(s.deal ? dealProblems(s, s.deal) : []),
  ];
}
