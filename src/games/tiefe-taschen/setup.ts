/** Setup: starting money (2, 3 and 4 Mio each), the shuffled treasury with the bankruptcy card, the first president. */
import { drawFrom, randomInt, type SetupConfig, seedRng, shuffle } from "../../core/index.js";
import { startPeriod } from "./apply/period.js";
import { bankruptcyCardOf, cardId, catalogSize, copiesPerValue, moneyCount } from "./catalog.js";
import { EVERYONE } from "./knowledge.js";
import { normalizeOptions, resolveBankruptcyDepth } from "./options.js";
import type { TiefeTaschenOptions, TiefeTaschenState } from "./types.js";

/** Builds the initial state and plays the first period's reveal; throws `ConfigError` on bad config. */
export function setup(config: SetupConfig<TiefeTaschenOptions>): TiefeTaschenState {
  const options = normalizeOptions(config.players, config.options);
  const players = config.players;
  const copies = copiesPerValue(options.edition);
  const bankruptcyCard = bankruptcyCardOf(options.edition);
  const money: number[][] = [];
  const dealt = new Set<number>();
  for (let seat = 0; seat < players; seat++) {
    // Copy `seat` of each value: which copy does not matter, only that the ids are distinct.
    const stack = [cardId(2, seat, copies), cardId(3, seat, copies), cardId(4, seat, copies)];
    for (const card of stack) dealt.add(card);
    money.push(stack);
  }
  const rest: number[] = [];
  for (let card = 0; card < moneyCount(options.edition); card++) if (!dealt.has(card)) rest.push(card);
  const state: TiefeTaschenState = {
    rng: seedRng(config.seed),
    events: [],
    players,
    options,
    cardsPerValue: copies,
    bankruptcyCard,
    phase: "distribute",
    period: 0,
    president: 0,
    active: money.map(() => true),
    treasury: [],
    bankruptcyShown: [],
    bankrupt: false,
    pool: [],
    assignedTo: [],
    takeBacks: 0,
    money,
    // Everyone knows what everyone starts with.
    seen: Array.from({ length: catalogSize(options.edition) }, (_, card) => (dealt.has(card) ? EVERYONE : 0)),
    chosen: money.map(() => null),
    investigator: money.map(() => null),
    bribes: money.map(() => [null, null]),
    pending: null,
    done: money.map(() => false),
    changes: 0,
    limit: 0,
    orderTurn: null,
    touched: { investigator: false, agree: false, reject: false },
    finalChosen: money.map(() => false),
    endReason: null,
  };
  state.treasury = drawFrom(state, (rng) => shuffle(rng, rest));
  if (bankruptcyCard !== null)
    state.treasury.splice(resolveBankruptcyDepth(options, players), 0, bankruptcyCard);
  state.president = options.firstPresident ?? drawFrom(state, (rng) => randomInt(rng, 0, players - 1));
  startPeriod(state);
  return state;
}
