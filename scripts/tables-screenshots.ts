/**
 * Screenshots of one table per game in German and French at 1280 px, a few moves into the game
 * (`npx tsx scripts/tables-screenshots.ts`; PNGs under .tmp/playground-shots/), to look at text fit.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { servePlayground } from "../test/playground/harness.js";
import { launchChromium } from "../test/support/chromium.js";

const OUT = fileURLToPath(new URL("../.tmp/playground-shots", import.meta.url));
const GAMES = ["tiefe-taschen", "kohle-kies-knete", "campaign", "slush-fund"];
/** How many of the person's moves are made (first choice each step) before the picture. */
const MOVES = 3;

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
      for (let move = 0; move < MOVES; move++) {
        await page.waitForSelector("#actions button.choice");
        // A move may take several steps; each step redraws the chooser.
        while (await page.locator("#actions button.choice").count()) {
          const before = await page.locator("#status").textContent();
          await page.locator("#actions button.choice").first().click();
          await page.waitForTimeout(150);
          if ((await page.locator("#status").textContent()) !== before) break;
        }
      }
      await page.waitForSelector("#actions button.choice");
      await page.screenshot({ path: join(OUT, `${game}-${lang}.png`), fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await served.close();
}
