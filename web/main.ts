/// <reference lib="dom" />
/**
 * backroom's tables: pick a game on its card, learn its rules, play against bots (or share the
 * screen in hot seat), or online against a match server; at the end see why who won, replay it,
 * play again. Uses only the package's public API (`backroom`, and `backroom/client` for the server).
 */
import { type AnyGame, type GameRecord, games, type Locale, loadBots, seatName } from "backroom";
import { ChatPanel } from "./src/chat-panel.js";
import { h, replaceChildren } from "./src/dom.js";
import { preferredLocale, rememberedLocale, rememberLocale, useLanguage } from "./src/i18n/language.js";
import { languageSwitch } from "./src/i18n/language-switch.js";
import { currentLocale, t } from "./src/i18n/message.js";
import { keptSeat, OnlineSession, type OnlineTarget } from "./src/online-session.js";
import { PlayScreen } from "./src/play-ui.js";
import { invitationBase, loadPublicAddress } from "./src/public-address.js";
import { refusalText, ToldError } from "./src/refusals.js";
import { ReplayScreen } from "./src/replay-ui.js";
import { openRules } from "./src/rules-dialog.js";
import { SeatClocks } from "./src/seat-clocks.js";
import { Session, type SessionConfig } from "./src/session.js";
import { newSeed, showSetup } from "./src/setup-ui.js";

const app = document.getElementById("app") as HTMLElement;
const errorBox = document.getElementById("error") as HTMLElement;
const onlineBar = document.getElementById("online-bar") as HTMLElement;
const onlineTable = document.getElementById("online-table") as HTMLElement;
let current: { dispose(): void; changed?(): void } | undefined;
/** Redraws what is on screen in the current language (the setup form, a table, a replay). */
let redraw: () => void = () => undefined;

function fail(error: unknown): void {
  console.error(error);
  replaceChildren(
    errorBox,
    // Never an error's own (English) message: its kind or code chooses the catalogue's words.
    h("p", {}, refusalText(error)),
  );
}

function leave(): void {
  current?.dispose();
  current = undefined;
  replaceChildren(errorBox);
  replaceChildren(onlineBar);
  replaceChildren(onlineTable);
}

/** Opens a game's rules from its setup card. */
function rules(gameId: string): void {
  void openRules(gameId).catch(fail);
}

/** True when the address asks for the debugging tools (`?debug`). */
const debugging = () => new URLSearchParams(location.search).has("debug");

function setup(): void {
  leave();
  redraw = setup;
  showSetup(app, { start, online, load: showReplay, rules, fail }, new URLSearchParams(location.search));
}

/** Back to the setup form, forgetting the online match in the address (its seat token stays kept). */
function newGame(): void {
  const params = new URLSearchParams(location.search);
  params.delete("match");
  params.delete("watch");
  const query = params.toString();
  history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}`);
  setup();
}

/** The link that opens a match on another screen: the page (at the server's public address) with `match` (`server` if not this origin, `invite` for a private match). */
function inviteLink(target: OnlineTarget): string {
  const params = new URLSearchParams({ match: target.matchId });
  if (target.server !== location.origin) params.set("server", target.server);
  if (target.invitation) params.set("invite", target.invitation); // a private match's secret
  return `${invitationBase(target.server)}?${params}`;
}

/** The line above an online table: the match, the seat, the connection, a refusal, the invitation. */
function drawOnlineBar(session: OnlineSession, target: OnlineTarget): void {
  const link = inviteLink(target);
  const linkState = {
    connecting: t("online.link.connecting"),
    connected: t("online.link.connected"),
    reconnecting: t("online.link.reconnecting"),
    refused: t("online.link.refused"),
  };
  replaceChildren(
    onlineBar,
    h(
      "p",
      { class: "online-line", "data-link": session.link },
      h("strong", {}, t("online.label")),
      ` · ${session.seat === null ? t("online.watching") : t("online.seat", { seat: seatName(session.seat, { locale: currentLocale() }) })} · ${session.status === "game-over" ? t("online.over") : linkState[session.link]}`,
    ),
    session.notice && h("p", { id: "online-notice", class: "notice" }, session.notice),
    session.status !== "game-over" &&
      h(
        "p",
        { class: "invite" },
        h("a", { id: "invite-link", href: link }, t("invite.link")),
        t("invite.for"),
        h("input", { id: "invite-url", readonly: true, value: link, "aria-label": t("invite.link") }),
        " ",
        h(
          "button",
          { id: "copy-invite", onclick: () => navigator.clipboard?.writeText(link) },
          t("invite.copy"),
        ),
      ),
  );
}

/** Opens a match on a match server: the address becomes the page's link to it, so a reload resumes. */
async function online(target: OnlineTarget): Promise<void> {
  leave();
  const params = new URLSearchParams(inviteLink(target).split("?")[1]);
  if (target.token === undefined) params.set("watch", "1");
  history.replaceState(null, "", `${location.pathname}?${params}`);
  try {
    let screen: PlayScreen | undefined;
    let session: OnlineSession | undefined;
    let panels: { clocks: SeatClocks; chat: ChatPanel } | undefined;
    const changed = () => {
      screen?.changed();
      if (session) drawOnlineBar(session, target);
      panels?.clocks.update();
      panels?.chat.update();
    };
    await loadPublicAddress();
    session = await OnlineSession.open(target, changed);
    screen = new PlayScreen(app, session, { newGame, replay: showReplay, advanced: debugging() });
    panels = { clocks: new SeatClocks(session, (next) => void online(next)), chat: new ChatPanel(session) };
    replaceChildren(onlineTable, panels.clocks.element, panels.chat.element);
    const shown = { screen, clocks: panels.clocks };
    redraw = changed;
    current = {
      dispose() {
        shown.screen.dispose();
        shown.clocks.dispose();
      },
    };
    changed();
  } catch (error) {
    newGame();
    fail(error);
  }
}

async function start(config: SessionConfig): Promise<void> {
  try {
    // The learned bot's policy is fetched (from policies/ beside the page) only when a seat plays it.
    await loadBots(config.game, config.roles, config.players);
    leave();
    let screen: PlayScreen | undefined;
    const session = new Session(config, () => screen?.changed());
    screen = new PlayScreen(app, session, {
      newGame,
      replay: showReplay,
      // The same seats and options, dealt anew.
      rematch: () => void start({ ...config, seed: newSeed() }),
      advanced: config.advanced === true,
    });
    current = screen;
    redraw = () => screen?.changed();
    session.start();
  } catch (error) {
    // A bad configuration (ConfigError naming the field): the form is still on screen.
    fail(error);
  }
}

function showReplay(record: GameRecord): void {
  const game = games[record.game] as AnyGame | undefined;
  if (!game) {
    fail(new ToldError(t("replay.unknownGame", { game: record.game })));
    return;
  }
  try {
    const screen = new ReplayScreen(app, game, record, setup);
    leave();
    current = screen;
    redraw = () => showReplay(record);
  } catch (error) {
    fail(error);
  }
}

window.addEventListener("error", (event) => fail(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => fail(event.reason));

/** A reloaded online table resumes its seat (kept in this tab) or goes on watching. */
function resume(params: URLSearchParams): boolean {
  const matchId = params.get("match");
  if (!matchId) return false;
  const server = (params.get("server") ?? location.origin).replace(/\/+$/, "");
  const kept = keptSeat(server, matchId);
  if (!kept && !params.has("watch")) return false;
  void online({ server, matchId, ...kept });
  return true;
}

/** The page's own words and the language switch, in the current language. */
function drawHeader(): void {
  document.title = t("page.title");
  replaceChildren(document.getElementById("page-title") as HTMLElement, t("page.title"));
  replaceChildren(document.getElementById("page-tagline") as HTMLElement, t("page.tagline"));
  replaceChildren(
    document.getElementById("language-bar") as HTMLElement,
    languageSwitch((locale) => void switchTo(locale)),
  );
}

/** Loads the chosen language, remembers it and redraws the screen in place. */
async function switchTo(locale: Locale): Promise<void> {
  await useLanguage(locale, Object.values(games) as AnyGame[]);
  rememberLocale(locale);
  drawHeader();
  redraw();
}

const startParams = new URLSearchParams(location.search);
void useLanguage(
  preferredLocale(startParams, rememberedLocale(), navigator.languages),
  Object.values(games) as AnyGame[],
)
  .catch(fail)
  .finally(() => {
    drawHeader();
    if (!resume(startParams)) setup();
  });
