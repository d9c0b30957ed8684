/// <reference lib="dom" />
/**
 * The setup screen's online section: the match server's address (the page's own origin, or the
 * `server` query parameter), creating a match from the New game form (person seats are open to other
 * screens, bot seats play on the server), listing open matches, joining a seat, watching, the
 * match a shared link (`?match=<id>`, with `&invite=<secret>` for a private match) invites to, and
 * the server's finished matches with their replays (`finished-matches.ts`).
 */

import { type GameRecord, seatName } from "backroom";
import { createLobbyClient, type MatchSummary } from "backroom/client";
import { botLabel } from "./bots.js";
import { h, replaceChildren } from "./dom.js";
import { finishedMatchesSection } from "./finished-matches.js";
import { currentLocale, engineWords, type Message, t } from "./i18n/message.js";
import { keepSeat, keptSeat, type OnlineTarget } from "./online-session.js";
import { refusalText } from "./refusals.js";
import type { SessionConfig } from "./session.js";

/** What the online section asks of the page around it. */
export interface OnlineHost {
  online(target: OnlineTarget): void;
  /** Opens the replay of a record (a finished match's, from the server). */
  load(record: GameRecord): void;
}

/** The server address as typed, without trailing slashes. */
const serverAddress = (text: string) => text.trim().replace(/\/+$/, "");

/** Draws the online section; `readForm` reads the New game form (and throws on bad options). */
export function onlineSection(
  host: OnlineHost,
  params: URLSearchParams,
  readForm: () => SessionConfig,
): HTMLElement {
  const serverInput = h("input", {
    id: "server-url",
    type: "url",
    value: params.get("server") ?? location.origin,
  });
  const nameInput = h("input", { id: "online-name", maxlength: 40, autocomplete: "nickname" });
  const clockInput = h("input", {
    id: "online-clock",
    type: "number",
    min: 2,
    max: 604800,
    step: 1,
    placeholder: t("lobby.noClock"),
    value: params.get("clock") ?? "",
  });
  const privateInput = h("input", { id: "online-private", type: "checkbox" });
  const message = h("p", { id: "online-message", class: "hint", "aria-live": "polite" });
  const list = h("div", { id: "online-matches" });
  const server = () => serverAddress(serverInput.value);
  const lobby = () => createLobbyClient(server());
  // The invitation of the match the page's link names (private matches need it to join).
  const invitationFor = (matchId: string) =>
    params.get("match") === matchId ? (params.get("invite") ?? undefined) : undefined;
  const say = (text: Message | "") => {
    message.textContent = text;
  };

  const join = async (matchId: string, seat: number, invitation = invitationFor(matchId)) => {
    say(t("lobby.joining"));
    try {
      const name = nameInput.value.trim();
      const joined = await lobby().join(matchId, {
        seat,
        ...(name ? { name } : {}),
        ...(invitation ? { invitation } : {}),
      });
      keepSeat(server(), matchId, joined.seat, joined.token);
      host.online({
        server: server(),
        matchId,
        token: joined.token,
        seat: joined.seat,
        ...(invitation ? { invitation } : {}),
      });
    } catch (error) {
      say(refusalText(error));
    }
  };

  const entry = (match: MatchSummary, invited: boolean) => {
    const kept = keptSeat(server(), match.id);
    const seatWord = (seat: number) => engineWords(seatName(seat, { locale: currentLocale() }));
    const seats = match.seats.map((seat) =>
      seat.bot
        ? t("lobby.seatBot", { seat: seatWord(seat.seat), bot: botLabel(seat.bot) })
        : seat.taken
          ? seat.name
            ? t("lobby.seatNamed", { seat: seatWord(seat.seat), name: seat.name })
            : t("lobby.seatTaken", { seat: seatWord(seat.seat) })
          : t("lobby.seatFree", { seat: seatWord(seat.seat) }),
    );
    return h(
      "li",
      { class: "online-match", "data-match": match.id },
      h("strong", {}, invited ? t("lobby.invited", { title: match.title }) : match.title),
      t("lobby.summary", {
        players: match.players,
        id: match.id,
        moves: match.version,
        finished: String(match.status === "finished"),
      }),
      h("br"),
      h("span", { class: "hint" }, seats.join(" · ")),
      h(
        "span",
        { class: "online-buttons" },
        kept &&
          h(
            "button",
            {
              class: "resume",
              onclick: () => host.online({ server: server(), matchId: match.id, ...kept }),
            },
            t("lobby.resume", { seat: seatWord(kept.seat) }),
          ),
        match.status === "open" &&
          match.seats
            .filter((seat) => !seat.bot && !seat.taken)
            .map((seat) =>
              h(
                "button",
                { class: "join", "data-seat": seat.seat, onclick: () => join(match.id, seat.seat) },
                t("lobby.joinAs", { seat: seatWord(seat.seat) }),
              ),
            ),
        h(
          "button",
          { class: "watch", onclick: () => host.online({ server: server(), matchId: match.id }) },
          t("lobby.watch"),
        ),
      ),
    );
  };

  const refresh = async () => {
    say(t("lobby.asking"));
    try {
      const invitedId = params.get("match");
      const invited = invitedId ? await lobby().match(invitedId) : undefined;
      const open = (await lobby().matches()).filter((match) => match.id !== invitedId);
      replaceChildren(
        list,
        invited || open.length > 0
          ? h(
              "ul",
              {},
              invited && entry(invited, true),
              open.map((match) => entry(match, false)),
            )
          : h("p", { class: "empty" }, t("lobby.noMatch")),
      );
      say("");
    } catch (error) {
      say(refusalText(error));
    }
  };

  const create = async () => {
    say(t("lobby.creating"));
    try {
      const config = readForm();
      const bots = config.roles.map((role) => (role === "human" ? null : role));
      const turnSeconds = clockInput.value.trim() === "" ? undefined : Number(clockInput.value);
      const match = await lobby().create({
        ...(turnSeconds === undefined ? {} : { clock: { turnSeconds } }),
        game: config.game.id,
        players: config.players,
        options: config.options,
        bots,
        botDelayMs: config.botDelay,
        ...(privateInput.checked ? { private: true } : {}),
      });
      const invitation = match.invitation;
      const first = bots.indexOf(null);
      if (first === -1)
        host.online({ server: server(), matchId: match.id, ...(invitation ? { invitation } : {}) });
      else await join(match.id, first, invitation);
    } catch (error) {
      say(refusalText(error));
    }
  };

  if (params.get("match")) void refresh();
  return h(
    "section",
    { id: "online" },
    h("h2", {}, t("lobby.title")),
    h("p", { class: "hint" }, t("lobby.hint")),
    h("label", {}, t("lobby.server"), " ", serverInput),
    h("label", {}, t("lobby.name"), " ", nameInput),
    h("label", {}, privateInput, " ", t("lobby.private")),
    h("label", {}, t("lobby.clock"), " ", clockInput),
    h(
      "p",
      {},
      h("button", { id: "online-create", type: "button", onclick: create }, t("lobby.create")),
      " ",
      h("button", { id: "online-list", type: "button", onclick: refresh }, t("lobby.list")),
    ),
    message,
    list,
    finishedMatchesSection(lobby, (record) => host.load(record)),
  );
}
