/**
 * The seat auction: bidding turns with roll tokens, then the dice decide who wins the seat.
 */
import { drawFrom, type RngResult, type RngState, rollDie, type Seat } from "../../../core/index.js";
import { ROLL_TOKENS } from "../data.js";
import { payBank } from "../money.js";
import { FIRST_TAKE_PRICE, nextSeat, purchaseTokens } from "../predicates.js";
import type { AuctionState, CampaignState } from "../types.js";
import type { HandOver } from "./hand-over.js";

/** Starts auctioning `count` seats of the middle one after another; after the last, formation goes on. */
export function startAuctions(
  s: CampaignState,
  count: number,
  context: AuctionState["context"],
): HandOver | undefined {
  if (count <= 0) return finishAuctions(context);
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
  return openAuction(s);
}

function openAuction(s: CampaignState): HandOver | undefined {
  const auction = s.auction as AuctionState;
  const opener = nextSeat(s, s.lastOpener);
  s.lastOpener = opener;
  auction.opener = opener;
  auction.bidder = opener;
  auction.passes = 0;
  auction.takingTurns = 0;
  auction.tokens = ROLL_TOKENS.map(() => null);
  s.events.push({ type: "auction-opened", opener, remaining: auction.remaining });
  return passWhileStuck(s);
}

// True when the bidder can buy at least one token: a free one, or one held by another player.
function canBuy(
  tokens: readonly (Seat | null)[],
  seat: Seat,
  money: number,
  tokenPrice: number,
  takePrice: number,
): boolean {
  let free = false;
  let othersHold = false;
  for (let i = 0; i < tokens.length; i++) {
    const holder = tokens[i];
    if (holder === null) free = true;
    else if (holder !== seat) othersHold = true;
  }
  if (free) return money >= tokenPrice;
  return othersHold && money >= takePrice;
}

// A bidder who cannot buy anything has no choice but to pass, so the engine passes for them.
function passWhileStuck(s: CampaignState): HandOver | undefined {
  const auction = s.auction as AuctionState;
  // Passing changes no token, treasury or price: read them once, and write the counters back once.
  const tokens = auction.tokens;
  const treasury = s.treasury;
  const players = s.players;
  const tokenPrice = s.options.tokenPrice;
  const takePrice = FIRST_TAKE_PRICE + auction.takingTurns;
  let passes = auction.passes;
  let bidder = auction.bidder;
  while (passes < players && !canBuy(tokens, bidder, treasury[bidder] as number, tokenPrice, takePrice)) {
    s.events.push({ type: "bid-passed", player: bidder });
    passes++;
    bidder = nextSeat(s, bidder);
  }
  if (passes !== auction.passes) {
    auction.passes = passes;
    auction.bidder = bidder;
  }
  return passes >= players ? resolveAuction(s) : undefined;
}

/** Applies a bidding turn: buy `count` tokens (0 = pass). */
export function bid(s: CampaignState, seat: Seat, count: number): HandOver | undefined {
  const auction = s.auction as AuctionState;
  if (count === 0) {
    s.events.push({ type: "bid-passed", player: seat });
    auction.passes++;
  } else {
    const purchase = purchaseTokens(auction, seat, count, s.options.tokenPrice, FIRST_TAKE_PRICE);
    if (!purchase) return undefined;
    payBank(s, seat, purchase.cost, "roll tokens");
    auction.tokens = purchase.tokens;
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
  return passWhileStuck(s);
}

/** The dice rule: one die when the highest held token is 6 or less, otherwise two. */
export function diceFor(tokens: readonly (Seat | null)[]): 1 | 2 {
  let highest = 0;
  tokens.forEach((holder, index) => {
    if (holder !== null) highest = Math.max(highest, ROLL_TOKENS[index] as number);
  });
  return highest <= 6 ? 1 : 2;
}

function resolveAuction(s: CampaignState): HandOver | undefined {
  const auction = s.auction as AuctionState;
  const tokens = auction.tokens;
  if (tokens.every((holder) => holder === null)) {
    s.events.push({ type: "seat-unsold" });
  } else {
    const dice = diceFor(tokens);
    const { rolls, winner } = drawFrom(s, (rng) => rollForSeat(rng, tokens, dice));
    s.seats[winner] = (s.seats[winner] as number) + 1;
    s.middle--;
    s.events.push({ type: "seat-won", player: winner, dice, rolls });
  }
  auction.remaining--;
  if (auction.remaining > 0) return openAuction(s);
  const context = auction.context;
  s.auction = null;
  return finishAuctions(context);
}

// After an election's auctions formation begins; after released seats are sold it resumes.
// Rolls (one die or the sum of two) until the total is a held token: every roll, and its holder.
function rollForSeat(
  rng: RngState,
  tokens: readonly (Seat | null)[],
  dice: 1 | 2,
): RngResult<{ rolls: number[]; winner: Seat }> {
  const rolls: number[] = [];
  let next = rng;
  for (;;) {
    let roll: number;
    [roll, next] = rollDie(next);
    if (dice === 2) {
      let second: number;
      [second, next] = rollDie(next);
      roll += second;
    }
    rolls.push(roll);
    const index = ROLL_TOKENS.indexOf(roll as (typeof ROLL_TOKENS)[number]);
    const holder = index >= 0 ? tokens[index] : undefined;
    if (holder !== undefined && holder !== null) return [{ rolls, winner: holder }, next];
  }
}

function finishAuctions(context: AuctionState["context"]): HandOver {
  return context === "election" ? "begin-formation" : "resume-formation";
}
