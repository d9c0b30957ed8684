/**
 * Phase 4: the action cards are revealed in seat order from the president (bribes settled first,
 * then the card's effect; an Avert is revealed out of turn when its owner is blackmailed), then the
 * vote decides between payout and resignation. Runs inside the action that ends the negotiation.
 */
import { drawFrom, moveAt, randomInt, type Seat } from "../../../core/index.js";
import { fulfils } from "../catalog.js";
import { EVERYONE, forgetStack, seatBit } from "../knowledge.js";
import { type TiefeTaschenState, TOKENS } from "../types.js";
import { activeCount, endGame, nextActive, startPeriod } from "./period.js";

/** Reveals a player's card and settles every bribe lying in front of them. */
function reveal(s: TiefeTaschenState, player: Seat, revealed: boolean[], outOfTurn: boolean): void {
  revealed[player] = true;
  const card = s.chosen[player]!;
  s.events.push({ type: "card-revealed", player, card, outOfTurn });
  for (let briber = 0; briber < s.players; briber++) {
    const pair = s.bribes[briber]!;
    for (let index = 0; index < 2; index++) {
      const bribe = pair[index];
      if (!bribe || bribe.target !== player) continue;
      const fulfilled = fulfils(card, bribe.demand);
      s.money[fulfilled ? player : briber]!.push(bribe.card);
      pair[index] = null;
      s.events.push({
        type: "bribe-settled",
        briber,
        token: TOKENS[index]!,
        recipient: player,
        fulfilled,
        card: bribe.card,
        seen: s.seen[bribe.card] as number,
      });
    }
  }
}

/** Moves one random card from one private stack to another; only those two see which. */
function steal(s: TiefeTaschenState, from: Seat, to: Seat): void {
  const stack = s.money[from]!;
  if (stack.length === 0) return;
  const index = drawFrom(s, (rng) => randomInt(rng, 0, stack.length - 1));
  const card = moveAt(stack, index, s.money[to]!);
  const witnesses = seatBit(from) | seatBit(to);
  forgetStack(s.seen, stack, witnesses);
  s.seen[card] = witnesses;
  s.events.push({ type: "money-stolen", from, to, card, seen: witnesses });
}

/** "Take from treasury": the top card, seen only by the taker; the bankruptcy card is laid open instead. */
function takeFromTreasury(s: TiefeTaschenState, player: Seat): void {
  let card = s.treasury.pop();
  if (card !== undefined && card === s.bankruptcyCard) {
    s.bankruptcyShown.push(card);
    s.seen[card] = EVERYONE;
    s.bankrupt = true;
    s.events.push({ type: "bankruptcy-drawn", during: "treasury" });
    card = s.treasury.pop();
  }
  if (card === undefined) {
    s.events.push({ type: "treasury-empty", player });
    return;
  }
  s.money[player]!.push(card);
  s.seen[card] = seatBit(player);
  s.events.push({ type: "treasury-taken", player, card, seen: seatBit(player) });
}

/** Clears the table after a resolve: cards back to hand, investigators and flags reset. */
function clearTable(s: TiefeTaschenState): void {
  s.chosen.fill(null);
  s.investigator.fill(null);
  s.done.fill(false);
  s.finalChosen.fill(false);
  s.changes = 0;
  s.orderTurn = null;
  s.touched = { investigator: false, agree: false, reject: false };
}

/** Reveals every card, applies the effects and evaluates the vote. */
export function resolve(s: TiefeTaschenState): void {
  const revealed: boolean[] = s.active.map(() => false);
  let firstReject: Seat | null = null;
  let treasuryUsed = false;
  let agree = 0;
  let reject = 0;
  let player = s.president;
  for (let step = 0; step < s.players; step++, player = (player + 1) % s.players) {
    if (!s.active[player] || revealed[player]) continue;
    reveal(s, player, revealed, false);
    const card = s.chosen[player]!;
    if (card === "reject" && firstReject === null) firstReject = player;
    if (card === "treasury" && !treasuryUsed) {
      treasuryUsed = true;
      takeFromTreasury(s, player);
    }
    const target = s.investigator[player];
    if (card === "blackmail" && target !== null && target !== undefined) {
      const averted = s.chosen[target] === "avert";
      s.events.push({ type: "blackmail", blackmailer: player, target, averted });
      if (averted) {
        if (!revealed[target]) reveal(s, target, revealed, true);
        steal(s, player, target);
      } else {
        steal(s, target, player);
      }
    }
  }
  for (let p = 0; p < s.players; p++) {
    if (!s.active[p]) continue;
    if (s.chosen[p] === "agree") agree++;
    else if (s.chosen[p] === "reject") reject++;
  }
  const accepted = agree >= reject;
  s.events.push({ type: "vote", agree, reject, accepted });
  clearTable(s);
  if (accepted) {
    const to = s.assignedTo.slice();
    s.pool.forEach((card, index) => {
      s.money[to[index] as Seat]!.push(card);
    });
    s.events.push({ type: "paid-out", to });
    s.pool = [];
    s.assignedTo = [];
    if (s.bankrupt) endGame(s, "national bankruptcy: the bankruptcy card came up in the treasury");
    else startPeriod(s);
    return;
  }
  if (s.bankrupt) {
    // The rejected distribution is not redone: the pool goes back unscored and the game ends.
    for (const card of s.pool) {
      s.treasury.push(card);
      s.seen[card] = 0;
    }
    s.pool = [];
    s.assignedTo = [];
    endGame(s, "national bankruptcy: the bankruptcy card came up in the treasury");
    return;
  }
  const successor = firstReject ?? nextActive(s, s.president);
  s.events.push({ type: "resigned", player: s.president, successor });
  s.active[s.president] = false;
  s.president = successor;
  s.assignedTo = s.pool.map(() => null);
  s.takeBacks = 0;
  if (activeCount(s) === 1) {
    const cards = s.pool.slice();
    for (const card of cards) s.money[successor]!.push(card);
    s.pool = [];
    s.assignedTo = [];
    s.events.push({ type: "last-player", player: successor, cards });
    startPeriod(s);
    return;
  }
  s.phase = "distribute";
}
