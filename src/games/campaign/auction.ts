/**
 * The seat auction: bidding turns with roll tokens, then the dice decide who wins the seat.
 */
import { drawFrom, rollDie, type Seat } from "../../core/index.js";
import { ROLL_TOKENS } from "./data.js";
import { beginFormation, resumeFormation } from "./formation.js";
import { payBank } from "./money.js";
import { nextSeat, purchaseTokens } from "./predicates.js";
import type { AuctionState, CampaignState } from "./types.js";

/** The price of taking a token from another player on the first such turn of an auction. */
export const FIRST_TAKE_PRICE = 2;

/** Starts auctioning `count` seats of the middle one after another, then continues the round. */
export function startAuctions(s: CampaignState, count: number, context: AuctionState["context"]): void {
  if (count <= 0) {
    finishAuctions(s, context);
    return;
  }
  s.phase = "auction";
  s.auction = {
    remaining: count,
    context,
    opener: s.lastOpener,
    bidder: s.lastOpener,
    passes: 0,
    tokens: ROLL_TOKENS.map(() => null),
    takingTurns: 0,
  };
  openAuction(s);
}

function openAuction(s: CampaignState): void {
  const auction = s.auction as AuctionState;
  const opener = nextSeat(s, s.lastOpener);
  s.lastOpener = opener;
  auction.opener = opener;
  auction.bidder = opener;
  auction.passes = 0;
  auction.takingTurns = 0;
  // A fresh array rather than ten writes: much cheaper under immer.
  auction.tokens = ROLL_TOKENS.map(() => null);
  s.events.push({ type: "auction-opened", opener, remaining: auction.remaining });
  passWhileStuck(s);
}

/** True when the bidder can buy at least one token: a free one, or one held by another player. */
export function canBuy(s: CampaignState, seat: Seat): boolean {
  const auction = s.auction as AuctionState;
  const tokens = auction.tokens;
  let free = false;
  let othersHold = false;
  for (let i = 0; i < tokens.length; i++) {
    const holder = tokens[i];
    if (holder === null) free = true;
    else if (holder !== seat) othersHold = true;
  }
  if (free) return (s.treasury[seat] as number) >= s.options.tokenPrice;
  return othersHold && (s.treasury[seat] as number) >= FIRST_TAKE_PRICE + auction.takingTurns;
}

// A bidder who cannot buy anything has no choice but to pass, so the engine passes for them.
function passWhileStuck(s: CampaignState): void {
  const auction = s.auction as AuctionState;
  while (auction.passes < s.players && !canBuy(s, auction.bidder)) {
    s.events.push({ type: "bid-passed", player: auction.bidder });
    auction.passes++;
    auction.bidder = nextSeat(s, auction.bidder);
  }
  if (auction.passes >= s.players) resolveAuction(s);
}

/** Applies a bidding turn: buy `count` tokens (0 = pass). */
export function bid(s: CampaignState, seat: Seat, count: number): void {
  const auction = s.auction as AuctionState;
  if (count === 0) {
    s.events.push({ type: "bid-passed", player: seat });
    auction.passes++;
  } else {
    const purchase = purchaseTokens(auction, seat, count, s.options.tokenPrice, FIRST_TAKE_PRICE);
    if (!purchase) return;
    payBank(s, seat, purchase.cost, "roll tokens");
    for (const index of purchase.taken) auction.tokens[index] = seat;
    if (purchase.tookFromOthers) auction.takingTurns++;
    auction.passes = 0;
    s.events.push({
      type: "tokens-bought",
      player: seat,
      tokens: purchase.taken.map((index) => ROLL_TOKENS[index] as number),
      takenFrom: purchase.from.filter((from): from is Seat => from !== null),
      cost: purchase.cost,
    });
  }
  auction.bidder = nextSeat(s, seat);
  passWhileStuck(s);
}

/** The dice rule: one die when the highest held token is 6 or less, otherwise two. */
export function diceFor(tokens: readonly (Seat | null)[]): 1 | 2 {
  let highest = 0;
  tokens.forEach((holder, index) => {
    if (holder !== null) highest = Math.max(highest, ROLL_TOKENS[index] as number);
  });
  return highest <= 6 ? 1 : 2;
}

function resolveAuction(s: CampaignState): void {
  const auction = s.auction as AuctionState;
  if (auction.tokens.every((holder) => holder === null)) {
    s.events.push({ type: "seat-unsold" });
  } else {
    const dice = diceFor(auction.tokens);
    const rolls: number[] = [];
    let winner: Seat | null = null;
    while (winner === null) {
      let roll = drawFrom(s, (r) => rollDie(r));
      if (dice === 2) roll += drawFrom(s, (r) => rollDie(r));
      rolls.push(roll);
      const index = ROLL_TOKENS.indexOf(roll as (typeof ROLL_TOKENS)[number]);
      if (index >= 0) winner = auction.tokens[index] ?? null;
    }
    s.seats[winner] = (s.seats[winner] as number) + 1;
    s.middle--;
    s.events.push({ type: "seat-won", player: winner, dice, rolls });
  }
  auction.remaining--;
  if (auction.remaining > 0) {
    openAuction(s);
    return;
  }
  const context = auction.context;
  s.auction = null;
  finishAuctions(s, context);
}

function finishAuctions(s: CampaignState, context: AuctionState["context"]): void {
  if (context === "election") beginFormation(s);
  else resumeFormation(s);
}
