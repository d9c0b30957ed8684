/**
 * Screenshots of one table per game in German and French at 1280 px, a few moves into the game
 * (`npx tsx scripts/tables-screenshots.ts [game…]`; PNGs under .tmp/playground-shots/), to look at text fit.
 * The boards named in DOCS are also written to docs/tables-GAME-LANG.png for the README.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom } from "backroom";
import { clickRandomMove, servePlayground, waitForPerson } from "../test/playground/harness.js";
import { launchChromium } from "../test/support/chromium.js";

const OUT = fileURLToPath(new URL("../.tmp/playground-shots", import.meta.url));
const DOCS_DIR = fileURLToPath(new URL("../docs", import.meta.url));
/** The boards whose pictures the docs show. */
const DOCS = new Set(["campaign", "kohle-kies-knete", "tiefe-taschen", "slush-fund"]);
/** The games named on the command line, else all four. */
const GAMES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ["tiefe-taschen", "kohle-kies-knete", "campaign", "slush-fund"];
/** How many of the person's moves are made (a seeded random choice each step) before the picture. */
const MOVES = 6;
/** Campaign's auction takes many moves; its picture shows a turn, past the auction. */
const MOVES_OF: Readonly<Record<string, number>> = { campaign: 40 };

mkdirSync(OUT, { recursive: true });
const served = await servePlayground();
const browser = await launchChromium();
try {
  for (const lang of ["de", "fr"]) {
    for (const game of GAMES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.setDefaultTimeout(60_000);
      const query = new URLSearchParams({
        lang,
        game,
        players: "3",
        roles: "human,heuristic,heuristic",
        seed: `shot-${game}`,
        delay: "0",
      });
      await page.goto(`${served.url}?${query}`);
      await page.click("#start");
      const random = createRandom(`shot-${game}-${lang}`);
      let snapshot = await waitForPerson(page, 0);
      for (let move = 0; move < (MOVES_OF[game] ?? MOVES) && snapshot.status === "your-turn"; move++) {
        await clickRandomMove(page, snapshot, random);
        snapshot = await waitForPerson(page, snapshot.tick);
      }
      await page.screenshot({ path: join(OUT, `${game}-${lang}.png`), fullPage: true });
      if (DOCS.has(game))
        await page.screenshot({ path: join(DOCS_DIR, `tables-${game}-${lang}.png`), fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await served.close();
}
