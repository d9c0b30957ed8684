/// <reference lib="dom" />
/**
 * Accessibility of the online tables (run by `npm run test:playground`): a match server started in
 * this process serves freshly built tables (no packing), and axe-core finds no serious or critical
 * violation on the lobby (create and join) and on an online table with its chat panel folded and
 * open with lines, at 1280 and 390 px. Two people at one match, one page in English and one in
 * German: another seat's chat line is told in the polite live region with who said it (one's own
 * line is not), the unread mark is words in the toggle's label and in the tab's accessible name,
 * opening the panel by key moves the focus into it, and Escape closes it and gives the focus back
 * to the toggle. Screenshots go to .tmp/playground-shots/a11y-chat-*.png and a11y-lobby-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLobbyClient } from "backroom/client";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe.js";
import { serveTables } from "../support/tables-server.js";
import { BROWSER_TIMEOUT_MS, launchChromium, openBrowserPage } from "./harness.js";

const ARTIFACTS = fileURLToPath(new URL("../../.tmp/playground-shots", import.meta.url));
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let served: Awaited<ReturnType<typeof serveTables>> | undefined;
let browser: Browser | undefined;

/** A page in its own browser context speaking `locale`, with the browser steps' generous timeout. */
async function openPage(size: { width: number; height: number }, locale: string) {
  const opened = await openBrowserPage(browser as Browser, size.width, size.height, locale);
  opened.page.setDefaultTimeout(BROWSER_TIMEOUT_MS);
  return opened;
}

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

/** Types a line into the open panel's input (focused by a click, as a person with a mouse does) and sends it. */
async function say(page: Page, text: string): Promise<void> {
  await page.click("#chat-input");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await page.waitForSelector(`#chat-log li.chat-line:has-text(${JSON.stringify(text)})`);
}

describe("accessibility of the online tables", () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await serveTables();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  it("the lobby, with a match to join, at 1280 and 390 px", async () => {
    const url = served?.url as string;
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
    const url = served?.url as string;
    const ada = await openPage(DESKTOP, "en-US");
    const bea = await openPage(PHONE, "de-DE");
    await ada.page.goto(`${url}/?game=slush-fund&players=2&roles=human,human&delay=0`);
    await ada.page.fill("#online-name", "Ada");
    await ada.page.click("#online-create");
    await ada.page.waitForSelector('.online-line[data-link="connected"]');
    const invite = (await ada.page.getAttribute("#invite-link", "href")) as string;
    const matchId = new URL(invite).searchParams.get("match") as string;
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
    expect(await bea.page.textContent("#chat-unread"), "an opened conversation is read").toBe("");
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
});
