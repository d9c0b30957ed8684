/**
 * Progress on standard error (src/cli/progress.ts): off a terminal one line per game played, with
 * the time left; on a terminal (a fake TTY stream) a cli-progress bar with the games done, the
 * total and the time left, cleared at the end; and the results on standard output of `simulate`,
 * `tournament` and `ladder` exactly as before the progress changed (wall-clock figures aside),
 * whichever the stream.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { clockText, createProgress } from "../../src/cli/progress.js";
import { FIXTURE, runCli } from "./run-cli.js";

/** A stream that keeps what is written to it, a terminal 100 columns wide when `tty`. */
function capture(tty: boolean): { stream: NodeJS.WriteStream; text: () => string } {
  const chunks: string[] = [];
  const stream = new PassThrough() as unknown as NodeJS.WriteStream & { isTTY: boolean; columns: number };
  stream.isTTY = tty;
  stream.columns = 100;
  (stream as unknown as PassThrough).on("data", (chunk) => chunks.push(String(chunk)));
  return { stream, text: () => chunks.join("") };
}

/** A clock the test moves by hand, in milliseconds. */
function clock(): { now: () => number; advance: (ms: number) => void } {
  let time = 0;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

describe("progress off a terminal", () => {
  it("writes one line per game played, even when several finish at once, with the time left", async () => {
    const { stream, text } = capture(false);
    const time = clock();
    const progress = createProgress(4, "campaign", stream, {}, time.now);
    time.advance(3000);
    progress.update(1);
    time.advance(9000);
    progress.update(3);
    progress.update(3);
    time.advance(4000);
    progress.update(4);
    progress.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toBe(
      [
        "campaign: 1/4 games, about 0:09 left",
        "campaign: 2/4 games, about 0:12 left",
        "campaign: 3/4 games, about 0:04 left",
        "campaign: 4/4 games, in 0:16",
        "",
      ].join("\n"),
    );
  });

  it("speaks the asked language", async () => {
    const { stream, text } = capture(false);
    const { cliText } = await import("../../src/cli/messages.js");
    await cliText.load("de");
    const time = clock();
    const progress = createProgress(2, "campaign", stream, { locale: "de" }, time.now);
    time.advance(65_000);
    progress.update(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toBe("campaign: 1/2 Partien, noch etwa 1:05\n");
  });

  it("tells durations in minutes and seconds, with hours past an hour", () => {
    expect([0, 7.4, 59.6, 61, 3599, 3725].map(clockText)).toEqual([
      "0:00",
      "0:07",
      "1:00",
      "1:01",
      "59:59",
      "1:02:05",
    ]);
  });
});

describe("progress on a terminal", () => {
  it("draws a bar with the games done, the total and the time left, and ends its line when done", async () => {
    const { stream, text } = capture(true);
    const time = clock();
    const progress = createProgress(4, "slush-fund", stream, {}, time.now);
    time.advance(10_000);
    progress.update(2);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const drawn = text();
    expect(drawn).toContain("slush-fund ");
    expect(drawn).toContain("\u2588".repeat(15) + "\u2591".repeat(15));
    expect(drawn).toContain("2/4 games, about 0:10 left");
    // No line ends: the bar is redrawn in place.
    expect(drawn).not.toContain("\n");
    time.advance(10_000);
    progress.update(4);
    progress.finish();
    // The last drawing, then the end of its line: what follows starts on a line of its own.
    const last = text().slice(drawn.length);
    expect(last).toContain(`${"\u2588".repeat(30)} 4/4 games, in 0:20`);
    expect(last.endsWith("\n")).toBe(true);
  });
});

/** The simulator's and the tournament's wall-clock figures, which differ from run to run. */
const timeless = (text: string) =>
  text.replace(/[\d.]+ games\/s \([\d.]+ s\)$/, "<rate>").replace(/; [\d.]+ s$/, "; <seconds>");

const batches: Record<string, { args: string[]; out: string; games: number }> = {
  simulate: {
    args: ["simulate", "high-card", "--module", FIXTURE, "--bots", "ismcts,random", "--players", "3"],
    games: 6,
    out: [
      'high-card, 3 players, 6 of 6 games (seed "progress")',
      "bot     seat-games  wins  win share       95% CI  score (mean ± sd)  mean rank",
      "------  ----------  ----  ---------  -----------  -----------------  ---------",
      "ismcts           9     5      0.556  0.267–0.811        6.44 ± 4.03       1.67",
      "random           9     1      0.111  0.020–0.435        3.44 ± 3.32       2.33",
      "fair share 0.333; wins per seat: 1, 4, 1",
      "game length 16.7 ± 1.5 actions",
      "<rate>",
    ].join("\n"),
  },
  tournament: {
    args: ["tournament", "high-card", "--module", FIXTURE, "--workers", "1"],
    games: 6,
    out: [
      "game       players  bot     seat-games  wins  win share       95% CI  score (mean ± sd)  mean rank  length",
      "---------  -------  ------  ----------  ----  ---------  -----------  -----------------  ---------  ------",
      "high-card        2  random           6     2      0.333  0.097–0.700        4.83 ± 2.86       1.67      19",
      "high-card        2  ismcts           6     4      0.667  0.300–0.903        5.00 ± 2.83       1.33      19",
      '6 games per game, seed "progress", ismcts at 5 iterations; fair share = 1/players; <seconds>',
    ].join("\n"),
  },
  ladder: {
    args: ["ladder", "high-card", "--module", FIXTURE, "--bots", "random,ismcts"],
    games: 6,
    out: [
      'high-card: 6 games at 2 players (seed "progress")',
      "#  player  rating μ  95% interval  ordinal  seat-games  win share  vs fair",
      "-  ------  --------  ------------  -------  ----------  ---------  -------",
      "1  ismcts     27.42   13.70–41.14     6.42           6      0.667  1.33×",
      "2  random     22.58    8.86–36.30     1.58           6      0.333  0.67×",
      "ratings: openskill (Plackett–Luce), μ from 25 ± 8.33, rated game by game in order; 95% interval = μ ± 1.96 σ; ordinal = μ − 3 σ; vs fair = win share ÷ (1/2)",
    ].join("\n"),
  },
};

describe("the commands' progress and results", () => {
  for (const [command, batch] of Object.entries(batches)) {
    it(`${command}: a line per game off a terminal, a bar on one, and the same results as before`, async () => {
      const args = [
        ...batch.args,
        "--games",
        String(batch.games),
        "--seed",
        "progress",
        "--ismcts-iterations",
        "5",
      ];
      const lines = capture(false);
      const plain = await runCli(args, [], lines.stream);
      expect(plain.code).toBe(0);
      expect(timeless(plain.out)).toBe(batch.out);
      const progress = lines.text().trimEnd().split("\n");
      const perGame = progress.filter((line) => line.startsWith("high-card: "));
      expect(perGame).toHaveLength(batch.games);
      expect(perGame.at(-1)).toMatch(
        new RegExp(`^high-card: ${batch.games}/${batch.games} games, in \\d+:\\d\\d$`),
      );
      expect(perGame[0]).toMatch(new RegExp(`^high-card: 1/${batch.games} games, about \\d+:\\d\\d left$`));
      if (command === "tournament") {
        expect(progress[0]).toBe(
          "tournament: 6 games each of high-card, bots heuristic, random, ismcts, on 1 worker thread; the table follows once every game is played",
        );
      }
      const bar = capture(true);
      const drawn = await runCli(args, [], bar.stream);
      expect(timeless(drawn.out)).toBe(batch.out);
      expect(bar.text()).toContain(`/${batch.games} games`);
    });
  }
});
