/**
 * The autopilot plays at a person's pace, on the server's injectable time (no waiting, no wall
 * clock): with a bot delay of 0 and a 2 s turn clock, every move it makes for a person whose clock
 * ran out comes at least `autopilotPaceMs` after the match's last move and after it took the seat,
 * so "take my seat back" is always possible in time; taking the seat back between two of its moves
 * keeps the seat for the person, who plays on.
 */
import { createLobbyClient, type StateMessage } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openFreshStorage } from "../support/data-folder.js";
import { TestTime } from "../support/test-time.js";
import { closeAll, Seat } from "./harness.js";

const PACE_MS = 2000;
const time = new TestTime();

/** A spectator that notes the server's time at which each state arrived (the clock only moves when the test moves it). */
class TimedWatcher extends Seat {
  readonly arrivedAt: number[] = [];
  protected override keepState(state: StateMessage): void {
    super.keepState(state);
    this.arrivedAt.push(time.now());
  }
}

let storage: MatchStorage;
let server: MatchServer;
beforeAll(async () => {
  storage = await openFreshStorage();
  server = await startMatchServer({
    storage,
    botDelayMs: 0,
    autopilotPaceMs: PACE_MS,
    allowSeeds: true,
    time,
  });
});
afterAll(async () => {
  await server?.close();
  await storage?.close();
});

it("refuses a pace that is not a whole number of milliseconds", async () => {
  await expect(startMatchServer({ storage, autopilotPaceMs: -1 })).rejects.toThrow(/autopilotPaceMs/);
  await expect(startMatchServer({ storage, autopilotPaceMs: 1.5 })).rejects.toThrow(/autopilotPaceMs/);
});

it("spaces the autopilot's moves by the pace whatever the bot delay, and a seat taken back between them stays the person's", async () => {
  const lobby = createLobbyClient(server.url);
  const match = await lobby.create({
    game: "slush-fund",
    players: 2,
    seed: "pace",
    botDelayMs: 0,
    clock: { turnSeconds: 2 },
  });
  const seats = await Promise.all(
    [0, 1].map(async (seat) => new Seat(server.url, match.id, (await lobby.join(match.id, { seat })).token)),
  );
  const watcher = new TimedWatcher(server.url, match.id);
  await watcher.until(() => watcher.states.length > 0 && watcher.tables.length > 0, "the table");
  const version = () => watcher.latest.version;
  const heard = () => watcher.states.length + watcher.notices.length;
  /**
   * Waits until the server has armed its timers after what it just did: the same timers for a
   * moment (the server's own clock stands still meanwhile, so nothing is timed by this wait).
   */
  const settled = async () => {
    let last = "";
    let same = 0;
    while (same < 4) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = JSON.stringify(time.pending());
      same = now === last && time.pending().length > 0 ? same + 1 : 0;
      last = now;
    }
  };
  /** Moves the clock to the next armed timer (a turn running out or the autopilot's next move) and waits for what it brings. */
  const toNextTimer = async () => {
    await settled();
    const before = heard();
    time.advance((time.pending()[0] as number) - time.now());
    await watcher.until(() => heard() > before, "what the timer brought");
  };

  // Nobody plays: both turns run out in time and the autopilot plays both seats.
  while (version() < 6) await toNextTimer();
  const takenAt = watcher.notices
    .filter((notice) => notice.kind === "autopilot")
    .map((notice) => Date.parse(notice.at));
  expect(takenAt.length).toBeGreaterThan(0);
  const firstMove = watcher.states.findIndex((state) => state.version === 1);
  expect(watcher.arrivedAt[firstMove]).toBeGreaterThanOrEqual((takenAt[0] as number) + PACE_MS);
  for (let index = 1; index < watcher.states.length; index++) {
    const gap = (watcher.arrivedAt[index] as number) - (watcher.arrivedAt[index - 1] as number);
    expect(gap, `the move to version ${watcher.states[index]?.version}`).toBeGreaterThanOrEqual(PACE_MS);
  }

  // Between two autopilot moves the person takes the seat back, before its next move would come.
  await settled(); // the autopilot's next move armed
  const mover = watcher.latest.toAct[0] as number;
  const person = seats[mover] as Seat;
  const resumedFrom = watcher.notices.length;
  person.connection.resumeSeat();
  await watcher.until(
    () => watcher.notices.slice(resumedFrom).some((n) => n.kind === "resumed" && n.seat === mover),
    "the resumed notice",
  );
  await settled();
  expect(watcher.tables.at(-1)?.seats[mover]?.autopilot).toBe(false);
  // Half a turn later the autopilot has not moved the seat, and the person plays it.
  const at = version();
  time.advance(PACE_MS / 2);
  await person.untilVersion(at);
  expect(person.latest.legal.length).toBeGreaterThan(0);
  await person.connection.act(person.latest.legal[0]);
  await watcher.untilVersion(at + 1);
  expect(watcher.tables.at(-1)?.seats[mover]?.autopilot).toBe(false);
  // The autopilot's timer for the seat fires into nothing; the other seat's next autopilot move
  // keeps the pace after the person's move.
  const personMovedAt = watcher.arrivedAt.at(-1) as number;
  while (version() === at + 1) await toNextTimer();
  expect(watcher.arrivedAt.at(-1)).toBeGreaterThanOrEqual(personMovedAt + PACE_MS);
  closeAll([...seats, watcher]);
});
