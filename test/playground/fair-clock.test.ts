/// <reference lib="dom" />
/**
 * A fair clock and the finished matches, in Chromium against a real match server (PGlite in
 * memory, port 0, the default autopilot pace of 2 s) behind the page's `vite preview` proxy: a
 * person plays Slush Fund online against a server bot with a 3 s clock, lets it run out, sees the
 * notice, takes the seat back with "Take my seat back" (reachable however fast the bots play),
 * plays on to the end, and the notice is gone at the end; then the lobby lists the match among the
 * finished ones and opens its replay, step by step, from a seat's view. Screenshots go to
 * .tmp/playground-shots/fair-clock-*.png.
 */
import { join } from "node:path";
import { createRandom } from "backroom";
import { expect, it } from "vitest";
import { ARTIFACTS, servePlaygroundOnline, usePlayground } from "./fixture.js";
import { clickRandomMove, waitForPerson } from "./harness.js";

const playground = usePlayground(() => servePlaygroundOnline());

it("a run-out clock is taken back and played to the end; the finished match replays from the lobby", async () => {
  const { page, errors } = await playground.page({ height: 900 });
  const query = new URLSearchParams({
    game: "slush-fund",
    players: "2",
    roles: "human,random",
    delay: "0",
    clock: "3",
    options: JSON.stringify({ timeCardsToEnd: 2 }),
  });
  await page.goto(`${playground.url}?${query}`);
  await page.fill("#online-name", "Ada");
  await page.click("#online-create");
  await page.waitForSelector("#invite-link");
  const matchId = new URL((await page.getAttribute("#invite-link", "href")) as string).searchParams.get(
    "match",
  ) as string;

  // Ada does nothing: her 3 s run out, the notice says so, and she takes her seat back.
  await page.screenshot({ path: join(ARTIFACTS, "fair-clock-start.png"), fullPage: true });
  await page.waitForSelector('#table-notices li[data-kind="autopilot"][data-seat="0"]', { timeout: 60_000 });
  await page.waitForSelector("#resume-seat");
  expect(await page.textContent("#resume-seat")).toBe("Take my seat back");
  await page.screenshot({ path: join(ARTIFACTS, "fair-clock-autopilot.png"), fullPage: true });
  await page.click("#resume-seat");
  await page.waitForSelector('#table-notices li[data-kind="resumed"][data-seat="0"]');

  // She plays on to the end (if her clock runs out again, she takes the seat back again).
  const random = createRandom("fair-clock");
  let tick = 0;
  let moves = 0;
  for (;;) {
    expect(moves, "the game to end").toBeLessThan(500);
    const { status, resume, now } = await page.evaluate(() => {
      const app = document.getElementById("app") as HTMLElement;
      return {
        status: app.dataset.status ?? "",
        resume: document.getElementById("resume-seat") !== null,
        now: Number(app.dataset.tick ?? 0),
      };
    });
    if (status === "game-over") break;
    if (resume) {
      await page.click("#resume-seat").catch(() => undefined);
    } else if (status === "your-turn" && now > tick) {
      const snapshot = await waitForPerson(page, tick);
      tick = snapshot.tick;
      if (snapshot.status === "your-turn") {
        // The autopilot may have moved meanwhile: a stale chooser is simply looked at again.
        await clickRandomMove(page, snapshot, random).catch(() => undefined);
        moves++;
      }
    } else {
      await page.waitForTimeout(100);
    }
  }
  expect(moves).toBeGreaterThan(0);
  // At the end no notice and no "take my seat back" are left, and nobody shows as on autopilot.
  await page.waitForSelector("#table-notices", { state: "detached" });
  expect(await page.locator("#resume-seat").count()).toBe(0);
  expect(await page.locator('.seat-clock[data-state="autopilot"]').count()).toBe(0);
  await page.screenshot({ path: join(ARTIFACTS, "fair-clock-end.png"), fullPage: true });

  // The lobby lists the finished match and replays it, from Ada's view too.
  await page.click("#new-game");
  await page.click("#finished-list");
  const entry = page.locator(`.finished-match[data-match="${matchId}"]`);
  await entry.waitFor();
  expect(await entry.textContent()).toContain("Ada");
  expect(await entry.locator(".finished-outcome").textContent()).not.toBe("");
  await page.screenshot({ path: join(ARTIFACTS, "fair-clock-finished.png"), fullPage: true });
  await entry.locator("button.replay").click();
  await page.waitForSelector('#app[data-status="replay"]');
  expect(await page.getAttribute("#app", "data-viewer")).toBe("spectator");
  await page.selectOption("#replay-viewer", "0");
  await page.waitForSelector('#app[data-viewer="0"]');
  await page.click("#replay-next");
  await page.waitForSelector('#app[data-step="1"]');
  await page.screenshot({ path: join(ARTIFACTS, "fair-clock-replay.png"), fullPage: true });
  // The replayed board explains its things as the table does: a description, and a popover on focus.
  const explained = page.locator("#board [data-term][aria-describedby]");
  expect(await explained.count(), "things on the replayed board explained").toBeGreaterThan(0);
  await explained.first().focus();
  await page.waitForSelector(".term-tip:visible");
  expect(await page.getAttribute("#app", "data-step"), "arrow keys on the board do not step").toBe("1");
  await page.keyboard.press("ArrowRight");
  expect(await page.getAttribute("#app", "data-step")).toBe("1");
  await page.screenshot({ path: join(ARTIFACTS, "fair-clock-replay-explained.png"), fullPage: true });
  // The viewer select keeps its own width in the controls row.
  const widths = await page.evaluate(() => ({
    select: (document.getElementById("replay-viewer") as HTMLElement).getBoundingClientRect().width,
    row: (document.querySelector(".replay-controls") as HTMLElement).getBoundingClientRect().width,
  }));
  expect(widths.select, "the viewer select does not stretch across the row").toBeLessThanOrEqual(
    Math.min(200, widths.row / 3),
  );
  expect(errors).toEqual([]);
});
