/// <reference lib="dom" />
/**
 * The setup for people and the end that explains, in Chromium (run by `npm run test:playground`):
 * the page is called backroom; a card per game with its line, players, length, a picture of its
 * table and its Rules; the seats offer bots by strength as the game has them at each count; every
 * option the game describes is a labelled control with its explanation; the seed, the delay and
 * the debugging tools are folded under Advanced, and mid-game saving is not offered without them;
 * axe finds nothing serious. At the end: the breakdown, no turn, and the buttons (rematch with the
 * same seats and options and a new seed, replay, a new game) work. Screenshots of the setup and a
 * rules page at 1280×800 and 390×844 in three languages go to .tmp/screens/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type AnyGame,
  botStrengths,
  createRandom,
  describeOptions,
  type GameRecord,
  gameFacts,
  games,
} from "backroom";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe.js";
import {
  endRegion,
  pictureEverywhere,
  playToEndBySight,
  readBreakdown,
  startBySight,
  textBesideLog,
} from "./by-sight.js";
import { SCREENS, usePlayground } from "./fixture.js";

/** An option's English label (the page shows it beside its control). */
const optionLabel = (id: string, players: number, key: string) =>
  describeOptions(games[id] as AnyGame, players, { locale: "en" }).find((option) => option.key === key)
    ?.label as string;

/** The labels of a seat's list, as shown. */
const seatChoices = (page: Page, seat: number) =>
  page
    .getByRole("combobox", { name: `Who plays Seat ${seat}` })
    .locator("option")
    .allInnerTexts();

/** Clicks Save record and reads the file the page gives. */
async function savedRecord(page: Page): Promise<GameRecord> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Save record", exact: true }).click(),
  ]);
  return JSON.parse(readFileSync(await download.path(), "utf8")) as GameRecord;
}

const playground = usePlayground();

describe("the setup for people and the end that explains", () => {
  it.concurrent("shows a card per game, bots by strength, the options as controls, Advanced folded", async () => {
    const { page, errors } = await playground.page();
    await page.goto(playground.url);
    await expect(page.title()).resolves.toBe("backroom");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("backroom");
    expect(await page.locator("body").innerText()).not.toMatch(/playground|backroom tables/i);
    await pictureEverywhere(page, join(SCREENS, "setup"));

    for (const game of Object.values(games) as AnyGame[]) {
      const facts = gameFacts(game.id, { locale: "en" });
      const card = page.locator(".game-card", {
        has: page.getByRole("radio", { name: game.title, exact: true }),
      });
      const text = await card.innerText();
      expect(text).toContain(facts.oneLine);
      expect(text).toContain(`${facts.minPlayers}–${facts.maxPlayers} players`);
      expect(text).toMatch(/\d+ min/);
      expect(await card.locator(".table-picture").getAttribute("aria-hidden")).toBe("true");
      // The picture is the game's own board, drawn small.
      expect(await card.locator(".table-picture .board").count()).toBe(1);
      expect(await card.getByRole("button", { name: `Rules of ${facts.title}` }).isVisible()).toBe(true);

      // Each option the game describes is a control named by its label and described by its explanation.
      await page.getByRole("radio", { name: game.title, exact: true }).check();
      const players = game.players.min;
      await page.getByRole("combobox", { name: "Players" }).selectOption({ label: `${players} players` });
      for (const option of describeOptions(game, players, { locale: "en" })) {
        if (option.group === "advanced" && !(await page.locator("#more-options").getAttribute("open")))
          await page.getByText("More options", { exact: true }).click();
        const control = page.getByLabel(option.label, { exact: true });
        expect(await control.count(), `${game.id}: ${option.key}`).toBe(1);
        const described = await control.evaluate(
          (element) => document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent,
        );
        expect(described).toBe(option.explanation);
      }
      // The seats offer the game's bots by strength at each player count.
      for (let count = game.players.min; count <= Math.min(game.players.max, game.players.min + 2); count++) {
        await page.getByRole("combobox", { name: "Players" }).selectOption({ label: `${count} players` });
        expect(await seatChoices(page, 1)).toEqual([
          "a person (at this screen)",
          ...botStrengths(game.id, count, { locale: "en" }).map((entry) => `bot: ${entry.label}`),
        ]);
      }
    }
    // The learned bot plays Slush Fund at 3 players only.
    await page.getByRole("radio", { name: "Slush Fund", exact: true }).check();
    await page.getByRole("combobox", { name: "Players" }).selectOption({ label: "2 players" });
    expect(await seatChoices(page, 1)).not.toContain("bot: learned");
    await page.getByRole("combobox", { name: "Players" }).selectOption({ label: "3 players" });
    expect(await seatChoices(page, 1)).toContain("bot: learned");

    // The seed and the bots' delay are folded away until Advanced is opened.
    expect(await page.getByRole("textbox", { name: /^Seed\b/ }).isVisible()).toBe(false);
    expect(await page.getByLabel("Bot delay (ms)").isVisible()).toBe(false);
    await expectNoSeriousViolations(page, "the setup");
    await page.getByText("Advanced", { exact: true }).click();
    expect(await page.getByRole("textbox", { name: /^Seed\b/ }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page, "the setup with Advanced open");
    await page.getByText("Advanced", { exact: true }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, "the setup at 390 px");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Mid-game, without the Advanced tools, the record (which reveals everything) is not offered, nor the raw view or the seed.
    await startBySight(page, playground.url, {
      title: "Campaign",
      players: "2 players",
      bots: ["bot: beginner"],
    });
    await page.getByRole("region", { name: "Your move" }).getByRole("button").first().waitFor();
    expect(await page.getByRole("button", { name: /Save record/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Raw view/ }).count()).toBe(0);
    expect(await page.locator(".bar").innerText()).not.toMatch(/seed/i);
    expect(await page.locator(".bar").innerText()).toContain("1 person and 1 bot");

    // With ?debug, Advanced is open, and its tools give the seed, the raw view and mid-game saving.
    await page.goto(`${playground.url}?debug`);
    expect(await page.getByRole("textbox", { name: /^Seed\b/ }).isVisible()).toBe(true);
    await page.getByRole("textbox", { name: /^Seed\b/ }).fill("debug-7");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByRole("region", { name: "Your move" }).getByRole("button").first().waitFor();
    expect(await page.getByRole("button", { name: "Save record (reveals everything)" }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole("button", { name: "Raw view (debug)" }).isVisible()).toBe(true);
    expect(await page.locator(".bar").innerText()).toContain('seed "debug-7"');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.concurrent("opens a game's rules from its card, in each language, at both sizes", async () => {
    for (const [lang, locale] of [
      ["en", "en-US"],
      ["de", "de-DE"],
      ["fr", "fr-FR"],
    ] as const) {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const { page, errors } = await playground.page({ ...size, locale, consoleErrors: false });
        await page.goto(playground.url);
        await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
        const title = (games["slush-fund"] as AnyGame).title;
        await page
          .locator(".game-card", { has: page.getByRole("radio", { name: title, exact: true }) })
          .getByRole("button")
          .click();
        const dialog = page.getByRole("dialog");
        await dialog.waitFor({ state: "visible" });
        expect((await dialog.innerText()).length, "the rules have words").toBeGreaterThan(500);
        await page.screenshot({ path: join(SCREENS, `rules-slush-fund-${size.width}-${lang}.png`) });
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });

  it.concurrent("ends with the breakdown and no turn; rematch, replay and a new game work", async () => {
    const { page, errors } = await playground.page();
    const setup = {
      title: "Slush Fund",
      players: "2 players",
      bots: ["bot: beginner"],
      options: { [optionLabel("slush-fund", 2, "timeCardsToEnd")]: "2" },
      delay: "0",
      seed: "end-1",
    };
    await startBySight(page, playground.url, setup);
    await playToEndBySight(page, createRandom("end/1"));
    const first = await savedRecord(page);
    const breakdown = await readBreakdown(page);
    expect(breakdown.parts.map((part) => part.label).join(" ")).toMatch(/President|Senator|Minister/);
    expect(await textBesideLog(page)).not.toMatch(/\bturn\b(?! limit)/i);
    await expectNoSeriousViolations(page, "the end");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, "the end at 390 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Every move, told in full, unfolds under the end.
    await endRegion(page).getByRole("button", { name: "Reveal all" }).click();
    expect(await page.locator("#reveal tbody tr").count()).toBe(first.actions.length);

    // Rematch: the same seats and options, a new seed.
    await endRegion(page).getByRole("button", { name: "Rematch (same seats, a new deal)" }).click();
    expect(await page.locator(".bar").innerText()).toContain("1 person and 1 bot");
    await playToEndBySight(page, createRandom("end/2"));
    const second = await savedRecord(page);
    expect(second.options).toEqual(first.options);
    expect(second.players).toBe(first.players);
    expect(second.seed).not.toEqual(first.seed);

    // Replay steps through the record; a new game goes back to the cards.
    await endRegion(page).getByRole("button", { name: "Replay step by step" }).click();
    await page.getByRole("button", { name: "next ▶" }).click();
    await expect(page.getByText(/^move 1 of \d+$/).isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "New game" }).click();
    await page.getByRole("radio", { name: "Slush Fund", exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
