/**
 * The online table's log speaks the page's language: a seat plays a whole match against the
 * server's bots with the page in English, then the language is switched; the log is told again,
 * line for line what the game's own `describeAction` (this seat's moves, with the view each was
 * chosen in) and `describeEvent` (the others', from this seat's view) say in German and French.
 * The server is real.
 */
import {
  type ActionBase,
  type AnyGame,
  type GameRecord,
  games,
  type Locale,
  loadLocale,
  replay,
  type StateBase,
  type ViewBase,
} from "backroom";
import { createLobbyClient } from "backroom/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { speak, t, tablesText } from "../../web/src/i18n/message.js";
import { OnlineSession } from "../../web/src/online-session.js";
import { QUICK_SERVER, serverForFile } from "../server/harness.js";
import { pageSocketClass } from "../support/page-socket.js";

const running = serverForFile(QUICK_SERVER);

/**
 * The page's WebSocket: each message delivered in a task of its own as a browser does (`ws` emits
 * the frames of one packet at once, before the promise of an accepted move has settled).
 */
const BrowserSocket = pageSocketClass((_event, deliver) => setImmediate(deliver));

const pageGlobals = globalThis as unknown as { WebSocket?: unknown };
const originalWebSocket = pageGlobals.WebSocket;

beforeAll(async () => {
  pageGlobals.WebSocket = BrowserSocket;
  for (const locale of ["de", "fr"] as const)
    await Promise.all([
      tablesText.load(locale),
      loadLocale(null, locale),
      loadLocale(games["slush-fund"] as AnyGame, locale),
    ]);
});

afterAll(() => {
  pageGlobals.WebSocket = originalWebSocket;
  speak("en");
});

/** Resolves once `condition` holds, checked every 20 ms. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 60_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The log seat 0 is told in `locale`, from the game's own words and the match's record. */
function toldByGame(game: AnyGame, record: GameRecord, locale: Locale) {
  const states = replay(game, record);
  const last = game.viewFor(states.at(-1) as StateBase, 0);
  return (record.actions as ActionBase[]).map((action, index) => {
    const after = game.viewFor(states[index + 1] as StateBase, 0) as ViewBase & { events: unknown[] };
    const events = after.events.map((event) => game.describeEvent?.(event, last, { locale }) ?? "");
    if (action.player !== 0) return { index, text: events[0] ?? t("log.invisible"), events: events.slice(1) };
    const before = game.viewFor(states[index] as StateBase, 0);
    const text = game.describeAction?.(action, before, { locale }) ?? action.type;
    return { index, text, events: events.filter((event) => !text.startsWith(event)) };
  });
}

it("tells a whole online match again in German and French when the language is switched", async () => {
  const game = games["slush-fund"] as AnyGame;
  const url = running.server.url;
  const lobby = createLobbyClient(url);
  const match = await lobby.create({
    game: "slush-fund",
    players: 3,
    bots: [null, "random", "random"],
    seed: "web/log-language",
    options: { timeCardsToEnd: 4 },
  });
  const { token } = await lobby.join(match.id, { seat: 0 });
  speak("en");
  const session = await OnlineSession.open({ server: url, matchId: match.id, token, seat: 0 }, () => {});
  try {
    // The person takes the first legal action each time, to the end.
    for (let moves = 0; session.status !== "game-over"; moves++) {
      expect(moves, "the match ended").toBeLessThan(2000);
      await until(() => ["your-turn", "game-over"].includes(session.status), "the seat's turn or the end");
      if (session.status === "your-turn") {
        const step = session.step;
        session.act(session.legalActions()[0] as ActionBase);
        await until(() => session.step > step || session.notice !== undefined, "the move");
        expect(session.notice).toBeUndefined();
      }
    }
    await until(() => session.log().length === session.step, "every move heard");
    const record = (await lobby.record(match.id)) as GameRecord;
    const lines = () =>
      session.log().map(({ index, text, events }) => ({ index, text, events: [...events] }));
    const english = lines();
    expect(english).toEqual(toldByGame(game, record, "en"));
    expect(
      english.some((line) => line.events.length > 0),
      "the game's events are told",
    ).toBe(true);
    for (const locale of ["de", "fr"] as const) {
      speak(locale);
      const told = lines();
      expect(told, `the log told again in ${locale}`).toEqual(toldByGame(game, record, locale));
      const same = told.filter((line, i) => line.text === english[i]?.text).length;
      expect(same, `lines left in English in ${locale}`).toBeLessThan(told.length / 10);
    }
  } finally {
    session.stop();
  }
});
