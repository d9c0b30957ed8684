/**
 * One representative attempt of each kind of action the current step names, for
 * `unavailableActions`: the attempt a player would most plausibly make, so that the game's own
 * validation says why that kind is not offered.
 */
import type { CardId, Seat } from "../../core/index.js";
import { familyOf, isClan, isTravel } from "./catalog.js";
import { usableCards } from "./requirements.js";
import { type Deal, FAMILY_COUNT, type KkkAction, type KkkState, POOL, type TargetKind } from "./types.js";

const FAMILIES = Array.from({ length: FAMILY_COUNT }, (_, family) => family);

/** The Investor a recruitment would aim at: a pool Investor first (the pool-first rule), else one held by another seat. */
function recruitTarget(s: KkkState, player: Seat): number {
  const pool = FAMILIES.find((family) => s.owner[family] === POOL);
  return pool ?? FAMILIES.find((family) => s.owner[family] !== player) ?? 0;
}

/** Where a Travel card would go: an Investor of its family in the deal, else a Clan card on a table. */
function travelTarget(s: KkkState, deal: Deal, card: CardId): { on: TargetKind; target: number } {
  const family = familyOf(card);
  const investor = FAMILIES.find(
    (f) => (family < 0 || family === f) && s.owner[f] !== POOL && (deal.travel[f] as number) < 0,
  );
  if (investor !== undefined) return { on: "investor", target: investor };
  const clan = deal.table.flat().find((id) => family < 0 || familyOf(id) === family);
  return clan === undefined ? { on: "investor", target: Math.max(family, 0) } : { on: "clan", target: clan };
}

/** What an offer would add: an own Investor in the deal, else an own table Clan card, not yet offered. */
function offerTarget(s: KkkState, deal: Deal, player: Seat): { on: TargetKind; target: number } {
  const offer = deal.offers[player];
  const investor = FAMILIES.find(
    (f) => s.owner[f] === player && (deal.travel[f] as number) < 0 && !offer?.investors.includes(f),
  );
  if (investor !== undefined) return { on: "investor", target: investor };
  const clan = (deal.table[player] ?? []).find((id) => !offer?.clans.includes(id));
  return clan === undefined ? { on: "investor", target: 0 } : { on: "clan", target: clan };
}

function dealAttempts(s: KkkState, deal: Deal, player: Seat): KkkAction[] {
  if (deal.picking) {
    const card = usableCards(s, deal, deal.picking)[0];
    return [{ type: "useCard", player, on: card?.on ?? "investor", target: card?.target ?? 0 }];
  }
  const hand = s.hands[player] ?? [];
  const clan = hand.find(isClan) ?? hand[0] ?? 0;
  const travelCard = hand.find(isTravel) ?? hand[0] ?? 0;
  const common: KkkAction[] = [
    { type: "playClan", player, card: clan },
    { type: "travel", player, card: travelCard, ...travelTarget(s, deal, travelCard) },
    { type: "recruit", player, on: "investor", target: recruitTarget(s, player) },
  ];
  if (player === deal.boss) {
    const others = Array.from({ length: s.players }, (_, seat) => seat).filter((seat) => seat !== player);
    const offering = others.find((seat) => deal.offers[seat] && !deal.offers[seat]?.accepted);
    return [
      ...common,
      { type: "accept", player, seat: offering ?? others[0] ?? 0 },
      { type: "close", player, choose: false },
      { type: "fail", player },
    ];
  }
  const offer = deal.offers[player];
  const offered = offer?.investors[0];
  const retracted: { on: TargetKind; target: number } =
    offered !== undefined
      ? { on: "investor", target: offered }
      : { on: offer?.clans.length ? "clan" : "investor", target: offer?.clans[0] ?? 0 };
  const price = offer ? (offer.price > 0 ? offer.price - 1 : Math.min(1, deal.payout)) : 0;
  return [
    { type: "pass", player },
    ...common,
    { type: "offerCard", player, ...offerTarget(s, deal, player) },
    { type: "retractCard", player, ...retracted },
    { type: "setPrice", player, price },
    { type: "withdraw", player },
    { type: "playBoss", player },
  ];
}

/** One attempt of each kind of action the current step names for `player` (legal or not). */
export function attempts(s: KkkState, player: Seat): KkkAction[] {
  if (s.window) {
    return [
      { type: "stop", player },
      { type: "allow", player },
    ];
  }
  switch (s.phase) {
    case "marker":
      return [{ type: "placeMarker", player, space: Math.max(0, s.tiles.indexOf(0)) }];
    case "turn":
      return [
        { type: "openDeal", player },
        { type: "roll", player },
        { type: "draw", player },
      ];
    case "handLimit":
      return [
        { type: "discard", player, card: s.hands[player]?.[0] ?? 0 },
        { type: "recruit", player, on: "investor", target: recruitTarget(s, player) },
      ];
    case "deal":
      return dealAttempts(s, s.deal as Deal, player);
    case "over":
      return [];
  }
}
