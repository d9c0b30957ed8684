/**
 * Retention on the server's clock, moved by hand (embedded database and PostgreSQL): an ended
 * match's talk is removed `retainTalkDays` after its end and the match itself `retainDays` after,
 * with every row that hangs on it — gone from the storage, the lobby and the record route (404) —
 * while younger and open matches stay; the sweep removes many matches in batches while another
 * match is played, whose acts it leaves alone.
 */
import { type AnyGame, games, replay } from "backroom";
import { createLobbyClient } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordOf } from "../../src/server/match/live-match.js";
import { RETENTION_BATCH } from "../../src/server/match/retention.js";
import type { StoredMatch } from "../../src/server/storage/storage.js";
import { storageKinds } from "../support/storage-kinds.js";
import { storedMatch } from "../support/stored-match.js";
import { TestTime } from "../support/test-time.js";
import { closeAll, drive, QUICK_SERVER, Seat } from "./harness.js";

const DAY_MS = 24 * 60 * 60_000;
/** Finished matches stored beside, enough for three batches of the sweep. */
const FILLERS = 2 * RETENTION_BATCH + 7;
const slushFund = games["slush-fund"] as AnyGame;

/** Resolves once `condition` holds, checked every 20 ms (failing after a minute). */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 3000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const kind of storageKinds()) {
  describe(`retention on ${kind.name}`, () => {
    let storage: MatchStorage;
    let server: MatchServer;
    const logs: string[] = [];
    // The stored times of actions are the system's: the test clock starts at the system's now.
    const time = new TestTime(Date.now());
    beforeAll(async () => {
      storage = await kind.open();
      server = await startMatchServer({
        ...QUICK_SERVER,
        storage,
        time,
        log: (line) => logs.push(line),
        limits: {
          ...QUICK_SERVER.limits,
          retainDays: 30,
          retainTalkDays: 7,
          unjoinedMatchMs: 30 * 60_000,
          idleMatchMs: 365 * DAY_MS,
          sweepIntervalMs: 60_000,
          createsPerMinute: 100,
        },
      });
    });
    // The bots' moves (and the storage's short retries) run on the server's clock too: let it run
    // at a fifth of real time between the test's own steps, far from the minute between sweeps.
    const botMoves = setInterval(() => time.advance(1), 5);
    afterAll(async () => {
      clearInterval(botMoves);
      await server?.close();
      await storage?.close();
    });
    /** Moves the clock by `ms` and waits for the sweep it starts to log `line`. */
    const sweepUntil = async (ms: number, line: RegExp) => {
      const seen = logs.length;
      time.advance(ms);
      await until(() => logs.slice(seen).some((logged) => line.test(logged)), `the sweep's ${line}`);
    };

    it("removes talk, then matches, past their retention; keeps younger and open ones; leaves play alone", async () => {
      const lobby = createLobbyClient(server.url);
      // An old match: played to its end with talk, and rematched (the rematch is open).
      const old = await lobby.create({
        game: "slush-fund",
        players: 3,
        seed: "retention-old",
        bots: [null, "heuristic", "heuristic"],
      });
      const { token } = await lobby.join(old.id, { seat: 0 });
      const person = new Seat(server.url, old.id, token);
      await person.connection.chat("good luck");
      await drive([person], person);
      const oldActions = (await storage.actionsAfter(old.id, 0)).length;
      expect(((await lobby.record(old.id)) as { chat: unknown[] }).chat).toHaveLength(1);
      const rematch = await lobby.rematch(old.id, token);
      // A match nobody joins: it expires at the first sweep, and its retention counts from then.
      const unjoined = await lobby.create({ game: "slush-fund", players: 3 });
      // Many ended matches with talk, for the sweep's batches.
      const fillers = Array.from({ length: FILLERS }, (_, i) => `filler-${kind.name}-${i}`);
      for (const id of fillers) {
        await storage.createMatch({
          ...storedMatch(id, "slush-fund", slushFund.version),
          status: "finished",
        });
        await storage.appendChat(id, {
          from: 0,
          to: null,
          text: "gg",
          at: new Date(time.now()).toISOString(),
        });
      }

      // Eight days on: the talk of everything that ended goes, the records stay.
      await sweepUntil(8 * DAY_MS, /removed the talk of \d+ match/);
      expect(logs.join("\n")).toContain(`removed the talk of ${FILLERS + 1} match(es)`);
      expect((await lobby.match(unjoined.id)).status).toBe("expired");
      const record = (await lobby.record(old.id)) as { chat: unknown[]; actions: unknown[] };
      expect(record.chat).toEqual([]);
      expect(record.actions).toHaveLength(oldActions);
      expect(await storage.chatAfter(old.id, 0, "server", 100)).toEqual([]);
      expect(await storage.chatAfter(fillers[0] as string, 0, "server", 100)).toEqual([]);
      // No line is stored there again.
      await expect(person.connection.chat("anyone?")).rejects.toMatchObject({ code: "chat-full" });
      closeAll([person]);

      // A match played while the sweep removes the old ones in batches.
      const played = await lobby.create({ game: "slush-fund", players: 3, seed: "retention-played" });
      const seats = await Promise.all(
        [0, 1, 2].map(
          async (seat) => new Seat(server.url, played.id, (await lobby.join(played.id, { seat })).token),
        ),
      );
      // Every seat has said hello before the clock jumps: a seat joined a month earlier that has not
      // connected yet is freed by the sweep (seatConnectMs), and its socket refused.
      await Promise.all(seats.map((seat) => seat.untilVersion(0)));
      const watcher = new Seat(server.url, played.id);
      let acts = 0;
      const playing = drive(seats, watcher, undefined, (state) => state.version >= 40).then((made) => {
        acts = made;
      });
      await watcher.untilVersion(2);
      // Thirty-one days on: the old match and the fillers go, in batches, while the match is played.
      await sweepUntil(23 * DAY_MS, /removed \d+ match\(es\) past their retention/);
      expect(logs.join("\n")).toContain(`removed ${FILLERS + 1} match(es) past their retention`);
      await playing;
      expect(acts).toBeGreaterThanOrEqual(40);

      expect(await storage.getMatch(old.id)).toBeUndefined();
      expect(await storage.actionsAfter(old.id, 0)).toEqual([]);
      expect(await storage.chatAfter(old.id, 0, "server", 100)).toEqual([]);
      expect(await storage.rematchOf(old.id)).toBeUndefined();
      expect(await storage.getMatch(fillers[FILLERS - 1] as string)).toBeUndefined();
      await expect(lobby.match(old.id)).rejects.toMatchObject({ code: "unknown-match", status: 404 });
      await expect(lobby.record(old.id)).rejects.toMatchObject({ code: "unknown-match", status: 404 });
      const listed = [];
      for (let after: string | undefined; ; ) {
        const page = await lobby.matches(true, after === undefined ? {} : { after });
        listed.push(...page.map((match) => match.id));
        if (page.length < 100) break;
        after = page.at(-1)?.id;
      }
      expect(listed).not.toContain(old.id);
      expect(listed).toEqual(expect.arrayContaining([rematch.matchId, unjoined.id, played.id]));
      // The younger ended match stays (it expired 23 days ago), open ones are never removed.
      expect((await lobby.match(unjoined.id)).status).toBe("expired");
      expect((await lobby.match(rematch.matchId)).status).toBe("open");

      // The played match's acts are all there and replay to the state its seats were shown.
      const stored = await storage.getMatch(played.id);
      expect(stored?.status).toBe("open");
      const actions = await storage.actionsAfter(played.id, 0);
      expect(actions).toHaveLength(stored?.version as number);
      await watcher.untilVersion(actions.length);
      const states = replay(slushFund, recordOf(stored as StoredMatch, actions) as never);
      expect(states).toHaveLength(actions.length + 1);
      const final = JSON.parse(JSON.stringify(slushFund.viewFor(states.at(-1) as never, null)));
      expect(final).toEqual(watcher.latest.view);
      closeAll([...seats, watcher]);

      // Eight more days: the expired match's retention is over too.
      await sweepUntil(8 * DAY_MS, /removed 1 match\(es\) past their retention/);
      await expect(lobby.match(unjoined.id)).rejects.toMatchObject({ code: "unknown-match" });
      expect((await lobby.match(played.id)).status).toBe("open");
    });
  });
}
