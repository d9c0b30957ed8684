/**
 * What a seat sees: everything on the table, money, investors, offers and the discard pile; its own
 * hand only (every hand once the game is over); the deck only as a count; never the generator.
 * Drawn cards show only to the drawer.
 */
import { clonePlain, HIDDEN, redactZone, type Seat } from "../../core/index.js";
import type { KkkEvent, KkkOptions, KkkState, KkkView, SpaceOption, SpaceRule } from "./types.js";

function redactEvent(event: KkkEvent, viewer: Seat | null): KkkEvent {
  if (event.type === "drew" && event.player !== viewer)
    return { ...event, cards: event.cards.map(() => HIDDEN) };
  return clonePlain(event);
}

function copySpaceOption(space: SpaceOption): SpaceOption {
  return {
    fixed: space.fixed.slice(),
    groups: space.groups.map((group) => ({ count: group.count, from: group.from.slice() })),
    dividends: space.dividends,
  };
}

/** A copy of the options, field by field (the generic deep copy is the bulk of a view's cost otherwise). */
function copyOptions(options: KkkOptions): KkkOptions {
  return {
    board: options.board.map(copySpaceOption),
    tileValues: options.tileValues.slice(),
    endRolls: options.endRolls.map((faces) => faces.slice()),
    negotiationLimit: options.negotiationLimit,
    maxTurns: options.maxTurns,
  };
}

function copySpaceRule(space: SpaceRule): SpaceRule {
  return {
    fixed: space.fixed,
    groups: space.groups.map((group) => ({ mask: group.mask, count: group.count })),
    dividends: space.dividends,
    investors: space.investors,
  };
}

/**
 * Projects the state for a seat (or a spectator, `null`). Built field by field as one object
 * literal: a copy of the state minus its secrets by rest and spread is several times slower in V8.
 */
export function viewFor(s: KkkState, viewer: Seat | null): KkkView {
  return {
    players: s.players,
    options: copyOptions(s.options),
    spaces: s.spaces.map(copySpaceRule),
    phase: s.phase,
    turn: s.turn,
    rolled: s.rolled,
    failedBoss: s.failedBoss,
    marker: s.marker,
    tiles: s.tiles.slice(),
    tilesPlaced: s.tilesPlaced,
    turnsPlayed: s.turnsPlayed,
    discard: s.discard.slice(),
    owner: s.owner.slice(),
    money: s.money.slice(),
    bankPaid: s.bankPaid,
    history: clonePlain(s.history),
    deal: clonePlain(s.deal),
    window: clonePlain(s.window),
    lastWasStop: s.lastWasStop,
    endReason: s.endReason,
    viewer,
    deckSize: s.deck.length,
    // Once the game is over the table lies open: every hand is shown.
    hands: s.hands.map((hand, seat) => redactZone(hand, seat === viewer || s.phase === "over")),
    events: s.events.map((event) => redactEvent(event, viewer)),
  };
}
