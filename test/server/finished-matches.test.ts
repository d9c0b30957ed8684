/**
 * The finished matches, newest first and paged: the storage's query on the embedded database and on
 * a real PostgreSQL cluster (the same temporary cluster as the scale-out test: skipped without the
 * binaries, except on CI) lists finished public matches only, by end time, each page after its
 * cursor, with seats' names and bots and no token hash; and `GET /matches/finished` serves bot
 * matches played to the end with their outcomes (the ones their records replay to), an opaque
 * cursor, the documented refusals and the rate-limit headers, never a token or a seed.
 */
import { type AnyGame, type GameRecord, games, replay, type StateBase } from "backroom";
import { createLobbyClient, type FinishedMatchPage } from "backroom/client";
import { type MatchStorage, openPostgresStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FinishedStoredMatch } from "../../src/server/storage/finished-matches.js";
import { openFreshStorage } from "../support/data-folder.js";
import {
  postgresBin as bin,
  startTemporaryCluster,
  type TemporaryCluster,
} from "../support/postgres-cluster.js";
import { storedMatch } from "../support/stored-match.js";

let cluster: TemporaryCluster | undefined;
beforeAll(async () => {
  if (bin) cluster = await startTemporaryCluster();
});
afterAll(async () => {
  await cluster?.remove();
});

/** Every page of the storage's list, `limit` at a time. */
async function allPages(storage: MatchStorage, limit: number): Promise<FinishedStoredMatch[][]> {
  const pages: FinishedStoredMatch[][] = [];
  let before: { endedAt: string; id: string } | undefined;
  for (;;) {
    const page = await storage.pageFinishedMatches({ limit, ...(before ? { before } : {}) });
    if (page.length === 0) return pages;
    pages.push(page);
    const last = page.at(-1) as FinishedStoredMatch;
    before = { endedAt: last.endedAt, id: last.id };
  }
}

/** Finished, open, private and dropped matches in one storage; the list shows the finished public ones. */
async function checkStorage(storage: MatchStorage, prefix: string): Promise<void> {
  const finish = async (id: string) => {
    expect(await storage.appendAction(id, 0, { type: "move", player: 0 }, false)).toBe(true);
    expect(await storage.appendAction(id, 1, { type: "move", player: 1 }, true)).toBe(true);
  };
  const ids = ["a", "b", "c", "d", "e"].map((letter) => `${prefix}-finished-${letter}`);
  for (const id of ids) {
    await storage.createMatch({
      ...storedMatch(id),
      seats: [
        { bot: null, tokenHash: null, name: null },
        { bot: "heuristic", tokenHash: null, name: null },
        { bot: null, tokenHash: null, name: null },
      ],
    });
    expect(await storage.claimSeat(id, 0, `secret-hash-${id}`, "Ada")).toBe(true);
    await finish(id);
  }
  const hidden = `${prefix}-private-1`;
  await storage.createMatch({ ...storedMatch(hidden), invitationHash: "invitation-hash" });
  await finish(hidden);
  const open = `${prefix}-open-0001`;
  await storage.createMatch(storedMatch(open));
  expect(await storage.appendAction(open, 0, { type: "move", player: 0 }, false)).toBe(true);
  const dropped = `${prefix}-dropped-1`;
  await storage.createMatch(storedMatch(dropped));
  await storage.dropMatch(dropped);

  const whole = await storage.pageFinishedMatches({ limit: 100 });
  expect(whole.map((match) => match.id).sort()).toEqual([...ids].sort());
  // Newest first: by end time, then id, both descending.
  const order = [...whole].sort((x, y) =>
    x.endedAt === y.endedAt ? (x.id < y.id ? 1 : -1) : x.endedAt < y.endedAt ? 1 : -1,
  );
  expect(whole.map((match) => match.id)).toEqual(order.map((match) => match.id));
  expect(whole[0]).toMatchObject({
    game: "slush-fund",
    players: 3,
    version: 2,
    seats: [
      { bot: null, name: "Ada" },
      { bot: "heuristic", name: null },
      { bot: null, name: null },
    ],
  });
  expect(Date.parse(whole[0]?.endedAt as string)).toBeGreaterThanOrEqual(
    Date.parse(whole[0]?.createdAt as string),
  );
  expect(JSON.stringify(whole)).not.toContain("secret-hash");
  // Pages of two after each page's last match: every match once, in the same order.
  const pages = await allPages(storage, 2);
  expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  expect(pages.flat().map((match) => match.id)).toEqual(whole.map((match) => match.id));
}

describe("the storage's finished matches", () => {
  it("on the embedded database", async () => {
    const storage = await openFreshStorage();
    try {
      await checkStorage(storage, "pglite");
    } finally {
      await storage.close();
    }
  });
  it.skipIf(!bin)("on PostgreSQL", async () => {
    const storage = await openPostgresStorage((cluster as TemporaryCluster).url);
    try {
      await checkStorage(storage, "postgres");
    } finally {
      await storage.close();
    }
  });
});

describe("GET /matches/finished", () => {
  it("pages bot matches played to the end, newest first, with their outcomes and nothing secret", async () => {
    const storage = await openFreshStorage();
    const server = await startMatchServer({
      storage,
      botDelayMs: 0,
      allowSeeds: true,
      limits: { pageSize: 50 },
    });
    try {
      const lobby = createLobbyClient(server.url);
      const game = games["slush-fund"] as AnyGame;
      const create = (seed: string, extra = {}) =>
        lobby.create({
          game: game.id,
          players: 2,
          seed,
          bots: ["random", "random"],
          options: { timeCardsToEnd: 2 },
          ...extra,
        });
      const played = [await create("finished-1"), await create("finished-2"), await create("finished-3")];
      const hidden = await create("finished-private", { private: true });
      for (const match of [...played, hidden]) {
        for (let tries = 0; (await lobby.match(match.id)).status !== "finished"; tries++) {
          expect(tries, "the bots to finish the match").toBeLessThan(600);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }

      const response = await fetch(`${server.url}/matches/finished?limit=2`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-ratelimit-limit")).not.toBeNull();
      const first = (await response.json()) as FinishedMatchPage;
      expect(first.matches).toHaveLength(2);
      expect(first.older).toMatch(/^[A-Za-z0-9_-]+$/);
      const second = await lobby.finishedMatches({ limit: 2, before: first.older as string });
      expect(second.matches).toHaveLength(1);
      expect(second.older).toBeNull();
      const listed = [...first.matches, ...second.matches];
      expect(listed.map((match) => match.id).sort()).toEqual(played.map((match) => match.id).sort());
      expect((await lobby.finishedMatches()).matches.map((match) => match.id)).toEqual(
        listed.map((match) => match.id),
      );
      const text = JSON.stringify(listed);
      expect(text).not.toMatch(/token|seed|finished-\d/);
      for (let index = 1; index < listed.length; index++) {
        expect(Date.parse(listed[index - 1]?.endedAt as string)).toBeGreaterThanOrEqual(
          Date.parse(listed[index]?.endedAt as string),
        );
      }
      // Each outcome is the one the match's record replays to.
      for (const match of listed) {
        expect(match).toMatchObject({
          game: game.id,
          title: game.title,
          players: 2,
          seats: [
            { seat: 0, bot: "random", name: null },
            { seat: 1, bot: "random", name: null },
          ],
        });
        const record = (await lobby.record(match.id)) as GameRecord;
        expect(match.moves).toBe(record.actions.length);
        expect(match.outcome).toEqual(game.outcome(replay(game, record).at(-1) as StateBase));
      }

      for (const query of ["before=not-a-cursor", "limit=0", "limit=51", "limit=many", "before=%25%25"]) {
        const refused = await fetch(`${server.url}/matches/finished?${query}`);
        expect(refused.status, query).toBe(400);
        expect(((await refused.json()) as { error: string }).error, query).toBe("bad-request");
      }
    } finally {
      await server.close();
      await storage.close();
    }
  });
});
