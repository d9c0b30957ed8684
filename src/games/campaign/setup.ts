/**
 * The initial state: ideologies, treasuries, shuffled decks, four face-up groups, the start player,
 * and the first election with all 15 seats in the middle.
 */
import { drawCards, drawFrom, randomInt, type SetupConfig, seedRng, shuffle } from "../../core/index.js";
import { startAuctions } from "./apply/auction.js";
import { proceed } from "./apply/index.js";
import {
  GROUPS,
  IDEOLOGIES,
  IDEOLOGY_IDS,
  type IdeologyId,
  PRESIDENT_CARDS,
  ROW_SIZE,
  TOTAL_SEATS,
} from "./data.js";
import { bankPays } from "./money.js";
import { resolveOptions } from "./options.js";
import type { CampaignOptions, CampaignState } from "./types.js";

/** The smallest and largest player counts. */
export const PLAYERS = { min: 2, max: 7 } as const;

/** The numbers `0..n-1`. */
function range(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}

/** Builds the initial state; throws `ConfigError` for a bad player count or option. */
export function setup(config: SetupConfig<CampaignOptions>): CampaignState {
  const { players, seed } = config;
  const options = resolveOptions(players, config.options);
  const holder = { rng: seedRng(seed) };
  let ideology: IdeologyId[];
  if (options.ideologies) {
    ideology = [...options.ideologies];
  } else {
    // With two players the Anarchists are left out of the deal.
    const pool = IDEOLOGY_IDS.filter((id) => players > 2 || id !== "anarchists");
    ideology = drawFrom(holder, (r) => shuffle(r, pool)).slice(0, players);
  }
  const startPlayer = options.startPlayer ?? drawFrom(holder, (r) => randomInt(r, 0, players - 1));
  const groupDeck = drawFrom(holder, (r) => shuffle(r, range(GROUPS.length)));
  const groupRow: number[] = [];
  drawCards(groupDeck, groupRow, ROW_SIZE);
  const presidentDeck = drawFrom(holder, (r) => shuffle(r, range(PRESIDENT_CARDS.length)));
  const s: CampaignState = {
    rng: holder.rng,
    events: [],
    players,
    options,
    phase: "auction",
    round: 1,
    startPlayer,
    leader: startPlayer,
    lastOpener: (startPlayer + players - 1) % players,
    ideology,
    treasury: range(players).map(() => 0),
    ledger: { paid: 0, received: 0 },
    seats: range(players).map(() => 0),
    middle: TOTAL_SEATS,
    groups: range(players).map(() => []),
    groupDeck,
    knownBottom: 0,
    groupRow,
    presidentDeck,
    presidentDiscard: [],
    hands: range(players).map(() => []),
    active: range(players).map(() => []),
    spoiled: range(players).map(() => 0),
    sequences: range(players).map(() => []),
    streaks: { coalition: 0, noBusiness: 0, allBusiness: 0 },
    vetoUsed: false,
    auction: null,
    formation: null,
    government: null,
    turn: null,
    result: null,
  };
  for (let seat = 0; seat < players; seat++) {
    const card = IDEOLOGIES[ideology[seat] as IdeologyId];
    bankPays(s, seat, card.contributions + card.electability, "starting treasury");
  }
  proceed(s, startAuctions(s, s.middle, "election"));
  return s;
}
