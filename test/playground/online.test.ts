/// <reference lib="dom" />
/**
 * End-to-end test of the playground's online play (run by `npm run test:playground` only): a real
 * match server (`startMatchServer`, PGlite in memory, port 0) behind the page's `vite preview`
 * proxy, and two browsers (two Chromium contexts, so two `sessionStorage`s) at desktop and phone
 * width. The first creates a Slush Fund match from the setup form (the test fixes its seed in the
 * create request, so the game is the same every run), the second opens the invitation
 * link and joins the other seat, and they play it to its outcome through clicks only; midway the
 * second page is reloaded and resumes its seat, and the first page's connection is dropped and
 * reconnects with its token. Every moment each page showed is checked against the
 * server's published record: exactly that seat's view, the other seat's secrets only as card backs.
 * A third browser watches as a spectator. Screenshots go to .tmp/playground-shots/online-*.png.
 */
import { join } from "node:path";
import {
  type AnyGame,
  createRandom,
  type GameRecord,
  games,
  loadLocale,
  RuleError,
  replay,
  type StateBase,
} from "backroom";
import { createLobbyClient } from "backroom/client";
import type { Page, WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ARTIFACTS, inLanguage, servePlaygroundOnline, usePlayground } from "./fixture.js";
import {
  checkSnapshot,
  checkWords,
  clickRandomMove,
  nextMoment,
  type Snapshot,
  waitForPerson,
} from "./harness.js";

const OPTIONS = { timeCardsToEnd: 4 };
/** The match's seed, set by the test in the page's create request. */
const SEED = "online";

const playground = usePlayground(() => servePlaygroundOnline({ allowSeeds: true }));

describe("the playground online, against a real match server", () => {
  it("two browsers join two seats of one match and play it to its outcome; a reload resumes the seat", async () => {
    const game = games["slush-fund"] as AnyGame;
    const first = await playground.page({ height: 900 });
    const second = await playground.page({ width: 390, height: 844 });
    const query = new URLSearchParams({
      game: game.id,
      players: "2",
      roles: "human,human",
      delay: "0",
      options: JSON.stringify(OPTIONS),
    });
    // The server draws each match's seed; the test fixes it on the wire (this server accepts seeds),
    // so the deal, and with the seeded clicks the whole game and its length, is the same every run.
    await first.page.route("**/matches", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      await route.continue({ postData: JSON.stringify({ ...request.postDataJSON(), seed: SEED }) });
    });
    // The first page's sockets pass through routes, so the test can drop its connection midway.
    const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await first.page.routeWebSocket(/\/socket$/, (page) => {
      sockets.push({ page, server: page.connectToServer() });
    });
    await first.page.goto(`${playground.url}?${query}`);
    await first.page.fill("#online-name", "Ada");
    await first.page.click("#online-create");
    await first.page.waitForSelector("#invite-link");
    const invite = (await first.page.getAttribute("#invite-link", "href")) as string;
    const matchId = new URL(invite).searchParams.get("match") as string;
    expect(matchId).toBeTruthy();
    // The address of the first page is now the match's link: a reload there resumes too.
    expect(first.page.url()).toContain(`match=${matchId}`);

    await second.page.goto(invite);
    await second.page.waitForSelector(`.online-match[data-match="${matchId}"]`);
    await second.page.screenshot({ path: join(ARTIFACTS, "online-phone-invited.png"), fullPage: true });
    expect(
      await second.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      "sideways scrolling at 390 px",
    ).toBeLessThanOrEqual(0);
    await second.page.fill("#online-name", "Bea");
    await second.page.click(`.online-match[data-match="${matchId}"] button.join`);
    await second.page.waitForSelector("#invite-link");
    expect(second.page.url()).toContain(`match=${matchId}`);

    const pages = [first.page, second.page];
    const seen: Snapshot[][] = [[], []];
    const ticks = [0, 0];
    const done = [false, false];
    const random = createRandom("clicks/online");
    let moves = 0;
    let reloaded = false;
    let dropped = false;
    while (!(done[0] && done[1])) {
      expect(moves, "the match did not end in 600 moves").toBeLessThan(600);
      let acted = false;
      for (const seat of [0, 1]) {
        if (done[seat]) continue;
        const page = pages[seat] as Page;
        const snapshot = await nextMoment(page, seat, ticks, seat === 1);
        if (!snapshot) continue;
        if (snapshot.status === "game-over") {
          done[seat] = true;
          seen[seat]?.push(snapshot);
          continue;
        }
        seen[seat]?.push(snapshot);
        if (moves === 6)
          for (const [index, shown] of pages.entries())
            await shown.screenshot({
              path: join(ARTIFACTS, `online-${index === 0 ? "desktop" : "phone"}-playing.png`),
              fullPage: true,
            });
        await clickRandomMove(page, snapshot, random);
        moves++;
        acted = true;
      }
      if (!reloaded && moves >= 8) {
        // A reload in the middle of the match: the seat token kept in this tab resumes the seat.
        reloaded = true;
        await second.page.reload();
        ticks[1] = 0;
        await second.page.waitForSelector('#app[data-viewer="1"]');
        expect(await second.page.locator("#log li").count(), "the log is rebuilt").toBeGreaterThan(0);
        expect(await second.page.textContent(".online-line")).toContain("you are Seat 1");
      }
      if (!dropped && moves >= 14) {
        // A dropped connection: the page reconnects with its token and carries on.
        dropped = true;
        const socket = sockets[sockets.length - 1];
        await socket?.server.close();
        await socket?.page.close({ code: 4000, reason: "dropped by the test" });
        // The line's text is read in the same moment as its state (the retry follows in 500 ms).
        const shown = await first.page.waitForFunction(() => {
          const line = document.querySelector(".online-line");
          return line?.getAttribute("data-link") !== "connected" && line?.textContent;
        });
        expect(await shown.jsonValue()).toContain("reconnecting");
        await first.page.waitForSelector('.online-line[data-link="connected"]');
        expect(sockets.length, "the page opened a new connection").toBe(2);
      }
      if (!acted) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reloaded && dropped).toBe(true);
    for (const [index, page] of pages.entries())
      await page.screenshot({
        path: join(ARTIFACTS, `online-${index === 0 ? "desktop" : "phone"}-end.png`),
        fullPage: true,
      });

    // The server publishes the record once the match is over; every moment either page showed is
    // checked against the states it replays to.
    const record = (await createLobbyClient(playground.server.url).record(matchId)) as GameRecord;
    expect(record).toMatchObject({ game: game.id, players: 2, options: OPTIONS, seed: SEED });
    const states = replay(game, record) as StateBase[];
    const final = states[states.length - 1] as StateBase;
    expect(game.toAct(final)).toEqual([]);
    let backs = 0;
    let secrets = 0;
    for (const seat of [0, 1]) {
      const snapshots = seen[seat] as Snapshot[];
      const last = snapshots[snapshots.length - 1] as Snapshot;
      expect(last.step).toBe(record.actions.length);
      const moved = record.actions.filter((action) => (action as { player: number }).player === seat).length;
      expect(snapshots.length - 1, `moves of seat ${seat} seen on its page`).toBeGreaterThanOrEqual(moved);
      for (const snapshot of snapshots) {
        const counted = checkSnapshot(game, states[snapshot.step] as StateBase, snapshot, 2);
        checkWords(snapshot, states[snapshot.step] as StateBase);
        backs += counted.backs;
        secrets += counted.secrets;
      }
      expect(JSON.parse((await pages[seat]?.getAttribute("#outcome", "data-outcome")) ?? "null")).toEqual(
        game.outcome(final),
      );
    }
    expect(secrets, "the other seat held secrets").toBeGreaterThan(0);
    expect(backs, "the pages drew hidden cards as card backs").toBeGreaterThan(0);

    // A third browser watches the finished match: the spectator view only.
    const watcher = await playground.page({ height: 900 });
    await watcher.page.goto(invite);
    await watcher.page.click(`.online-match[data-match="${matchId}"] button.watch`);
    await watcher.page.waitForSelector('#app[data-status="game-over"][data-viewer="spectator"]');
    expect(JSON.parse((await watcher.page.textContent("#view-json")) ?? "null")).toEqual(
      JSON.parse(JSON.stringify(game.viewFor(final, null))),
    );
    expect(await watcher.page.locator("#actions").count()).toBe(0);
    expect(await watcher.page.locator("#rematch").count(), "spectators have no seat to take again").toBe(0);

    // A rematch: the first page proposes it and moves to the new match; the second is told and joins.
    await first.page.click("#rematch");
    await first.page.waitForURL((url) => !url.searchParams.get("match")?.includes(matchId));
    const rematchId = new URL(first.page.url()).searchParams.get("match") as string;
    await first.page.waitForSelector('#app[data-viewer="0"]');
    await second.page.waitForSelector('#rematch:has-text("Join the rematch")');
    await second.page.click("#rematch");
    await second.page.waitForURL((url) => url.searchParams.get("match") === rematchId);
    await second.page.waitForSelector('#app[data-viewer="1"]');
    const rematch = await createLobbyClient(playground.server.url).match(rematchId);
    expect(rematch).toMatchObject({ game: game.id, players: 2, options: OPTIONS, version: 0 });
    expect(rematch.seats.map((seat) => seat.name)).toEqual(["Ada", "Bea"]);

    expect([...first.errors, ...second.errors, ...watcher.errors]).toEqual([]);
  });
});

describe("table talk, turn clocks and leaving, in three browsers", () => {
  it("chats publicly and privately (the third seat never sees the whisper), lets a clock run out and takes the seat back", async () => {
    const ada = await playground.page({ height: 900 });
    const bea = await playground.page({ width: 390, height: 844 });
    const cem = await playground.page({ height: 900 });
    const query = new URLSearchParams({
      game: "slush-fund",
      players: "3",
      roles: "human,human,human",
      delay: "400",
      clock: "3",
      options: JSON.stringify(OPTIONS),
    });
    await ada.page.goto(`${playground.url}?${query}`);
    await ada.page.fill("#online-name", "Ada");
    await ada.page.click("#online-create");
    await ada.page.waitForSelector("#invite-link");
    const invite = (await ada.page.getAttribute("#invite-link", "href")) as string;
    const matchId = new URL(invite).searchParams.get("match") as string;
    for (const [person, name] of [
      [bea, "Bea"],
      [cem, "Cem"],
    ] as const) {
      await person.page.goto(invite);
      await person.page.fill("#online-name", name);
      await person.page.click(`.online-match[data-match="${matchId}"] button.join`);
      await person.page.waitForSelector("#invite-link");
    }
    const summary = await createLobbyClient(playground.server.url).match(matchId);
    expect(summary.clock).toEqual({ turnSeconds: 3 });
    expect(summary.seats.map((seat) => seat.name)).toEqual(["Ada", "Bea", "Cem"]);
    const say = async (page: Page, text: string) => {
      await page.fill("#chat-input", text);
      await page.press("#chat-input", "Enter");
      await page.waitForFunction(
        () => (document.getElementById("chat-input") as HTMLInputElement).value === "",
      );
    };
    const chatText = (page: Page) =>
      page.evaluate(() => document.getElementById("chat-log")?.textContent ?? "");

    // A public line reaches both others; on the phone the folded panel counts it as unread.
    await say(ada.page, "Hello table");
    await cem.page.waitForSelector('#chat-log li.chat-line:has-text("Hello table")');
    await bea.page.waitForFunction(() => document.getElementById("chat-unread")?.textContent === "1 unread");
    await bea.page.click("#chat summary");
    await bea.page.waitForSelector('#chat-log li.chat-line:has-text("Hello table")');
    // Opening the panel reads the line: the mark goes (on the panel's next render).
    await bea.page.waitForFunction(() => document.getElementById("chat-unread")?.textContent === "");

    // A private line from Ada to Bea: an unread mark on Bea's tab for Ada, then the line there.
    await ada.page.click('.chat-tab[data-conversation="1"]');
    await say(ada.page, "3 Mio for your vote");
    await bea.page.waitForFunction(
      () =>
        document.querySelector('.chat-tab[data-conversation="0"] .unread [aria-hidden]')?.textContent === "1",
    );
    await bea.page.click('.chat-tab[data-conversation="0"]');
    await bea.page.waitForSelector('#chat-log li.private:has-text("3 Mio for your vote")');
    await say(bea.page, "Make it 4");
    await ada.page.waitForSelector('#chat-log li.private:has-text("Make it 4")');
    await ada.page.click('.chat-tab[data-conversation="all"]');
    await say(ada.page, "Deal?");
    // Lines arrive in order: once Cem has the later public line, the whisper would have come before it.
    await cem.page.waitForSelector('#chat-log li.chat-line:has-text("Deal?")');
    expect(await cem.page.evaluate(() => document.body.innerText)).not.toContain("3 Mio");
    expect(await cem.page.evaluate(() => document.body.innerText)).not.toContain("Make it 4");
    expect(await chatText(cem.page)).toContain("Hello table");
    expect(await cem.page.locator('.chat-tab[data-conversation="1"] .unread').count()).toBe(0);

    // Nobody moves: a 3 s clock runs out and the page of that seat offers to take it back.
    await ada.page.waitForSelector('#table-notices li[data-kind="autopilot"]');
    const away = Number(await ada.page.getAttribute('#table-notices li[data-kind="autopilot"]', "data-seat"));
    const awayPage = ([ada, bea, cem][away] as { page: Page }).page;
    await awayPage.waitForSelector("#resume-seat");
    for (const [index, person] of [ada, bea].entries()) {
      await person.page.screenshot({
        path: join(ARTIFACTS, `online-${index === 0 ? "desktop" : "phone"}-table-talk.png`),
        fullPage: true,
      });
    }
    await awayPage.click("#resume-seat");
    await ada.page.waitForSelector(`#table-notices li[data-kind="resumed"][data-seat="${away}"]`);
    expect(
      await ada.page.textContent(`#table-notices li[data-kind="resumed"][data-seat="${away}"]`),
    ).toContain(["Ada", "Bea", "Cem"][away] as string);

    // Cem leaves for good: everyone is told, and his seat shows the bot.
    await cem.page.click("#leave-match");
    await cem.page.click("#leave-confirm");
    await ada.page.waitForSelector('#table-notices li[data-kind="left"][data-seat="2"]');
    await ada.page.waitForSelector('.seat-clock[data-seat="2"][data-state="left"]');
    // The people who joined after a page opened the match are named there too.
    await bea.page.waitForSelector('.seat-clock[data-seat="2"]:has-text("Cem")');
    expect(await ada.page.textContent('.seat-clock[data-seat="1"]')).toContain("Bea");
    expect(await cem.page.locator("#leave-match").count()).toBe(0);
    // The page of a seat that left offers no moves any more.
    await cem.page.waitForFunction(() => document.getElementById("app")?.dataset.status !== "your-turn");
    expect(await cem.page.locator("#actions button").count()).toBe(0);
    for (const [index, person] of [ada, bea].entries()) {
      await person.page.screenshot({
        path: join(ARTIFACTS, `online-${index === 0 ? "desktop" : "phone"}-left.png`),
        fullPage: true,
      });
    }
    expect(
      await bea.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      "sideways scrolling at 390 px",
    ).toBeLessThanOrEqual(0);
    expect([...ada.errors, ...bea.errors, ...cem.errors]).toEqual([]);
  });
});

describe("why a choice is not offered, at an online table", () => {
  it("lists the kinds the server reports unavailable, in the page's language by their rule code", async () => {
    const game = games["slush-fund"] as AnyGame;
    await loadLocale(game, "de");
    for (const locale of ["en", "de"] as const) {
      const match = await createLobbyClient(playground.server.url).create({
        game: game.id,
        players: 2,
        bots: [null, "random"],
      });
      const { page, errors } =
        locale === "en" ? await playground.page({ height: 900 }) : await playground.page(inLanguage("de"));
      await page.goto(`${playground.url}?game=slush-fund&players=2&roles=human,random`);
      await page.click("#online-list");
      await page.fill("#online-name", "Ada");
      await page.click(`.online-match[data-match="${match.id}"] button.join`);
      await page.waitForSelector('#app[data-viewer="0"]');
      const random = createRandom(`clicks/why-not/${locale}`);
      let tick = 0;
      let shown: { type: string; code: string; text: string }[] = [];
      for (let moves = 0; shown.length === 0; moves++) {
        expect(moves, "no unavailable kind was shown in 200 moves").toBeLessThan(200);
        const snapshot = await waitForPerson(page, tick);
        tick = snapshot.tick;
        expect(snapshot.status, "the game ended before a kind was unavailable").toBe("your-turn");
        shown = await page.$$eval("#why-not li", (items) =>
          items.map((item) => ({
            type: item.getAttribute("data-type") ?? "",
            code: item.getAttribute("data-code") ?? "",
            text: item.textContent ?? "",
          })),
        );
        if (shown.length === 0) await clickRandomMove(page, snapshot, random);
      }
      await page.screenshot({ path: join(ARTIFACTS, `online-why-not-${locale}.png`), fullPage: true });
      expect(await page.textContent("#why-not-title")).toBe(
        locale === "en" ? "Not possible now" : "Jetzt nicht möglich",
      );
      for (const entry of shown) {
        const error = new RuleError(entry.code, "");
        expect(entry.text, `${entry.type} (${entry.code})`).toBe(game.errorText?.(error, { locale }));
        if (locale === "de") expect(entry.text).not.toBe(game.errorText?.(error, { locale: "en" }));
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
