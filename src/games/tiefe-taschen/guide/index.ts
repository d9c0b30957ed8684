/**
 * Tiefe Taschen's how-to-play guide and glossary (English bundled, German and French loaded on
 * demand), with its numbers read from the engine's defaults, and the glossary term of each field of a view.
 */
import { defineGuide } from "../../../core/index.js";
import { copiesPerValue, moneyCount } from "../catalog.js";
import { CHANGES_PER_PLAYER, DEFAULT_OPTIONS, PLAYERS, resolveBankruptcyDepth } from "../options.js";
import { moneyTotal } from "../present.js";
import { setup } from "../setup.js";
import type { TiefeTaschenView } from "../types.js";
import { en, type TiefeTaschenGuide } from "./en.js";

/** Tiefe Taschen's guide book: the how-to-play text and the glossary in every loaded language. */
export const guide = defineGuide({
  gameId: "tiefe-taschen",
  en,
  load: {
    de: () => import("./de.js").then((module) => module.de),
    fr: () => import("./fr.js").then((module) => module.fr),
  },
  values: () => {
    const edition = DEFAULT_OPTIONS.edition;
    // The starting money as setup deals it (the same for every seat).
    const start = setup({ players: PLAYERS.min, seed: 0, options: {} }).money[0] ?? [];
    return {
      edition,
      minPlayers: PLAYERS.min,
      maxPlayers: PLAYERS.max,
      startMoney: moneyTotal(start, edition),
      copies: copiesPerValue(edition),
      moneyCards: moneyCount(edition),
      copies2015: copiesPerValue("2015"),
      depthMin: resolveBankruptcyDepth(DEFAULT_OPTIONS, PLAYERS.max),
      depthMax: resolveBankruptcyDepth(DEFAULT_OPTIONS, PLAYERS.min),
      limitPerPlayer: CHANGES_PER_PLAYER,
    };
  },
});

/** A term id of Tiefe Taschen's glossary. */
export type TiefeTaschenTermId = keyof TiefeTaschenGuide["terms"];

/** The glossary term that explains each field of a Tiefe Taschen view, or `null` for a field a table does not draw as a thing. */
export const VIEW_TERMS: Readonly<Record<keyof TiefeTaschenView, TiefeTaschenTermId | null>> = {
  viewer: null,
  players: null,
  options: null,
  phase: null,
  events: null,
  endReason: null,
  period: "mark.period",
  president: "mark.president",
  active: "mark.resigned",
  treasuryCount: "zone.treasury",
  bankruptcyShown: "card.bankruptcy",
  bankrupt: "card.bankruptcy",
  pool: "zone.pool",
  assignedTo: "zone.pool",
  takeBacks: "zone.pool",
  money: "zone.money",
  knownMoney: "zone.known",
  hasCard: "card.action",
  chosen: "card.action",
  investigator: "token.investigator",
  bribes: "zone.bribes",
  pending: "mark.pending",
  done: "mark.done",
  changes: "mark.changes",
  limit: "mark.changes",
  orderTurn: "mark.in-turn",
  touched: "mark.in-turn",
  finalChosen: "mark.final-choice",
};
