/// <reference lib="dom" />
/**
 * Accessibility of the online tables (run by `npm run test:playground`): a match server started in
 * this process serves freshly built tables (no packing), and axe-core finds no serious or critical
 * violation on the lobby (create and join) and on an online table with its chat panel folded and
 * open with lines, at 1280 and 390 px. Two people at one match, one page in English and one in
 * German: another seat's chat line is told in the polite live region with who said it (one's own
 * line is not), the unread mark is words in the toggle's label and in the tab's accessible name,
 * opening the panel by key moves the focus into it, and Escape closes it and gives the focus back
 * to the toggle. The conversation tabs follow the WAI-ARIA tabs pattern, driven by keys alone (one
 * tab in the Tab order; arrows wrap, Home and End; the conversation is the selected tab's panel).
 * A page that rejoins (a reload, then a dropped connection) shows the lines said while it was away
 * but does not announce them; a line said afterwards is announced. Screenshots go to
 * .tmp/playground-shots/a11y-chat-*.png and a11y-lobby-*.png.
 */
import { join } from "node:path";
import { createLobbyClient } from "backroom/client";
import type { Page, WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe.js";
import { serveTables } from "../support/tables-server.js";
import { ARTIFACTS, usePlayground } from "./fixture.js";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const playground = usePlayground(serveTables);

/** A page of `size` in its own browser context speaking `locale`. */
const openPage = (size: { width: number; height: number }, locale: string) =>
  playground.page({ ...size, locale });

/** The focused element's id, or what it is inside the chat panel (`chat summary`, `chat tab`). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return "body";
    if (active.closest("#chat summary")) return "chat summary";
    if (active.classList.contains("chat-tab")) return "chat tab";
    return active.id || active.tagName.toLowerCase();
  });

/** Presses Tab until the focus is on `target`, at most 40 times. */
async function tabTo(page: Page, target: string): Promise<void> {
  for (let presses = 0; (await focused(page)) !== target; presses++) {
    expect(presses, `Tab never reached ${target}`).toBeLessThan(40);
    await page.keyboard.press("Tab");
  }
}

const panelOpen = (page: Page) =>
  page.evaluate(() => (document.getElementById("chat") as HTMLDetailsElement).open);
const announced = async (page: Page) => (await page.locator("#announcer").textContent()) ?? "";

/** Each chat tab: its conversation, whether it is selected, in the Tab order and focused. */
const chatTabs = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("#chat [role=tab]"), (tab) => ({
      conversation: tab.dataset.conversation,
      selected: tab.getAttribute("aria-selected") === "true",
      inTabOrder: tab.tabIndex === 0,
      focused: tab === document.activeElement,
    })),
  );

/** Which conversation's tab is selected, focused and the only one in the Tab order, and labels the tab panel it controls. */
async function selectedTab(page: Page): Promise<string | undefined> {
  const tabs = await chatTabs(page);
  const selected = tabs.filter((tab) => tab.selected);
  expect(selected).toHaveLength(1);
  expect(
    tabs.filter((tab) => tab.inTabOrder),
    "only the selected tab is in the Tab order",
  ).toEqual(selected);
  expect(selected[0]?.focused, "the selected tab has the focus").toBe(true);
  const wiring = await page.evaluate(() => {
    const tab = document.querySelector<HTMLElement>('#chat [role=tab][aria-selected="true"]') as HTMLElement;
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    return {
      role: panel?.getAttribute("role"),
      labelledBy: panel?.getAttribute("aria-labelledby"),
      tab: tab.id,
    };
  });
  expect(wiring.role).toBe("tabpanel");
  expect(wiring.labelledBy, "the tab panel is labelled by the selected tab").toBe(wiring.tab);
  return selected[0]?.conversation;
}

/** Whether the page shows a chat line with `text` (it arrived and was drawn). */
const shows = (page: Page, text: string) =>
  page.waitForSelector(`#chat-log li.chat-line:has-text(${JSON.stringify(text)})`);

/** Types a line into the open panel's input (focused by a click, as a person with a mouse does) and sends it. */
async function say(page: Page, text: string): Promise<void> {
  await page.click("#chat-input");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await shows(page, text);
}

/** Ada creates a match of Slush Fund for `players` people from the lobby; her page and the invitation link. */
async function createMatch(players: number) {
  const ada = await openPage(DESKTOP, "en-US");
  const roles = Array.from({ length: players }, () => "human").join(",");
  await ada.page.goto(`${playground.url}/?game=slush-fund&players=${players}&roles=${roles}&delay=0`);
  await ada.page.fill("#online-name", "Ada");
  await ada.page.click("#online-create");
  await ada.page.waitForSelector('.online-line[data-link="connected"]');
  const invite = (await ada.page.getAttribute("#invite-link", "href")) as string;
  return { ada, invite, matchId: new URL(invite).searchParams.get("match") as string };
}

describe("accessibility of the online tables", () => {
  it("the lobby, with a match to join, at 1280 and 390 px", async () => {
    const url = playground.url;
    const listed = await createLobbyClient(url).create({
      game: "slush-fund",
      players: 2,
      bots: [null, "random"],
    });
    const { page, errors } = await openPage(DESKTOP, "en-US");
    await page.goto(`${url}/?game=slush-fund&players=2&roles=human,random`);
    await page.click("#online-list");
    await page.waitForSelector(`.online-match[data-match="${listed.id}"] button.join`);
    await expectNoSeriousViolations(page, "lobby at 1280 px");
    await page.setViewportSize(PHONE);
    await expectNoSeriousViolations(page, "lobby at 390 px");
    await page.screenshot({ path: join(ARTIFACTS, "a11y-lobby-390.png"), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("an online table in English and German: chat lines announced, unread in words, focus into the panel and back", async () => {
    const { ada, invite, matchId } = await createMatch(2);
    const bea = await openPage(PHONE, "de-DE");
    await bea.page.goto(invite);
    await bea.page.fill("#online-name", "Bea");
    await bea.page.click(`.online-match[data-match="${matchId}"] button.join`);
    await bea.page.waitForSelector('.online-line[data-link="connected"]');
    await bea.page.waitForFunction(() => document.documentElement.lang === "de");
    // The desktop unfolds the panel, the phone folds it.
    expect(await panelOpen(ada.page)).toBe(true);
    expect(await panelOpen(bea.page)).toBe(false);
    await expectNoSeriousViolations(ada.page, "online table at 1280 px, empty chat open");
    await expectNoSeriousViolations(bea.page, "online table at 390 px (German), chat folded");

    // Ada's line reaches Bea's folded panel: counted in words, told in the live region with who said it.
    await say(ada.page, "Guten Abend, Bea");
    await bea.page.waitForFunction(
      () => document.getElementById("chat-unread")?.textContent === "1 ungelesen",
    );
    expect(await bea.page.locator("#chat summary").ariaSnapshot()).toContain("Tischgespräch 1 ungelesen");
    expect(await announced(bea.page)).toMatch(/Platz 0 \(Ada\): Guten Abend, Bea/);
    expect(await announced(ada.page), "one's own line is not announced").not.toContain("Guten Abend");

    // By keys alone: Tab to the toggle, Enter opens the panel with the focus in it, Escape closes it.
    await tabTo(bea.page, "chat summary");
    await bea.page.keyboard.press("Enter");
    await bea.page.waitForFunction(() => (document.getElementById("chat") as HTMLDetailsElement).open);
    expect(await focused(bea.page), "the focus moved into the opened panel").toBe("chat-input");
    // The panel's toggle event (a task queued after it opens) marks the conversation read.
    await bea.page.waitForFunction(() => document.getElementById("chat-unread")?.textContent === "");
    await bea.page.keyboard.type("Hallo Ada");
    await bea.page.keyboard.press("Enter");
    await ada.page.waitForSelector('#chat-log li.chat-line:has-text("Hallo Ada")');
    expect(await announced(ada.page)).toMatch(/Seat 1 \(Bea\): Hallo Ada/);
    expect(await announced(bea.page)).not.toContain("Hallo Ada");
    await bea.page.keyboard.press("Escape");
    expect(await panelOpen(bea.page), "Escape closed the panel").toBe(false);
    expect(await focused(bea.page), "the focus went back to the toggle").toBe("chat summary");
    await bea.page.keyboard.press("Enter");
    await bea.page.waitForFunction(() => (document.getElementById("chat") as HTMLDetailsElement).open);
    expect(await focused(bea.page)).toBe("chat-input");

    // A private line while Bea reads the public talk: her tab for Ada counts it in words.
    await ada.page.click('.chat-tab[data-conversation="1"]');
    await say(ada.page, "Only for you");
    const tab = bea.page.locator('.chat-tab[data-conversation="0"]');
    await tab.locator(".unread").waitFor();
    expect(await tab.ariaSnapshot()).toMatch(/Platz 0 \(Ada\).*1 ungelesene Zeile/);
    expect(await bea.page.textContent("#chat-unread")).toBe("1 ungelesen");
    await say(ada.page, "And one more");
    expect(await tab.ariaSnapshot()).toMatch(/2 ungelesene Zeilen/);
    await ada.page.click('.chat-tab[data-conversation="all"]');
    await say(ada.page, "Back to everyone");

    await expectNoSeriousViolations(bea.page, "open chat panel at 390 px (German)");
    await bea.page.screenshot({ path: join(ARTIFACTS, "a11y-chat-390-de.png"), fullPage: true });
    await expectNoSeriousViolations(ada.page, "open chat panel at 1280 px");
    await ada.page.screenshot({ path: join(ARTIFACTS, "a11y-chat-1280.png"), fullPage: true });
    await ada.page.setViewportSize(PHONE);
    await expectNoSeriousViolations(ada.page, "open chat panel at 390 px");
    await ada.page.screenshot({ path: join(ARTIFACTS, "a11y-chat-390.png"), fullPage: true });
    expect([...ada.errors, ...bea.errors]).toEqual([]);
    await ada.page.context().close();
    await bea.page.context().close();
  });

  it("the conversation tabs by keys alone: one tab in the Tab order, arrows wrap, Home and End", async () => {
    const { ada } = await createMatch(3);
    const { page } = ada;
    await tabTo(page, "chat tab");
    expect(await selectedTab(page)).toBe("all");
    expect((await chatTabs(page)).map((tab) => tab.conversation)).toEqual(["all", "1", "2"]);
    // Tab leaves the tab list at once, into the conversation; Shift+Tab comes back to the selected tab.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("chat-log");
    await page.keyboard.press("Shift+Tab");
    expect(await selectedTab(page)).toBe("all");
    const moves: [string, string][] = [
      ["ArrowRight", "1"],
      ["ArrowRight", "2"],
      ["ArrowRight", "all"],
      ["ArrowLeft", "2"],
      ["Home", "all"],
      ["End", "2"],
      ["ArrowLeft", "1"],
    ];
    for (const [key, conversation] of moves) {
      await page.keyboard.press(key);
      expect(await selectedTab(page), `${key} selects and focuses the tab of ${conversation}`).toBe(
        conversation,
      );
    }
    // The selected tab's conversation is what the panel shows: a whisper to seat 1 goes there.
    expect(await page.getAttribute("#chat-input", "placeholder")).toMatch(/Seat 1/);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("chat-input");
    await page.keyboard.type("Psst");
    await page.keyboard.press("Enter");
    await page.waitForSelector('#chat-log li.chat-line.private:has-text("Psst")');
    await expectNoSeriousViolations(page, "chat tabs moved by keys at 1280 px");
    expect(ada.errors).toEqual([]);
    await page.context().close();
  });

  it("a page that rejoins shows the lines said while it was away without announcing them", async () => {
    const { ada, invite, matchId } = await createMatch(2);
    await say(ada.page, "Said before Bea came");
    const bea = await openPage(DESKTOP, "en-US");
    // Bea's sockets pass through routes: while `away`, none reaches the server (the page keeps retrying).
    let away = false;
    const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await bea.page.routeWebSocket(/\/socket$/, (socket) => {
      if (away) return void socket.close({ code: 4001, reason: "away in the test" });
      sockets.push({ page: socket, server: socket.connectToServer() });
    });
    await bea.page.goto(invite);
    await bea.page.fill("#online-name", "Bea");
    await bea.page.click(`.online-match[data-match="${matchId}"] button.join`);
    await bea.page.waitForSelector('.online-line[data-link="connected"]');
    await shows(bea.page, "Said before Bea came");
    expect(await announced(bea.page), "a line from before the join is history").not.toContain("Said before");

    // A reload: the page leaves, a line is said, the page comes back to its seat by the same link.
    const link = bea.page.url();
    await bea.page.goto("about:blank");
    await say(ada.page, "Said while Bea reloaded");
    await bea.page.goto(link);
    await bea.page.waitForSelector('.online-line[data-link="connected"]');
    await shows(bea.page, "Said while Bea reloaded");
    expect(await announced(bea.page), "caught up after the reload, not announced").not.toMatch(/Said/);
    await say(ada.page, "Said after the reload");
    await shows(bea.page, "Said after the reload");
    expect(await announced(bea.page)).toMatch(/Seat 0 \(Ada\): Said after the reload/);

    // A dropped connection: the same page reconnects once Bea is back, and catches up.
    away = true;
    const socket = sockets[sockets.length - 1];
    await socket?.server.close();
    await socket?.page.close({ code: 4000, reason: "dropped by the test" });
    await bea.page.waitForSelector('.online-line[data-link="reconnecting"]');
    await say(ada.page, "Said while Bea was offline");
    away = false;
    await bea.page.waitForSelector('.online-line[data-link="connected"]');
    await shows(bea.page, "Said while Bea was offline");
    expect(await announced(bea.page), "caught up after the drop, not announced").not.toContain("offline");
    await say(ada.page, "Said after the drop");
    await shows(bea.page, "Said after the drop");
    const told = await announced(bea.page);
    expect(told).toMatch(/Seat 0 \(Ada\): Said after the drop/);
    expect(told).not.toContain("offline");
    expect([...ada.errors, ...bea.errors]).toEqual([]);
    await ada.page.context().close();
    await bea.page.context().close();
  });
});
