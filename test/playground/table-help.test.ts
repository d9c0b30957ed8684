/// <reference lib="dom" />
/**
 * The table's help in Chromium: the rules dialog (labelled, focus in and back, Escape, scrollable)
 * in English, German and French; every thing on a board explained by the game's glossary (its
 * description, a popover on hover, keyboard focus and tap, Escape); why a named choice is not
 * offered; the table at a glance at 1280×800 and 390×844 (own hand, chooser and status in view, the
 * chooser pinned at the bottom on a phone); no word cut, spilling out of its box or broken across
 * lines in any language (setup, table, rules and end screen);
 * full move numbers in the log past 1000; no empty panels; the turn alerts (title, tone,
 * notification, one remembered switch). Screenshots go to .tmp/screens/.
 */
import { join } from "node:path";
import { GUIDE_TERM_IDS } from "backroom";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe.js";
import { SCREENS, usePlayground } from "./fixture.js";
import { BROWSER_TIMEOUT_MS } from "./harness.js";

/** Each game with a player count and options that keep a bots' game short (for its end screen). */
const GAMES = [
  { id: "tiefe-taschen", players: 4, short: { bankruptcyDepth: 67 } },
  { id: "kohle-kies-knete", players: 3, short: { maxTurns: 9 } },
  { id: "campaign", players: 3, short: { maxRounds: 3 } },
  { id: "slush-fund", players: 3, short: { timeCardsToEnd: 4 } },
] as const;

/** The games whose glossary the package has (each explains every thing on its board). */
const EXPLAINED = new Set(Object.keys(GUIDE_TERM_IDS));

const LANGUAGES = ["en", "de", "fr"] as const;

/** Opens a game with the person at seat 0 and random bots, and waits for the person's first turn. */
async function openTable(
  page: Page,
  id: string,
  players: number,
  extra: Record<string, string> = {},
): Promise<void> {
  const roles = ["human", ...Array.from({ length: players - 1 }, () => "random")].join(",");
  const query = new URLSearchParams({
    game: id,
    players: String(players),
    roles,
    seed: "7",
    delay: "0",
    ...extra,
  });
  await page.goto(`${playground.url}?${query}`);
  await page.click("#start");
  await page.waitForSelector('#app[data-status="your-turn"]');
}

/** Plays `moves` moves of the person through the chooser's first visible options. */
async function playMoves(page: Page, moves: number): Promise<void> {
  for (let move = 0; move < moves; move++) {
    const step = await page.getAttribute("#app", "data-step");
    for (let clicks = 0; clicks < 10; clicks++) {
      if ((await page.getAttribute("#app", "data-step")) !== step) break;
      if ((await page.getAttribute("#app", "data-status")) !== "your-turn") break;
      await page.locator("#actions button.choice:visible, #actions summary:visible").last().click();
    }
    await page.waitForSelector('#app[data-status="your-turn"], #app[data-status="game-over"]');
    if ((await page.getAttribute("#app", "data-status")) === "game-over") return;
  }
}

/** Every box whose text is cut or spills out sideways: wider content than box, or an ellipsis that clips. */
function cutWords(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
    const style = getComputedStyle(element);
    if (["inline", "none", "contents"].includes(style.display)) continue;
    // A game card's picture is its board drawn small and hidden from assistive technology; its words are not read.
    if (element.closest("[hidden], .visually-hidden, .table-picture, script, pre, dialog:not([open])"))
      continue;
    if (!element.textContent?.trim()) continue;
    // A box that scrolls (the log, the dialog's text) shows all of its text by scrolling.
    if (["auto", "scroll"].includes(style.overflowX)) continue;
    const clipped = style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth;
    if (element.scrollWidth > element.clientWidth + 1 || clipped)
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} > ${element.clientWidth}): ${element.textContent.trim().slice(0, 60)}`,
      );
  }
  return found;
}

/**
 * Every word broken across lines: for each word of the page's visible text (split on white space,
 * and after a hyphen, soft hyphen or dash, where a word may break), a range over it must lie on one
 * line (all its boxes at the same top, within a pixel).
 */
function brokenWords(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // As for cut words: what is not drawn for people, and a game card's small picture, are not read.
    if (
      !parent ||
      parent.closest(
        "[hidden], .visually-hidden, .table-picture, script, style, pre, select, dialog:not([open])",
      )
    )
      continue;
    const text = node.textContent ?? "";
    for (const word of text.matchAll(/\S+/g)) {
      let start = word.index;
      for (const piece of word[0].split(/(?<=[-\u00ad\u2010\u2013\u2014])/)) {
        range.setStart(node, start);
        range.setEnd(node, start + piece.length);
        start += piece.length;
        const tops = Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => rect.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 1)
          found.push(`${parent.tagName.toLowerCase()}.${parent.className}: ${piece}`);
      }
    }
  }
  return found;
}

/** The words cut, spilling out or broken across lines now. */
const badWords = async (page: Page): Promise<string[]> => [
  ...(await page.evaluate(cutWords)),
  ...(await page.evaluate(brokenWords)),
];

/** Panels (areas, seats, politicians) that are much taller than what they hold, or hold nothing. */
function emptyPanels(): string[] {
  const found: string[] = [];
  for (const panel of Array.from(
    document.querySelectorAll<HTMLElement>("#board .area, #board .seat, #board .politician"),
  )) {
    const box = panel.getBoundingClientRect();
    const children = Array.from(panel.children).filter((child) => getComputedStyle(child).display !== "none");
    if (children.length === 0) {
      found.push(`${panel.className}: nothing inside`);
      continue;
    }
    const bottom = Math.max(...children.map((child) => child.getBoundingClientRect().bottom));
    if (box.bottom - bottom > 40)
      found.push(`${panel.className}: ${Math.round(box.bottom - bottom)} px of nothing`);
  }
  return found;
}

const playground = usePlayground();

describe("the table's help", () => {
  it("opens the rules in a labelled dialog in each language, scrollable, closed by Escape, the focus given back", async () => {
    const { page, errors } = await playground.page();
    for (const lang of LANGUAGES) {
      for (const { id, players } of GAMES) {
        if (!EXPLAINED.has(id)) continue;
        await openTable(page, id, players, { lang });
        await page.click("#rules-open");
        const dialog = page.locator("#rules-dialog[open]");
        await dialog.waitFor();
        const info = await page.evaluate(() => {
          const element = document.getElementById("rules-dialog") as HTMLDialogElement;
          const label = document.getElementById(element.getAttribute("aria-labelledby") ?? "");
          const body = element.querySelector(".rules-body") as HTMLElement;
          return {
            modal: element.matches(":modal"),
            label: label?.textContent ?? "",
            focusInside: element.contains(document.activeElement),
            lang: element.lang,
            scrolls: body.scrollHeight > body.clientHeight && getComputedStyle(body).overflowY === "auto",
            fits: element.getBoundingClientRect().bottom <= window.innerHeight,
            sections: element.querySelectorAll(".rules-section").length,
            terms: element.querySelectorAll(".rules-items dt").length,
          };
        });
        expect(info.modal, "a modal dialog").toBe(true);
        expect(info.label, "labelled by its heading").toMatch(/\S/);
        expect(info.focusInside, "the focus moved into the dialog").toBe(true);
        expect(info.lang).toBe(lang);
        expect(info.scrolls, "its text scrolls inside the window").toBe(true);
        expect(info.fits, "the dialog fits the window").toBe(true);
        expect(info.sections).toBeGreaterThanOrEqual(5);
        expect(info.terms, "every glossary term is listed").toBeGreaterThanOrEqual(
          GUIDE_TERM_IDS[id as keyof typeof GUIDE_TERM_IDS].length,
        );
        if (lang === "en") expect(info.label).toMatch(/^How to play /);
        if (lang === "de") expect(info.label).toMatch(/^So wird /);
        if (lang === "fr") expect(info.label).toMatch(/^Comment jouer /);
        // A link of the contents takes the text to its section.
        await page.locator("#rules-dialog .rules-contents a").nth(3).click();
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H3");
        await page.screenshot({ path: join(SCREENS, `rules-${id}-1280-${lang}.png`) });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: join(SCREENS, `rules-${id}-390-${lang}.png`) });
        expect.soft(await badWords(page), `words cut in the ${lang} rules of ${id} at 390 px`).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
        expect.soft(await badWords(page), `words cut in the ${lang} rules of ${id} at 1280 px`).toEqual([]);
        if (lang === "en" && id === "slush-fund")
          await expectNoSeriousViolations(page, "the rules dialog open");
        await page.keyboard.press("Escape");
        await page.waitForSelector("#rules-dialog:not([open])", { state: "attached" });
        expect(await page.evaluate(() => document.activeElement?.id), "the focus is back on the button").toBe(
          "rules-open",
        );
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("explains every card, token and zone on the board: a description, a popover on hover, focus and tap, closed by Escape", async () => {
    for (const { id, players } of GAMES) {
      if (!EXPLAINED.has(id)) continue;
      const { page, errors } = await playground.page({ touch: true });
      await openTable(page, id, players);
      await playMoves(page, 3);
      const described = await page.evaluate(() => {
        const missing: string[] = [];
        const things = Array.from(document.querySelectorAll<HTMLElement>("#board .card, #board [data-term]"));
        for (const thing of things) {
          const ids = (thing.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
          const text = ids.map((ref) => document.getElementById(ref)?.textContent ?? "").join(" ");
          if (!/\p{L}{3}/u.test(text))
            missing.push(`${thing.className} ${thing.getAttribute("aria-label") ?? thing.textContent}`);
        }
        return {
          count: things.length,
          missing,
          stops: things.filter((thing) => thing.tabIndex === 0).length,
          terms: [...new Set(things.map((thing) => thing.dataset.term).filter(Boolean))] as string[],
        };
      });
      expect(described.missing, `${id}: things without an explanation`).toEqual([]);
      // The board tags its zones and marks (not only its cards) with its own glossary's ids.
      const known: readonly string[] = GUIDE_TERM_IDS[id as keyof typeof GUIDE_TERM_IDS];
      expect(
        described.terms.filter((term) => !known.includes(term)),
        `${id}: unknown term ids`,
      ).toEqual([]);
      expect(described.terms.filter((term) => /^(zone|mark)\./.test(term)).length, id).toBeGreaterThan(2);
      expect(described.count).toBeGreaterThan(5);
      expect(described.stops, "the board is one stop in the Tab order").toBe(1);
      const tip = page.locator("#board .term-tip");
      // Hover.
      const first = page.locator("#board .card[data-term]").first();
      await first.hover();
      await expect.poll(() => tip.isVisible()).toBe(true);
      expect(await tip.innerText()).toMatch(/\p{L}{3}/u);
      await page.screenshot({ path: join(SCREENS, `term-${id}-hover.png`) });
      await page.mouse.move(1, 1);
      await expect.poll(() => tip.isVisible()).toBe(false);
      // Tap.
      const zone = page.locator("#board [data-term^='zone.']").first();
      await zone.tap();
      await expect.poll(() => tip.isVisible()).toBe(true);
      const zoneTerm = await zone.getAttribute("data-term");
      expect(zoneTerm).toMatch(/^zone\./);
      await page.tap("#status");
      await expect.poll(() => tip.isVisible(), { message: "a tap elsewhere closes it" }).toBe(false);
      // Keyboard focus, then Escape.
      await zone.focus();
      await expect.poll(() => tip.isVisible()).toBe(true);
      await expectNoSeriousViolations(page, `${id} with a term's popover open`);
      await page.keyboard.press("Escape");
      await expect.poll(() => tip.isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("opens the rules and a thing's explanation by keyboard alone", async () => {
    const { page, errors } = await playground.page();
    await openTable(page, "slush-fund", 3);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.id ?? "");
    for (let presses = 0; (await focused()) !== "rules-open"; presses++) {
      expect(presses, "Tab never reached the rules button").toBeLessThan(40);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await page.waitForSelector("#rules-dialog[open]");
    expect(
      await page.evaluate(() => document.getElementById("rules-dialog")?.contains(document.activeElement)),
    ).toBe(true);
    await page.keyboard.press("Escape");
    await page.waitForSelector("#rules-dialog:not([open])", { state: "attached" });
    expect(await focused()).toBe("rules-open");
    const onThing = () =>
      page.evaluate(() => document.activeElement?.classList.contains("explained") ?? false);
    for (let presses = 0; !(await onThing()); presses++) {
      expect(presses, "Tab never reached the board").toBeLessThan(40);
      await page.keyboard.press("Tab");
    }
    const tip = page.locator("#board .term-tip");
    await expect.poll(() => tip.isVisible()).toBe(true);
    const firstText = await tip.innerText();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tip.innerText()).not.toBe(firstText);
    await page.keyboard.press("Escape");
    await expect.poll(() => tip.isVisible()).toBe(false);
    // One more Tab leaves the board for the chooser.
    await page.keyboard.press("Tab");
    const after = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return { inChooser: active?.closest("#actions") !== null, what: active?.outerHTML.slice(0, 160) };
    });
    expect(after.inChooser, `the focus went to ${after.what}`).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says why a choice the step names is not offered", async () => {
    const { page, errors } = await playground.page();
    for (const lang of LANGUAGES) {
      // Seed 7: the slush fund holds one card at the first turn, so only drawing is offered.
      await openTable(page, "slush-fund", 3, { lang });
      const reason = page.locator('#actions #why-not li[data-type="take"]');
      await reason.waitFor();
      expect(await reason.innerText()).toMatch(/\p{L}{3}/u);
      expect(await page.locator("#actions button.choice").count(), "only the draw is offered").toBe(1);
      if (lang === "de") await page.screenshot({ path: join(SCREENS, "why-not-slush-fund-de.png") });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the own hand, the chooser and the status together at 1280×800, and pins the chooser at 390×844", async () => {
    for (const { id, players } of GAMES) {
      const { page, errors } = await playground.page();
      await openTable(page, id, players);
      const places = () =>
        page.evaluate(() => {
          const box = (selector: string) => {
            const element = document.querySelector(selector);
            if (!element) return null;
            const { top, bottom } = element.getBoundingClientRect();
            return { top, bottom };
          };
          return {
            status: box("#status"),
            chooser: box("#actions"),
            own: box("#board .area.hand") ?? box("#board .seat.own") ?? box("#board .bribe-pile.own"),
            height: window.innerHeight,
          };
        });
      const wide = await places();
      for (const [name, place] of Object.entries({
        status: wide.status,
        chooser: wide.chooser,
        own: wide.own,
      })) {
        expect(place, `${id}: ${name} drawn`).not.toBeNull();
        expect(place?.top, `${id}: ${name} in view`).toBeGreaterThanOrEqual(0);
        expect(place?.bottom, `${id}: ${name} in view at 1280×800`).toBeLessThanOrEqual(wide.height);
      }
      expect(await page.evaluate(emptyPanels), `${id}: empty panels`).toEqual([]);
      await page.screenshot({ path: join(SCREENS, `table-${id}-1280-en.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      const narrow = await places();
      expect(narrow.chooser?.bottom, `${id}: the chooser at the bottom at 390 px`).toBeCloseTo(844, 0);
      expect(narrow.chooser?.top, `${id}: the chooser in view at 390 px`).toBeLessThan(844 - 40);
      // Scrolled to the page's end, the chooser is still the last thing on screen (above the page's margin).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      expect((await places()).chooser?.bottom, `${id}: still at the bottom at the end`).toBeGreaterThan(
        844 - 40,
      );
      await page.screenshot({ path: join(SCREENS, `table-${id}-390-en.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("cuts or breaks no word at 1280 and 390 px in English, German and French, on the setup and the table", async () => {
    const { page, errors } = await playground.page();
    for (const lang of LANGUAGES) {
      for (const { id, players } of GAMES) {
        const roles = ["human", ...Array.from({ length: players - 1 }, () => "random")].join(",");
        await page.goto(
          `${playground.url}?${new URLSearchParams({ game: id, players: String(players), roles, seed: "7", delay: "0", lang })}`,
        );
        await page.waitForSelector("#start");
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          expect.soft(await badWords(page), `the ${lang} setup of ${id} at ${width} px`).toEqual([]);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.click("#start");
        await page.waitForSelector('#app[data-status="your-turn"]');
        await playMoves(page, 6);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          expect.soft(await badWords(page), `the ${lang} table of ${id} at ${width} px`).toEqual([]);
          await page.screenshot({ path: join(SCREENS, `table-${id}-${width}-${lang}-mid.png`) });
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("cuts or breaks no word on the end screen at 1280 and 390 px in English, German and French", async () => {
    const { page, errors } = await playground.page();
    for (const { id, players, short } of GAMES) {
      // Bots alone play a short game to its end; the end is then read in each language, switched in place.
      const query = new URLSearchParams({
        game: id,
        players: String(players),
        roles: Array.from({ length: players }, () => "random").join(","),
        seed: "7",
        delay: "0",
        options: JSON.stringify(short),
      });
      await page.goto(`${playground.url}?${query}`);
      await page.click("#start");
      await page.waitForSelector('#app[data-status="game-over"]');
      for (const lang of LANGUAGES) {
        await page.selectOption("#language", lang);
        await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          expect.soft(await badWords(page), `the ${lang} end of ${id} at ${width} px`).toEqual([]);
          await page.screenshot({
            path: join(SCREENS, `end-words-${id}-${width}-${lang}.png`),
            fullPage: true,
          });
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await page.selectOption("#language", "en");
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("writes out move numbers past 1000 in the log", async () => {
    const { page, errors } = await playground.page();
    // Three random bots play a whole Kohle, Kie$ & Knete game (more than 3000 moves) while the page watches.
    const query = new URLSearchParams({
      game: "kohle-kies-knete",
      players: "3",
      roles: "random,random,random",
      seed: "1",
      delay: "0",
    });
    await page.goto(`${playground.url}?${query}`);
    await page.click("#start");
    await page.waitForSelector('#app[data-status="game-over"]', { timeout: BROWSER_TIMEOUT_MS });
    const numbers = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLIElement>("#log ol > li")).map((li) => {
        const number = li.querySelector(".log-number") as HTMLElement;
        const list = li.closest("ol") as HTMLElement;
        return {
          value: li.value,
          shown: number.innerText,
          inside: number.getBoundingClientRect().left >= list.getBoundingClientRect().left,
          whole: number.scrollWidth <= number.clientWidth,
        };
      }),
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers[0]?.value, "the game ran past move 1000").toBeGreaterThan(1000);
    for (const entry of numbers) {
      expect(entry.shown).toBe(`${entry.value}.`);
      expect(entry.inside && entry.whole, `move ${entry.value} drawn whole`).toBe(true);
    }
    await page.screenshot({ path: join(SCREENS, "log-past-1000.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("tells the person it is their turn: the tab's title, a tone, a notification when hidden, all off by one switch", async () => {
    const { page, errors } = await playground.page({
      init: () => {
        // Counts the tones and the notifications; the page's hidden state is set by the test.
        const record = window as unknown as { tones: number; notes: string[]; hiddenTab: boolean };
        record.tones = 0;
        record.notes = [];
        record.hiddenTab = false;
        const create = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function (this: AudioContext) {
          record.tones++;
          return create.call(this);
        };
        class RecordedNotification {
          static permission = "default";
          static requestPermission() {
            RecordedNotification.permission = "granted";
            return Promise.resolve("granted");
          }
          onclick: (() => void) | null = null;
          constructor(title: string) {
            record.notes.push(title);
          }
          close() {}
        }
        Object.defineProperty(window, "Notification", { value: RecordedNotification, configurable: true });
        Object.defineProperty(document, "visibilityState", {
          get: () => (record.hiddenTab ? "hidden" : "visible"),
          configurable: true,
        });
      },
    });
    // A bot delay, so the person's turn comes back after a moment of waiting.
    await openTable(page, "slush-fund", 3, { delay: "150" });
    const title = () => page.title();
    expect(await title(), "the title says it is your turn").toMatch(/^● Your turn · /);
    await page.click("#turn-alerts summary");
    await page.check("#alerts-sound");
    await page.check("#alerts-notify");
    await expect.poll(() => page.isChecked("#alerts-notify")).toBe(true);
    const tonesBefore = await page.evaluate(() => (window as unknown as { tones: number }).tones);
    await page.evaluate(() => {
      (window as unknown as { hiddenTab: boolean }).hiddenTab = true;
    });
    // Draw, then play the turn's cards until the bots are on; the title goes back to the page's own.
    let sawWaiting = false;
    for (let clicks = 0; clicks < 40 && !sawWaiting; clicks++) {
      await page.locator("#actions button.choice:visible, #actions summary:visible").first().click();
      sawWaiting = (await page.getAttribute("#app", "data-status")) !== "your-turn";
      if (sawWaiting)
        await expect.poll(title, { message: "the title restored while others play" }).not.toMatch(/^●/);
    }
    expect(sawWaiting).toBe(true);
    await page.waitForSelector('#app[data-status="your-turn"]');
    expect(await title()).toMatch(/^● Your turn · /);
    const heard = await page.evaluate(() => {
      const record = window as unknown as { tones: number; notes: string[] };
      return { tones: record.tones, notes: record.notes };
    });
    expect(heard.tones, "a tone played when the turn came back").toBeGreaterThan(tonesBefore);
    expect(heard.notes.at(-1), "a notification while the tab is hidden").toBe("Your turn in Slush Fund");
    // The one switch turns everything off, and it is remembered.
    await page.uncheck("#alerts-on");
    expect(await title(), "no mark with the alerts off").not.toMatch(/^●/);
    await page.screenshot({ path: join(SCREENS, "turn-alerts-off.png") });
    await page.reload();
    await page.click("#start");
    await page.waitForSelector('#app[data-status="your-turn"]');
    expect(await title()).not.toMatch(/^●/);
    await page.click("#turn-alerts summary");
    expect(await page.isChecked("#alerts-on"), "the switch is remembered").toBe(false);
    expect(await page.isChecked("#alerts-sound")).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
