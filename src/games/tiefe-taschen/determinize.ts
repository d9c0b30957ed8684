/**
 * Rebuilds a full state from a view: every money card the viewer has not seen is dealt at random
 * into the hidden places (others' private money, face-down bribes, the treasury around the
 * bankruptcy card, whose depth is public), and others' face-down action cards are drawn at random;
 * what a final view shows open is taken as it is.
 */
import {
  clonePlain,
  createHiddenDealer,
  drawFrom,
  type HiddenDealer,
  pick,
  type Seat,
  seedRng,
} from "../../core/index.js";
import { bankruptcyCardOf, catalogSize, copiesPerValue, moneyCount } from "./catalog.js";
import { EVERYONE, seatBit } from "./knowledge.js";
import { resolveBankruptcyDepth } from "./options.js";
import {
  ACTION_CARDS,
  type ActionCard,
  type Bribe,
  SECRET_EVENT_TYPES,
  type TiefeTaschenEvent,
  type TiefeTaschenState,
  type TiefeTaschenView,
} from "./types.js";

function visibleIds(view: TiefeTaschenView): Set<number> {
  const ids = new Set<number>([...view.pool, ...view.bankruptcyShown, ...view.knownMoney.flat()]);
  // The viewer's own stack, and every stack once the game is over and the table lies open.
  for (const stack of view.money) for (const card of stack) if (card !== null) ids.add(card);
  for (const pair of view.bribes)
    for (const bribe of pair) if (bribe && bribe.card !== null) ids.add(bribe.card);
  return ids;
}

function dealTreasury(view: TiefeTaschenView, dealer: HiddenDealer, bankruptcyCard: number | null): number[] {
  if (bankruptcyCard === null || view.bankruptcyShown.length > 0) {
    return Array.from({ length: view.treasuryCount }, () => dealer.next());
  }
  const treasury = Array.from({ length: view.treasuryCount - 1 }, () => dealer.next());
  const depth = Math.min(resolveBankruptcyDepth(view.options, view.players), treasury.length);
  treasury.splice(depth, 0, bankruptcyCard);
  return treasury;
}

/** A full state consistent with the view, resampling everything its viewer cannot know. */
export function determinize(view: TiefeTaschenView, seed: number | string): TiefeTaschenState {
  const { edition } = view.options;
  const viewer = view.viewer;
  const mine = viewer === null ? EVERYONE : seatBit(viewer);
  const bankruptcyCard = bankruptcyCardOf(edition);
  const visible = visibleIds(view);
  const unseen: number[] = [];
  for (let card = 0; card < moneyCount(edition); card++) if (!visible.has(card)) unseen.push(card);
  const dealer = createHiddenDealer(unseen, seedRng(seed));
  const seen: number[] = new Array(catalogSize(edition)).fill(0);
  for (const card of [...view.pool, ...view.bankruptcyShown]) seen[card] = EVERYONE;

  const money = view.money.map((stack, owner) => {
    if (owner === viewer) {
      const own = stack.map((card) => card as number);
      for (const card of own) seen[card] = mine;
      return own;
    }
    if (stack.length > 0 && !stack.includes(null)) {
      for (const card of stack) seen[card as number] = EVERYONE;
      return stack.map((card) => card as number);
    }
    const known = (view.knownMoney[owner] ?? []).slice();
    for (const card of known) seen[card] = mine;
    while (known.length < stack.length) known.push(dealer.next());
    return known;
  });
  const bribes = view.bribes.map((pair, briber) =>
    pair.map((bribe): Bribe | null => {
      if (bribe === null) return null;
      const card = bribe.card ?? dealer.next();
      const witnesses = seatBit(briber) | seatBit(bribe.target);
      seen[card] = bribe.faceUp ? EVERYONE : bribe.card === null ? witnesses : witnesses | mine;
      return { target: bribe.target, demand: bribe.demand, faceUp: bribe.faceUp, card };
    }),
  );
  const treasury = dealTreasury(view, dealer, bankruptcyCard);
  const holder = { rng: dealer.rng };
  const chosen = view.chosen.map((card, owner): ActionCard | null => {
    if (card !== null || !view.hasCard[owner]) return card;
    const allowed = ACTION_CARDS.filter((c) => !(c === "reject" && owner === view.president));
    return drawFrom(holder, (rng) => pick(rng, allowed));
  });
  const events = view.events.map((event) =>
    (SECRET_EVENT_TYPES as readonly string[]).includes(event.type) && "card" in event
      ? ({ ...event, seen: event.card === null ? 0 : mine } as TiefeTaschenEvent)
      : (clonePlain(event) as TiefeTaschenEvent),
  );
  return {
    rng: holder.rng,
    events,
    players: view.players,
    options: { ...view.options },
    cardsPerValue: copiesPerValue(edition),
    bankruptcyCard,
    phase: view.phase,
    period: view.period,
    president: view.president as Seat,
    active: view.active.slice(),
    treasury,
    bankruptcyShown: view.bankruptcyShown.slice(),
    bankrupt: view.bankrupt,
    pool: view.pool.slice(),
    assignedTo: view.assignedTo.slice(),
    takeBacks: view.takeBacks,
    money,
    seen,
    chosen,
    investigator: view.investigator.slice(),
    bribes,
    pending: view.pending === null ? null : { ...view.pending },
    done: view.done.slice(),
    changes: view.changes,
    limit: view.limit,
    orderTurn: view.orderTurn,
    touched: { ...view.touched },
    finalChosen: view.finalChosen.slice(),
    endReason: view.endReason,
  };
}
