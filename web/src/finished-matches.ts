/// <reference lib="dom" />
/**
 * The lobby's finished matches: the server's recent finished public matches, newest first, a page at
 * a time ("newer" and "older"), each with its seats, its length, when it ended and who won, and a
 * button that fetches its record and opens the step-by-step replay.
 */

import { type AnyGame, type GameRecord, games, type Outcome, seatName } from "backroom";
import type { FinishedMatch, FinishedSeat, LobbyClient } from "backroom/client";
import { botLabel } from "./bots.js";
import { h, replaceChildren } from "./dom.js";
import { currentLocale, engineWords, type Message, t } from "./i18n/message.js";
import { refusalText } from "./refusals.js";
import { outcomeHeadline } from "./text.js";

/** Matches per page of the list. */
const PAGE_SIZE = 10;

/** "Seat 2 (Ada)", "Seat 1 (heuristic)", or "Seat 3" for a person without a name. */
function finishedSeatName(seat: FinishedSeat | undefined, index: number): Message {
  const name = engineWords(seatName(index, { locale: currentLocale() }));
  if (seat?.bot) return t("seat.role", { name, role: botLabel(seat.bot) });
  if (seat?.name) return t("seat.role", { name, role: seat.name });
  return t("seat.plain", { name });
}

/** When a match ended, in the current language's words for a date and time. */
const endedText = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/**
 * The finished-matches part of the lobby; `lobby` reaches the chosen server, `replay` opens a record.
 * The list is asked for when its button is pressed.
 */
export function finishedMatchesSection(
  lobby: () => LobbyClient,
  replay: (record: GameRecord) => void,
): HTMLElement {
  const message = h("p", { id: "finished-message", class: "hint", "aria-live": "polite" });
  const list = h("div", { id: "finished-matches" });
  /** The cursors of the pages shown before this one (the first page's is `undefined`). */
  let newer: (string | undefined)[] = [];
  let shown: string | undefined;
  const say = (text: Message | "") => {
    message.textContent = text;
  };

  const open = async (match: FinishedMatch) => {
    say(t("finished.loading"));
    try {
      const record = (await lobby().record(match.id)) as GameRecord;
      say("");
      replay(record);
    } catch (error) {
      say(refusalText(error));
    }
  };

  const entry = (match: FinishedMatch) => {
    const game = games[match.game] as AnyGame | undefined;
    const who = (seat: number) => finishedSeatName(match.seats[seat], seat);
    return h(
      "li",
      { class: "online-match finished-match", "data-match": match.id },
      h("strong", {}, match.title),
      t("finished.summary", { players: match.players, moves: match.moves, ended: endedText(match.endedAt) }),
      h("br"),
      h("span", { class: "hint" }, match.seats.map((_, seat) => who(seat)).join(" · ")),
      game && match.outcome
        ? [
            h("br"),
            h("span", { class: "finished-outcome" }, outcomeHeadline(game, match.outcome as Outcome, who)),
          ]
        : null,
      h(
        "span",
        { class: "online-buttons" },
        game &&
          h(
            "button",
            { class: "replay", "data-match": match.id, onclick: () => open(match) },
            t("finished.replay"),
          ),
      ),
    );
  };

  const show = async (before: string | undefined, history: (string | undefined)[]) => {
    say(t("lobby.asking"));
    try {
      const page = await lobby().finishedMatches({ limit: PAGE_SIZE, ...(before ? { before } : {}) });
      newer = history;
      shown = before;
      const older = page.older;
      replaceChildren(
        list,
        page.matches.length > 0
          ? h("ul", {}, page.matches.map(entry))
          : h("p", { class: "empty" }, t("finished.none")),
        (newer.length > 0 || older) &&
          h(
            "p",
            { class: "finished-pages" },
            h(
              "button",
              {
                id: "finished-newer",
                type: "button",
                disabled: newer.length === 0,
                onclick: () => show(newer.at(-1), newer.slice(0, -1)),
              },
              t("finished.newer"),
            ),
            " ",
            h(
              "button",
              {
                id: "finished-older",
                type: "button",
                disabled: !older,
                onclick: () => older && show(older, [...newer, shown]),
              },
              t("finished.older"),
            ),
          ),
      );
      say("");
    } catch (error) {
      say(refusalText(error));
    }
  };

  return h(
    "section",
    { id: "finished" },
    h("h3", {}, t("finished.title")),
    h(
      "p",
      {},
      h(
        "button",
        { id: "finished-list", type: "button", onclick: () => show(undefined, []) },
        t("finished.list"),
      ),
    ),
    message,
    list,
  );
}
