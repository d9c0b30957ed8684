/// <reference lib="dom" />
/**
 * A small picture of a game's table for its setup card: the game's own board drawing the first
 * seat's view of a seeded game that the heuristic bots have played for a while, scaled down,
 * hidden from screen readers and out of the focus order (it only shows what the table looks like).
 */
import {
  type AnyGame,
  chooseActor,
  createBot,
  createMatch,
  createRandom,
  randomBot,
  type Seat,
  type ViewBase,
} from "backroom";
import { boardFor } from "./boards/index.js";
import { h } from "./dom.js";
import { seatName } from "./seats.js";

/** How many moves the bots play before the picture is taken: past the opening, before the end. */
const PICTURE_MOVES = 36;

/** The seat count pictured: three where the game allows it (a fuller table than two), else its minimum. */
const picturedPlayers = (game: AnyGame) => Math.min(game.players.max, Math.max(game.players.min, 3));

/** The views pictured, played once per game (the drawing follows the language; the game does not). */
const views = new Map<string, ViewBase>();

/** The first seat's view after the bots' opening moves of a seeded game. */
function pictureView(game: AnyGame): ViewBase {
  const kept = views.get(game.id);
  if (kept) return kept;
  const players = picturedPlayers(game);
  const match = createMatch(game, { players, seed: `picture-${game.id}` });
  const random = createRandom(`picture-${game.id}/bots`);
  const heuristic = Array.from({ length: players }, () => {
    try {
      return createBot("heuristic", game, undefined, players);
    } catch {
      return randomBot; // a game without a heuristic bot is pictured after random moves
    }
  });
  for (let move = 0; move < PICTURE_MOVES; move++) {
    const toAct = match.toAct();
    if (toAct.length === 0) break;
    const seat = chooseActor(toAct, random);
    const legal = match.legalActions(seat);
    const before = match.state;
    match.act((heuristic[seat] ?? randomBot).act(match.viewFor(seat), legal, random));
    // Keep a table in play: the move that ended the game is taken back.
    if (match.toAct().length === 0) {
      const view = game.viewFor(before, 0) as ViewBase;
      views.set(game.id, view);
      return view;
    }
  }
  const view = match.viewFor(0) as ViewBase;
  views.set(game.id, view);
  return view;
}

/** The game's table, drawn small; `aria-hidden` and `inert`, with no ids or tab stops of its own. */
export function tablePicture(game: AnyGame): HTMLElement {
  const board = boardFor(game.id);
  const view = pictureView(game);
  const drawn = board.draw(view, {
    players: picturedPlayers(game),
    seatName: (seat: Seat) => seatName(seat, 0),
    lastActor: undefined,
    toAct: board.turn(view).seats,
  });
  // The picture is a copy of a table: nothing in it may be reached, named twice or found by a test.
  for (const element of Array.from(drawn.querySelectorAll("[id]"))) element.removeAttribute("id");
  for (const element of Array.from(drawn.querySelectorAll("[data-path]")))
    element.removeAttribute("data-path");
  for (const element of Array.from(drawn.querySelectorAll("a, button, input, select, summary, [tabindex]")))
    element.setAttribute("tabindex", "-1");
  const picture = h(
    "div",
    { class: "table-picture", "aria-hidden": "true" },
    h("div", { class: "table-picture-inner" }, drawn),
  );
  picture.inert = true;
  return picture;
}
