/**
 * Kohle, Kie$ & Knete's how-to-play guide and glossary (English bundled, German and French loaded
 * on demand), with its numbers read from the engine's defaults, and the glossary term of each field of a view.
 */
import { defineGuide } from "../../../core/index.js";
import { CATALOG, DECK_SIZE } from "../catalog.js";
import { kohleKiesKnete } from "../index.js";
import { DEFAULT_OPTIONS } from "../options.js";
import { DRAW_COUNT, FAMILY_NAMES, HAND_LIMIT, type KkkView, START_HAND } from "../types.js";
import { en, type KohleKiesKneteGuide } from "./en.js";

/** How many influence cards of the catalog have this kind (and, for Travel cards, a family or none). */
function countOf(kind: string, joker = false): number {
  return CATALOG.cards.filter(
    (card) => card.kind === kind && (kind !== "travel" || (card.family === null) === joker),
  ).length;
}

/** Kohle, Kie$ & Knete's guide book: the how-to-play text and the glossary in every loaded language. */
export const guide = defineGuide({
  gameId: "kohle-kies-knete",
  en,
  load: {
    de: () => import("./de.js").then((module) => module.de),
    fr: () => import("./fr.js").then((module) => module.fr),
  },
  values: () => {
    const tiles = DEFAULT_OPTIONS.tileValues;
    const families = FAMILY_NAMES.length;
    return {
      minPlayers: kohleKiesKnete.players.min,
      maxPlayers: kohleKiesKnete.players.max,
      deckSize: DECK_SIZE,
      clanPerFamily: countOf("clan") / families,
      travelPerFamily: countOf("travel") / families,
      jokers: countOf("travel", true),
      recruitment: countOf("recruitment"),
      boss: countOf("boss"),
      stop: countOf("stop"),
      startHand: START_HAND,
      handLimit: HAND_LIMIT,
      drawCount: DRAW_COUNT,
      spaces: DEFAULT_OPTIONS.board.length,
      tiles: tiles.length,
      firstTileValue: tiles[0] ?? 0,
      lastTileValue: tiles[tiles.length - 1] ?? 0,
      // The example's deal: 3 dividends at the first tile's value.
      firstPayout: 3 * (tiles[0] ?? 0),
      firstEndTile: DEFAULT_OPTIONS.endRolls.findIndex((faces) => faces.length > 0) + 1,
      negotiationLimit: DEFAULT_OPTIONS.negotiationLimit,
      maxTurns: DEFAULT_OPTIONS.maxTurns,
    };
  },
});

/** A term id of Kohle, Kie$ & Knete's glossary. */
export type KohleKiesKneteTermId = keyof KohleKiesKneteGuide["terms"];

/** The glossary term that explains each field of a Kohle, Kie$ & Knete view, or `null` for a field a table does not draw as a thing. */
export const VIEW_TERMS: Readonly<Record<keyof KkkView, KohleKiesKneteTermId | null>> = {
  viewer: null,
  players: null,
  options: null,
  events: null,
  phase: null,
  endReason: null,
  lastWasStop: "card.stop",
  spaces: "zone.space",
  turn: "mark.turn",
  turnsPlayed: "mark.turn",
  rolled: "token.die",
  failedBoss: "mark.boss",
  marker: "token.marker",
  tiles: "token.tile",
  tilesPlaced: "token.tile",
  history: "token.tile",
  deckSize: "zone.deck",
  discard: "zone.discard",
  hands: "zone.hand",
  owner: "token.investor",
  money: "mark.money",
  bankPaid: "zone.bank",
  deal: "zone.deal",
  window: "mark.window",
};
