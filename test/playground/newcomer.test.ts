/// <reference lib="dom" />
/**
 * A game night as a newcomer has it (run by `npm run test:playground` only): the package's tarball
 * (`npm pack` of the build; `npm run build` runs first unless dist/ is a complete build of the
 * current sources, scripts/build-marker.mjs) is installed with the server's optional packages into an empty project, `npx backroom
 * serve` starts there on port 0, and two browsers play from the one address it prints: the first
 * creates a three-player Slush Fund match (two people and a bot) at 1280 px, the second joins through
 * the invitation link at 390 px, they exchange a chat line and play the whole game through clicks,
 * under the page's Content-Security-Policy. A second test checks that `publicUrl` reaches the
 * page's invitation link. Screenshots go to .tmp/newcomer-shots/.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type AnyGame, createRandom, type GameRecord, games, replay, type StateBase } from "backroom";
import { openPgliteStorage, startMatchServer } from "backroom/server";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProblem } from "../../scripts/build-marker.mjs";
import { openPage } from "./fixture.js";
import { clickRandomMove, launchChromium, nextMoment } from "./harness.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const ARTIFACTS = join(REPO, ".tmp", "newcomer-shots");
/** The server's optional packages a newcomer installs beside backroom, at the versions this repository tests. */
const SERVER_PACKAGES = [
  "fastify",
  "@fastify/websocket",
  "@fastify/rate-limit",
  "@fastify/static",
  "@fastify/swagger",
  "@fastify/type-provider-typebox",
  "prom-client",
  "@electric-sql/pglite",
  "proper-lockfile",
];
const OPTIONS = { timeCardsToEnd: 4 };

let work = "";
let serve: ChildProcess | undefined;
let browser: Browser | undefined;

/** Runs a command in `cwd` and returns its standard output (npm's progress and warnings go nowhere). */
const run = (command: string, args: readonly string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 240_000 });

/** Packs the built package into `folder` and returns the tarball's path. */
function packTarball(folder: string): string {
  if (buildProblem(REPO) !== undefined) run("npm", ["run", "build"], REPO);
  const [packed] = JSON.parse(
    run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", folder], REPO),
  );
  return join(folder, packed.filename);
}

/** Starts `npx backroom serve` in `project` (in its own process group, so the test can stop it and its children) and waits for the address it prints. */
async function startServe(project: string): Promise<string> {
  const child = spawn(
    "npx",
    [
      "--no-install",
      "backroom",
      "serve",
      "--data",
      "matches",
      "--port",
      "0",
      "--bot-delay",
      "0",
      "--log-level",
      "warn",
    ],
    {
      cwd: project,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  serve = child;
  const errors: string[] = [];
  child.stderr?.on("data", (chunk) => errors.push(String(chunk)));
  return await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      const found = /open (http:\/\/\S+?)\/? in a browser/.exec(out);
      if (found) resolve(found[1] as string);
    });
    child.once("exit", (code) =>
      reject(new Error(`backroom serve exited with ${code}: ${out}${errors.join("")}`)),
    );
  });
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), "backroom-newcomer-"));
  const tarball = packTarball(work);
  const project = join(work, "game-night");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "game-night", private: true }));
  const tested = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")).devDependencies as Record<
    string,
    string
  >;
  run(
    "npm",
    [
      "install",
      tarball,
      ...SERVER_PACKAGES.map((name) => `${name}@${tested[name]}`),
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
    ],
    project,
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (serve?.pid !== undefined && serve.exitCode === null) {
    const exited = new Promise((resolve) => serve?.once("exit", resolve));
    process.kill(-serve.pid, "SIGTERM");
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

/** Saves a screenshot of each page, named by its width. */
async function screenshots(pages: readonly Page[], moment: string): Promise<void> {
  for (const [index, page] of pages.entries())
    await page.screenshot({
      path: join(ARTIFACTS, `${moment}-${index === 0 ? "1280" : "390"}.png`),
      fullPage: true,
    });
}

describe("a game night from the npm tarball", () => {
  it("installs, serves the tables at the printed address, and two people and a bot play a match to its end", async () => {
    const url = await startServe(join(work, "game-night"));
    const game = games["slush-fund"] as AnyGame;
    const ada = await openPage(browser as Browser, { height: 900 });
    const bea = await openPage(browser as Browser, { width: 390, height: 844 });
    const query = new URLSearchParams({
      game: game.id,
      players: "3",
      roles: "human,human,random",
      delay: "0",
      options: JSON.stringify(OPTIONS),
    });
    const opened = await ada.page.goto(`${url}/?${query}`);
    expect(opened?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await ada.page.fill("#online-name", "Ada");
    await ada.page.click("#online-create");
    await ada.page.waitForSelector('.online-line[data-link="connected"]');
    const invite = (await ada.page.getAttribute("#invite-link", "href")) as string;
    expect(invite.startsWith(`${url}/?match=`), invite).toBe(true);
    const matchId = new URL(invite).searchParams.get("match") as string;

    await bea.page.goto(invite);
    await bea.page.fill("#online-name", "Bea");
    await bea.page.click(`.online-match[data-match="${matchId}"] button.join`);
    await bea.page.waitForSelector('.online-line[data-link="connected"]');

    // Table talk: the phone's folded panel counts the line, and shows it when opened.
    await ada.page.fill("#chat-input", "Good evening, Bea");
    await ada.page.press("#chat-input", "Enter");
    await bea.page.waitForFunction(() => document.getElementById("chat-unread")?.textContent === "1 unread");
    await bea.page.click("#chat summary");
    await bea.page.waitForSelector('#chat-log li.chat-line:has-text("Good evening, Bea")');

    const pages = [ada.page, bea.page];
    const ticks = [0, 0];
    const done = [false, false];
    const random = createRandom("clicks/newcomer");
    let moves = 0;
    while (!(done[0] && done[1])) {
      expect(moves, "the match did not end in 600 moves").toBeLessThan(600);
      let acted = false;
      for (const seat of [0, 1]) {
        const page = pages[seat] as Page;
        if (done[seat]) continue;
        const snapshot = await nextMoment(page, seat, ticks, seat === 1);
        if (!snapshot) continue;
        if (snapshot.status === "game-over") {
          done[seat] = true;
          continue;
        }
        if (moves === 4) await screenshots(pages, "playing");
        await clickRandomMove(page, snapshot, random);
        moves++;
        acted = true;
      }
      if (!acted) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await screenshots(pages, "end");

    // The outcome both pages show is the one the published record replays to.
    const record = (await (await fetch(`${url}/matches/${matchId}/record`)).json()) as GameRecord;
    expect(record).toMatchObject({ game: game.id, players: 3, options: OPTIONS });
    const states = replay(game, record) as StateBase[];
    const outcome = game.outcome(states[states.length - 1] as StateBase);
    for (const page of pages)
      expect(JSON.parse((await page.getAttribute("#outcome", "data-outcome")) ?? "null")).toEqual(outcome);
    // No script error and no refusal by the policy (Chromium logs those as console errors).
    expect([...ada.errors, ...bea.errors]).toEqual([]);
  });
});

describe("a server behind a proxy", () => {
  it("puts its public address (publicUrl) into the page's invitation link", async () => {
    const storage = await openPgliteStorage();
    const server = await startMatchServer({
      storage,
      web: { root: join(REPO, "dist/web") },
      publicUrl: "https://games.example.org",
    });
    try {
      const { page, errors } = await openPage(browser as Browser, { height: 900 });
      await page.goto(`${server.url}/?game=slush-fund&players=3&roles=human,human,random&delay=0`);
      await page.click("#online-create");
      await page.waitForSelector('.online-line[data-link="connected"]');
      const invite = (await page.getAttribute("#invite-link", "href")) as string;
      expect(invite).toMatch(/^https:\/\/games\.example\.org\/\?match=[\w-]+$/);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
      await storage.close();
    }
  });
});
