/**
 * The end of a negotiation: the close (payout, payments, cards used and returned, tile, marker,
 * end roll) and the failure (cards returned, no tile).
 */
import { type CardId, drawFrom, moveCard, rollDie } from "../../../core/index.js";
import { nextOpenSpace, tableOwner } from "../flow.js";
import type { Deal, KkkState, Payment, Picking } from "../types.js";
import { endGame, nextTurn } from "./turn.js";

/** Returns every Clan card still on a table to its owner's hand and discards the Travel cards on investors. */
function clearTable(s: KkkState, deal: Deal): CardId[][] {
  const returned = deal.table.map((table) => table.slice());
  returned.forEach((cards, seat) => {
    (s.hands[seat] as CardId[]).push(...cards);
  });
  for (const id of deal.travel) if (id >= 0) s.discard.push(id);
  return returned;
}

/** Closes the deal with the cards named: the bank pays, the Boss pays every accepted offer, the tile goes down. */
export function settle(s: KkkState, used: Picking): void {
  const deal = s.deal as Deal;
  const boss = deal.boss;
  const usedInvestors = used.investors.slice();
  const usedClans = used.clans.slice();
  s.money[boss] = (s.money[boss] as number) + deal.payout;
  s.bankPaid += deal.payout;
  const payments: Payment[] = [];
  deal.offers.forEach((offer, seat) => {
    if (!offer?.accepted) return;
    s.money[boss] = (s.money[boss] as number) - offer.price;
    s.money[seat] = (s.money[seat] as number) + offer.price;
    payments.push({ seat, price: offer.price });
  });
  for (const id of usedClans) moveCard(deal.table[tableOwner(deal, id)] as CardId[], s.discard, id);
  const returned = clearTable(s, deal);
  const number = s.tilesPlaced + 1;
  const paid = payments.reduce((sum, p) => sum + p.price, 0);
  s.history.push({ deal: number, space: deal.space, boss, payout: deal.payout, paid });
  s.tiles[deal.space] = number;
  s.tilesPlaced = number;
  s.marker = nextOpenSpace(s, deal.space);
  s.events.push({
    type: "dealClosed",
    boss,
    payout: deal.payout,
    payments,
    usedInvestors,
    usedClans,
    returned,
  });
  s.events.push({ type: "tilePlaced", space: deal.space, tile: number, marker: s.marker });
  s.deal = null;
  if (number >= s.options.tileValues.length) {
    endGame(s, "last-tile");
    return;
  }
  const faces = s.options.endRolls[number - 1] as readonly number[];
  if (faces.length > 0) {
    const die = drawFrom(s, (rng) => rollDie(rng));
    const ends = faces.includes(die);
    s.events.push({ type: "endRoll", player: boss, die, ends });
    if (ends) {
      endGame(s, "end-roll");
      return;
    }
  }
  nextTurn(s, (boss + 1) % s.players);
}

/** The deal fails: Clan cards go back to their owners, no tile, the turn passes left of the Boss. */
export function failDeal(s: KkkState): void {
  const deal = s.deal as Deal;
  const boss = deal.boss;
  const returned = clearTable(s, deal);
  s.deal = null;
  s.failedBoss = boss;
  s.events.push({ type: "dealFailed", boss, returned });
  nextTurn(s, (boss + 1) % s.players);
}
