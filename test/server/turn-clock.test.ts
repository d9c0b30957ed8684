/**
 * Turn clocks on the server's injectable time (no waiting): each seat that may act has its own
 * deadline, kept while others act, so in a simultaneous step one slow person's clock runs out alone
 * while the others play on.
 */
import { createLobbyClient } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextDeadlines } from "../../src/server/table/turn-clock.js";
import { openFreshStorage } from "../support/data-folder.js";
import { TestTime } from "../support/test-time.js";
import { closeAll, Seat } from "./harness.js";

describe("nextDeadlines", () => {
  const moment = { now: 100, turnMs: 10, timed: (seat: number) => seat !== 3 };
  it("starts a clock for a seat that comes to act, keeps it while others act, restarts it when the seat acts", () => {
    expect(nextDeadlines([null, null, null, null], { ...moment, toAct: [0, 1], acted: new Set() })).toEqual([
      110,
      110,
      null,
      null,
    ]);
    expect(
      nextDeadlines([110, 110, null, null], { ...moment, now: 105, toAct: [0, 1], acted: new Set([0]) }),
    ).toEqual([115, 110, null, null]);
  });
  it("stops the clock of a seat that may no longer act, and never runs one for an untimed seat", () => {
    expect(nextDeadlines([110, 110, null, null], { ...moment, toAct: [1, 3], acted: new Set([0]) })).toEqual([
      null,
      110,
      null,
      null,
    ]);
  });
});

const time = new TestTime();
let storage: MatchStorage;
let server: MatchServer;
beforeAll(async () => {
  storage = await openFreshStorage();
  server = await startMatchServer({ storage, botDelayMs: 0, allowSeeds: true, time });
});
afterAll(async () => {
  await server?.close();
  await storage?.close();
});

it("in a simultaneous step the others play on while a slow person's clock runs out alone", async () => {
  const lobby = createLobbyClient(server.url);
  const match = await lobby.create({
    game: "kohle-kies-knete",
    players: 3,
    seed: "clock",
    clock: { turnSeconds: 60 },
  });
  const seats = await Promise.all(
    [0, 1, 2].map(
      async (seat) => new Seat(server.url, match.id, (await lobby.join(match.id, { seat })).token),
    ),
  );
  const watcher = new Seat(server.url, match.id);
  const table = () => watcher.tables.at(-1);
  // Play the first legal action of a seat to act until several seats may act at once.
  for (let moves = 0; ; moves++) {
    expect(moves, "a simultaneous step within 50 actions").toBeLessThan(50);
    await watcher.until(() => watcher.states.length > 0, "a state");
    const { toAct, version } = watcher.latest;
    if (toAct.length >= 2) break;
    const actor = seats[toAct[0] as number] as Seat;
    await actor.untilVersion(version);
    await actor.connection.act(actor.latest.legal[0]);
    await watcher.untilVersion(version + 1);
  }
  const [fast, slow] = watcher.latest.toAct as [number, number];
  await watcher.until(
    () => table()?.seats[fast]?.deadline !== null && table()?.seats[slow]?.deadline !== null,
    "both clocks running",
  );
  const slowDeadline = table()?.seats[slow]?.deadline;

  // Half a turn later the fast seat acts: its clock restarts (if it may act again), the slow one's keeps running.
  time.advance(30_000);
  const before = watcher.latest.version;
  const quick = seats[fast] as Seat;
  await quick.untilVersion(before);
  await quick.connection.act(quick.latest.legal[0]);
  await watcher.untilVersion(before + 1);
  await watcher.until(
    () => watcher.tables.some((t) => t.now > new Date(1_000_000 + 29_000).toISOString()),
    "the table after the move",
  );
  if (watcher.latest.toAct.includes(slow)) expect(table()?.seats[slow]?.deadline).toBe(slowDeadline);
  expect(watcher.notices).toEqual([]);

  // The slow seat's turn runs out at its own deadline: the autopilot plays it, and everyone is told.
  time.advance(30_001);
  await watcher.until(
    () => watcher.notices.some((n) => n.kind === "autopilot" && n.seat === slow),
    "the slow seat's autopilot",
  );
  expect(watcher.notices.filter((n) => n.kind === "autopilot").map((n) => n.seat)).not.toContain(fast);
  closeAll([...seats, watcher]);
});
