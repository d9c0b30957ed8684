/**
 * Campaign's how-to-play guide and glossary (English bundled, German and French loaded on demand),
 * with its numbers read from the engine's data and defaults, and the glossary term of each field of a view.
 */
import { defineGuide } from "../../../core/index.js";
import {
  ALLOWANCE,
  CAPTURE_ABILITY_BONUS,
  DEAL_PRICE,
  DEMOCRAT_CROSSING_BONUS,
  GROUPS,
  MAJORITY,
  MAX_STEP,
  PAID_VACATION,
  PHOTO_OP_PRICE,
  PRESIDENT_CARDS,
  REPUBLICAN_THRESHOLD_BONUS,
  ROW_SIZE,
  SEQUENCE_TO_WIN,
  TOTAL_SEATS,
} from "../data.js";
import { campaign } from "../index.js";
import { DEFAULT_OPTIONS, FORMATION_ACTIONS_PER_PLAYER } from "../options.js";
import type { CampaignView } from "../types.js";
import { type CampaignGuide, en } from "./en.js";

/** Campaign's guide book: the how-to-play text and the glossary in every loaded language. */
export const guide = defineGuide({
  gameId: "campaign",
  en,
  load: {
    de: () => import("./de.js").then((module) => module.de),
    fr: () => import("./fr.js").then((module) => module.fr),
  },
  values: () => ({
    minPlayers: campaign.players.min,
    maxPlayers: campaign.players.max,
    sequenceToWin: SEQUENCE_TO_WIN,
    maxRounds: DEFAULT_OPTIONS.maxRounds,
    totalSeats: TOTAL_SEATS,
    majority: MAJORITY,
    groupCount: GROUPS.length,
    presidentCount: PRESIDENT_CARDS.length,
    rowSize: ROW_SIZE,
    tokenPrice: DEFAULT_OPTIONS.tokenPrice,
    leaningPenalty: DEFAULT_OPTIONS.leaningPenalty,
    raidPenalty: DEFAULT_OPTIONS.raidPenalty,
    formationPerPlayer: FORMATION_ACTIONS_PER_PLAYER,
    dealPrice: DEAL_PRICE,
    allowance: ALLOWANCE,
    paidVacation: PAID_VACATION,
    photoOp: PHOTO_OP_PRICE,
    democratBonus: DEMOCRAT_CROSSING_BONUS,
    republicanBonus: REPUBLICAN_THRESHOLD_BONUS,
    captureBonus: CAPTURE_ABILITY_BONUS,
    maxStep: MAX_STEP,
  }),
});

/** A term id of Campaign's glossary. */
export type CampaignTermId = keyof CampaignGuide["terms"];

/** The glossary term that explains each field of a Campaign view, or `null` for a field a table does not draw as a thing. */
export const VIEW_TERMS: Readonly<Record<keyof CampaignView, CampaignTermId | null>> = {
  viewer: null,
  players: null,
  options: null,
  events: null,
  phase: null,
  result: null,
  ledger: null,
  startPlayer: null,
  lastOpener: "mark.auction",
  round: "mark.round",
  leader: "mark.leader",
  ideology: "zone.party",
  treasury: "zone.treasury",
  seats: "zone.parliament",
  middle: "zone.middle",
  groups: "zone.groups",
  groupDeck: "zone.group-deck",
  knownBottom: "zone.group-deck",
  groupRow: "zone.row",
  presidentDeckSize: "zone.president-deck",
  presidentDiscard: "zone.discard",
  hands: "zone.kept",
  active: "zone.active",
  spoiled: "president.spoiled-ballots",
  sequences: "mark.sequence",
  streaks: "mark.streaks",
  vetoUsed: "mark.president",
  auction: "mark.auction",
  formation: "mark.formation",
  government: "mark.government",
  turn: "mark.attempt",
};
