/// <reference lib="dom" />
/**
 * A whole game of each title as a person plays it (run by `npm run test:playground`): from `/`, with
 * only what the page shows — the game picked on its card, the seats set to bots by strength, an
 * option typed into its labelled field, the bots' delay and the seed under Advanced, Start, then
 * every move through the move menu's buttons until the end. The end must explain itself: a score breakdown
 * whose winners are the headline's and whose totals (or win condition) make them the winners, the
 * final table drawn, and no turn shown. The end is pictured at 1280×800 and 390×844 in English,
 * German and French (the language switched on the end screen) into .tmp/screens/.
 */
import { join } from "node:path";
import { type AnyGame, createRandom, describeOptions, games } from "backroom";
import { describe, expect, it } from "vitest";
import {
  endRegion,
  pictureEverywhere,
  playToEndBySight,
  readBreakdown,
  startBySight,
  textBesideLog,
} from "./by-sight.js";
import { SCREENS, usePlayground } from "./fixture.js";

/** Each game with a player count, its bots by strength and one option that keeps the game short. */
const CASES = [
  {
    id: "tiefe-taschen",
    players: 4,
    bots: ["bot: beginner", "bot: standard", "bot: beginner"],
    short: ["bankruptcyDepth", "67"],
  },
  { id: "kohle-kies-knete", players: 3, bots: ["bot: standard", "bot: beginner"], short: ["maxTurns", "9"] },
  { id: "campaign", players: 3, bots: ["bot: beginner", "bot: standard"], short: ["maxRounds", "3"] },
  { id: "slush-fund", players: 3, bots: ["bot: standard", "bot: beginner"], short: ["timeCardsToEnd", "4"] },
] as const;

const playground = usePlayground();

describe("a whole game of each title, played by sight from /", () => {
  for (const { id, players, bots, short } of CASES) {
    it.concurrent(`plays ${id} from the game's card to an end that explains who won`, async () => {
      const game = games[id] as AnyGame;
      const option = describeOptions(game, players, { locale: "en" }).find((entry) => entry.key === short[0]);
      expect(option, `${id} describes ${short[0]}`).toBeDefined();
      const { page, errors } = await playground.page();
      await startBySight(page, playground.url, {
        title: game.title,
        players: `${players} players`,
        bots,
        options: { [option?.label as string]: short[1] },
        delay: "0",
        seed: `sight-${id}`,
      });
      const moves = await playToEndBySight(page, createRandom(`sight/${id}`));
      expect(moves).toBeGreaterThan(0);

      // Who won, and why: the breakdown's winners are the headline's, and their totals or the condition make them so.
      const end = endRegion(page);
      const headline = await end.getByRole("heading", { level: 2 }).innerText();
      const breakdown = await readBreakdown(page);
      expect(breakdown.seats.length).toBe(players);
      expect(breakdown.parts.length, "the breakdown has parts").toBeGreaterThan(0);
      const named = breakdown.seats.filter((seat) => headline.includes(seat));
      const winners = breakdown.seats.filter((_, seat) => breakdown.winners[seat]);
      expect(winners.length, "somebody or nobody, as the headline says").toBe(named.length);
      expect(new Set(winners)).toEqual(new Set(named));
      const condition = await end.locator(".win-condition").count();
      if (condition === 0) {
        const best = Math.max(...breakdown.totals);
        for (const [seat, won] of breakdown.winners.entries())
          if (won)
            expect(breakdown.totals[seat], `${breakdown.seats[seat]} won with the best total`).toBe(best);
      } else {
        const met = breakdown.parts.at(-1)?.cells ?? [];
        for (const [seat, won] of breakdown.winners.entries())
          if (won) expect(met[seat], `${breakdown.seats[seat]} won by the condition`).toMatch(/✓/);
      }
      if (id === "slush-fund") expect(breakdown.parts.length, "one part per politician").toBe(5);

      // The final table is drawn; nothing anywhere says whose turn it is (a card's "$3 a turn" is its income).
      await expect(page.getByRole("region", { name: "The table" }).first().isVisible()).resolves.toBe(true);
      expect(await textBesideLog(page)).not.toMatch(/(?<!\ba )\bturn\b(?! limit)/i);
      for (const name of ["Replay step by step", "Rematch (same seats, a new deal)", "New game"])
        expect(await end.getByRole("button", { name, exact: true }).isVisible(), name).toBe(true);
      await pictureEverywhere(page, join(SCREENS, `end-${id}`));
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
