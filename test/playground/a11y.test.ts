/// <reference lib="dom" />
/**
 * Accessibility of the tables in web/ (run by `npm run test:playground`): axe-core finds no serious
 * or critical violation on the setup screen, each game's board mid-game at 1280 and 390 px, the end
 * screen at 1280 and 390 px and the replay (the online lobby, table and chat: a11y-online.test.ts); a whole game of each title is played from the setup screen to the end
 * screen with key presses only (no click, no focus set by the test), with the focus always visible
 * and never lost to the page's body; other seats' moves are announced in the one polite live region;
 * the turn marker and the last mover carry text, not colour alone. Screenshots with the focus
 * visible go to .tmp/playground-shots/a11y-*.png.
 */
import { join } from "node:path";
import { type AnyGame, createRandom, games } from "backroom";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { KEPT_LINES } from "../../web/src/announcer.js";
import { expectNoSeriousViolations } from "../support/axe.js";
import { ARTIFACTS, usePlayground } from "./fixture.js";
import { waitForPerson } from "./harness.js";

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** Short games: the keyboard plays every move of seat 0 to the end. */
const CASES = [
  { id: "tiefe-taschen", players: 3, options: { bankruptcyDepth: 67 } },
  { id: "kohle-kies-knete", players: 3, options: { maxTurns: 4 } },
  { id: "campaign", players: 2, options: { maxRounds: 1 } },
  { id: "slush-fund", players: 2, options: { timeCardsToEnd: 2 } },
] as const;

/** Seeds with which bots open the game (several moves before the person at the last seat acts). */
const OPENINGS = [
  { id: "tiefe-taschen", seed: "opening-tiefe-taschen-0" },
  { id: "kohle-kies-knete", seed: "opening-kohle-kies-knete-2" },
] as const;

/** Where the focus is: its region on the play screen, and whether it is shown with an outline. */
function focusInfo(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { region: "body", outline: 0, id: "", tag: "" };
    const style = getComputedStyle(active);
    const region = active.closest("#actions, #log, #board, #outcome, .bar, #setup, #replay-bar, #status");
    return {
      region: region?.id || region?.className || "other",
      outline: style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth),
      id: active.id,
      tag: active.tagName.toLowerCase(),
    };
  });
}

/** Presses Tab until `done` holds, at most `limit` times. */
async function tabUntil(page: Page, done: () => Promise<boolean>, what: string, limit = 80): Promise<void> {
  for (let presses = 0; !(await done()); presses++) {
    expect(presses, `Tab never reached ${what}`).toBeLessThan(limit);
    await page.keyboard.press("Tab");
  }
}

const playground = usePlayground();

describe("accessibility of the tables", () => {
  for (const { id, players, options } of CASES) {
    it.concurrent(`plays ${id} from the setup screen to the end by keyboard alone, with axe finding nothing serious`, async () => {
      const random = createRandom(`keys/${id}`);
      for (const size of SIZES) {
        const { page, errors } = await playground.page({ width: size.width, height: size.height });
        const roles = ["human", ...Array.from({ length: players - 1 }, () => "random")];
        const query = new URLSearchParams({
          game: id,
          players: String(players),
          roles: roles.join(","),
          seed: `keys-${id}`,
          delay: "0",
          options: JSON.stringify(options),
        });
        await page.goto(`${playground.url}?${query}`);
        if (id === "slush-fund") await expectNoSeriousViolations(page, `setup at ${size.name}`);
        await tabUntil(page, async () => (await focusInfo(page)).id === "start", "Start");
        await page.keyboard.press("Enter");
        let snapshot = await waitForPerson(page, 0);
        // From the top of the play screen, Tab meets the bar, then the chooser, before the log.
        const order: string[] = [];
        await tabUntil(
          page,
          async () => {
            const info = await focusInfo(page);
            order.push(info.region);
            return info.region === "actions";
          },
          "the chooser",
        );
        expect(order).not.toContain("log");
        let moves = 0;
        while (snapshot.status === "your-turn") {
          expect(moves++, "the game did not end").toBeLessThan(400);
          const focus = await focusInfo(page);
          expect(focus.region, "the focus is in the chooser at the start of a turn").toBe("actions");
          expect(focus.outline, "the focus is drawn").toBeGreaterThanOrEqual(2);
          if (moves === 6) {
            await expectNoSeriousViolations(page, `${id} mid-game at ${size.name}`);
            // The bots' moves were told in the one polite live region, each with its seat.
            expect(await page.locator("[aria-live]").count(), "one live region").toBe(1);
            expect(await page.getAttribute("#announcer", "aria-live")).toBe("polite");
            expect(await page.locator("#announcer").textContent()).toMatch(/Seat [1-9] \(beginner bot\): \S/);
            // Whose move it is and who moved last are told in words, not by colour alone.
            expect(await page.locator("#board .to-act .turn-mark").first().innerText()).toMatch(/to act/);
            const last = page.locator("#board .last-actor");
            if ((await last.count()) > 0)
              expect(await last.first().locator(".last-mark").innerText()).toMatch(/last move/);
            await page.screenshot({ path: join(ARTIFACTS, `a11y-${id}-${size.name}-focus.png`) });
          }
          // At phone width a few moves show the board mid-game; the whole game is played at desktop width.
          if (moves === 6 && size.name === "phone") break;
          const step = snapshot.step;
          for (let presses = 0; Number(await page.getAttribute("#app", "data-step")) === step; presses++) {
            expect(presses, "no move after 30 key presses").toBeLessThan(30);
            expect((await focusInfo(page)).region, "the focus left the chooser").toBe("actions");
            const tabs = random.below(3);
            for (let t = 0; t < tabs; t++) await page.keyboard.press("Tab");
            for (let back = 0; (await focusInfo(page)).region !== "actions"; back++) {
              expect(back, "Shift+Tab did not lead back to the chooser").toBeLessThan(4);
              await page.keyboard.press("Shift+Tab");
            }
            await page.keyboard.press(random.below(2) === 0 ? "Enter" : "Space");
          }
          snapshot = await waitForPerson(page, snapshot.tick);
        }
        if (size.name === "phone") {
          await page.context().close();
          continue;
        }
        expect(snapshot.status).toBe("game-over");
        expect((await focusInfo(page)).region, "the focus after the last move").toBe("outcome");
        await expectNoSeriousViolations(page, `${id} end screen at ${size.name}`);
        // The same end screen on a phone: the page narrowed to 390 px, then widened again for the replay.
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoSeriousViolations(page, `${id} end screen at 390 px`);
        await page.screenshot({ path: join(ARTIFACTS, `a11y-${id}-phone-end.png`), fullPage: true });
        await page.setViewportSize(size);
        if (size.name === "desktop") {
          await tabUntil(page, async () => (await focusInfo(page)).id === "replay", "Replay step by step");
          await page.keyboard.press("Enter");
          await page.waitForSelector('#app[data-status="replay"]');
          await page.keyboard.press("ArrowRight");
          await expectNoSeriousViolations(page, `${id} replay`);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      }
    });
  }

  // Bots that open the game with no delay play before the table's first drawing: their moves are
  // still told (the last few the region keeps), not taken for history the person had already heard.
  it.concurrent("tells the bots' opening moves to a person who sits after them", async () => {
    for (const { id, seed } of OPENINGS) {
      const { options } = CASES.find((known) => known.id === id) as (typeof CASES)[number];
      const { page, errors } = await playground.page({ width: SIZES[1].width, height: SIZES[1].height });
      const players = (games[id] as AnyGame).players.min;
      const person = players - 1;
      const query = new URLSearchParams({
        game: id,
        players: String(players),
        roles: [...Array.from({ length: person }, () => "random"), "human"].join(","),
        seed,
        delay: "0",
        options: JSON.stringify(options),
      });
      await page.goto(`${playground.url}?${query}`);
      await page.click("#start");
      const snapshot = await waitForPerson(page, 0);
      expect(snapshot.step, `${id}: the bots moved first`).toBeGreaterThan(0);
      const told = await page.locator("#announcer p").allTextContents();
      expect(told, `${id}: the bots' opening moves`).toHaveLength(Math.min(KEPT_LINES, snapshot.step));
      for (const line of told) {
        const seat = Number(/^Seat (\d+) \(beginner bot\): \S/.exec(line)?.[1] ?? person);
        expect(seat, `${id}: "${line}" is a bot's move`).toBeLessThan(person);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
