/**
 * Playing the tables as a person does, by sight: every step finds a control by its role and
 * accessible name (a game's card, the seat lists, an option's label, the move menu's buttons) and
 * reads only what the page shows (no query parameters, no JSON, no data attributes of the app).
 */
import type { RandomSource } from "backroom";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** How a game is set up through the form. */
export interface SetupBySight {
  /** The game's title on its card. */
  readonly title: string;
  /** The player count as its list says it ("3 players"). */
  readonly players: string;
  /** Per seat after the first (which stays "a person"), the seat list's choice ("bot: beginner"). */
  readonly bots: readonly string[];
  /** Options by their label, as typed into a number field or chosen in a list. */
  readonly options?: Readonly<Record<string, string>>;
  /** The bots' delay in milliseconds, set under Advanced. */
  readonly delay?: string;
  /** The deal's seed, set under Advanced (a fixed seed makes the game the same every run). */
  readonly seed?: string;
}

/** Opens the page at `/` and starts a game through the setup form. */
export async function startBySight(page: Page, url: string, setup: SetupBySight): Promise<void> {
  await page.goto(url);
  await page.getByRole("radio", { name: setup.title, exact: true }).check();
  await page.getByRole("combobox", { name: "Players" }).selectOption({ label: setup.players });
  for (const [i, bot] of setup.bots.entries())
    await page.getByRole("combobox", { name: `Who plays Seat ${i + 1}` }).selectOption({ label: bot });
  for (const [label, value] of Object.entries(setup.options ?? {})) {
    const control = page.getByLabel(label, { exact: true });
    // An option the game counts as advanced is folded under "More options".
    if (!(await control.isVisible())) await page.getByText("More options", { exact: true }).click();
    if ((await control.evaluate((element) => element.tagName)) === "SELECT")
      await control.selectOption({ label: value });
    else await control.fill(value);
  }
  if (setup.delay !== undefined || setup.seed !== undefined)
    await page.getByText("Advanced", { exact: true }).click();
  if (setup.delay !== undefined) await page.getByLabel("Bot delay (ms)").fill(setup.delay);
  if (setup.seed !== undefined) await page.getByLabel("Seed", { exact: true }).fill(setup.seed);
  await page.getByRole("button", { name: "Start", exact: true }).click();
}

/** The end's region, named by its headline ("Game over (…). Winner: …"). */
export const endRegion = (page: Page): Locator => page.getByRole("region", { name: /^Game over/ });

/**
 * Plays the person's seat to the end through the move menu: at each moment clicks one of the
 * menu's visible buttons (or opens one of its folded groups) at random; returns how many moves the
 * person completed (a click after which the menu started over).
 */
export async function playToEndBySight(page: Page, random: RandomSource, limit = 4000): Promise<number> {
  const menu = page.getByRole("region", { name: "Your move" });
  const choices = menu.getByRole("button").or(menu.locator("summary"));
  const end = endRegion(page);
  let clicks = 0;
  for (;;) {
    await choices.first().or(end).first().waitFor({ state: "visible" });
    if (await end.isVisible()) return clicks;
    expect(clicks++, "the game did not end").toBeLessThan(limit);
    const shown = [];
    for (const choice of await choices.all()) {
      if (!(await choice.isVisible().catch(() => false))) continue;
      const name =
        (await choice.getAttribute("aria-label").catch(() => null)) ??
        (await choice.innerText().catch(() => ""));
      // Going back a step is a control too, but a random walk would only undo itself with it.
      if (name !== "Back one step") shown.push(choice);
    }
    if (shown.length === 0) continue;
    // The menu may be redrawn under the click (a bot moved): then the next round looks again.
    await (shown[random.below(shown.length)] as Locator).click({ timeout: 3000 }).catch(() => undefined);
  }
}

/** A number as the English page writes it ("1,234", "−5"). */
export const shownNumber = (text: string): number => Number(text.replace(/[,\s]/g, "").replace("−", "-"));

/** The breakdown table as the page shows it: its seats, its parts, the totals and the ranks' winner marks. */
export interface ShownBreakdown {
  readonly seats: string[];
  readonly parts: { label: string; cells: string[] }[];
  readonly totals: number[];
  /** Per seat: the rank cell says it won. */
  readonly winners: boolean[];
}

/** Reads the score breakdown of the end screen by its table's role and name. */
export async function readBreakdown(page: Page): Promise<ShownBreakdown> {
  const table = page.getByRole("table", { name: /How the score adds up/ });
  await table.waitFor({ state: "visible" });
  const rows = await table.getByRole("row").all();
  const texts = await Promise.all(
    rows.map(async (row) =>
      Promise.all(
        (
          await row.getByRole("cell").or(row.getByRole("columnheader")).or(row.getByRole("rowheader")).all()
        ).map((cell) => cell.innerText()),
      ),
    ),
  );
  const [head, ...body] = texts as string[][];
  const totalRow = body.find((cells) => cells[0] === "Total") as string[];
  const rankRow = body.find((cells) => cells[0] === "Rank") as string[];
  expect(totalRow, "a Total row").toBeDefined();
  expect(rankRow, "a Rank row").toBeDefined();
  return {
    seats: (head as string[]).slice(1),
    parts: body
      .filter((cells) => cells !== totalRow && cells !== rankRow)
      .map(([label, ...cells]) => ({ label: label as string, cells })),
    totals: totalRow.slice(1).map(shownNumber),
    winners: rankRow.slice(1).map((cell) => cell.includes("(winner)")),
  };
}

/**
 * Pictures the screen at 1280×800 and 390×844 in English, German and French (switched with the
 * page's language list, which redraws in place) as `<path>-<width>-<lang>.png`; ends in English at 1280.
 */
export async function pictureEverywhere(page: Page, path: string): Promise<void> {
  const languages = { English: "en", Deutsch: "de", Français: "fr" } as const;
  const list = page.getByRole("combobox", { name: /^(Language|Sprache|Langue)/ });
  for (const [language, lang] of Object.entries(languages)) {
    await list.selectOption({ label: language });
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${path}-${size.width}-${lang}.png`, fullPage: true });
    }
  }
  await list.selectOption({ label: "English" });
  await page.waitForFunction(() => document.documentElement.lang === "en");
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The page's visible text but for the log's lines (the log tells past moves, "Seat 0 ends the
 * turn"; what must not say whose turn it is after the end is everything else).
 */
export async function textBesideLog(page: Page): Promise<string> {
  return page.evaluate(() => {
    const log = document.getElementById("log");
    if (log) log.hidden = true;
    const text = document.body.innerText;
    if (log) log.hidden = false;
    return text;
  });
}
