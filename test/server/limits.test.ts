/**
 * Bounded resources: an in-process server with tiny limits (open matches, pages, expiry, creation
 * rate, hello timeout, connections per address, byte rate) over its own in-memory PGlite.
 */
import { ConfigError } from "backroom";
import { createLobbyClient } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { openFreshStorage } from "../support/data-folder.js";

describe("bounded resources", () => {
  let matchId = "";
  let small: MatchServer;
  let own: MatchStorage;
  beforeAll(async () => {
    own = await openFreshStorage();
    small = await startMatchServer({
      storage: own,
      limits: {
        createsPerMinute: 6,
        maxOpenMatches: 3,
        pageSize: 2,
        unjoinedMatchMs: 1500,
        sweepIntervalMs: 200,
        helloTimeoutMs: 300,
        connectionsPerAddress: 3,
        bytesPerSecond: 100,
      },
    });
  });
  afterAll(async () => {
    await small?.close();
    await own?.close();
  });
  const at = (path: string, init?: RequestInit) => fetch(`${small.url}${path}`, init);
  const create = () =>
    at("/matches", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "slush-fund", players: 3 }),
    });

  it("caps open matches (server-full), pages the list, expires unjoined matches and rate limits creation", async () => {
    const lobby = createLobbyClient(small.url);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await create();
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const full = await create();
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ error: "server-full" });

    const first = await lobby.matches();
    expect(first.map((m) => m.id)).toEqual(ids.slice(0, 2));
    expect((await lobby.matches(false, { after: ids[1] as string })).map((m) => m.id)).toEqual([ids[2]]);
    expect((await lobby.matches(false, { after: ids[0] as string, limit: 1 })).map((m) => m.id)).toEqual([
      ids[1],
    ]);
    expect((await at("/matches?limit=3")).status).toBe(400);

    // Unjoined, unplayed matches expire; then creating works again, until the rate limit.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const id of ids) expect((await lobby.match(id)).status).toBe("expired");
    await expect(lobby.join(ids[0] as string)).rejects.toMatchObject({ code: "match-closed" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await create()).status);
    expect(statuses).toContain(201);
    matchId = ids[0] as string;
    expect(statuses.at(-1)).toBe(429);
    const limited = await create();
    expect(await limited.json()).toMatchObject({ error: "rate-limited" });
    expect((await at("/health")).status).toBe(200);
  });

  it("closes hello-less sockets after the timeout, caps connections per address, charges bytes", async () => {
    const open = (path = `/matches/${matchId}/socket`) => {
      const messages: { type: string; code?: string }[] = [];
      const socket = new WebSocket(`${small.url.replace("http", "ws")}${path}`);
      socket.on("message", (data) => messages.push(JSON.parse(String(data))));
      socket.on("error", () => {});
      const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
      const opened = new Promise<void>((resolve) => socket.once("open", () => resolve()));
      return { socket, messages, closed, opened };
    };
    const silent = open();
    expect(await silent.closed).toBe(1008);

    const sockets = [open(), open(), open()];
    for (const s of sockets) {
      await s.opened;
      s.socket.send(JSON.stringify({ type: "hello" }));
    }
    const fourth = open();
    expect(await fourth.closed).toBe(1008);
    expect(fourth.messages).toEqual([expect.objectContaining({ code: "too-many-connections" })]);

    // 3,900-byte frames: a burst of four frames' worth of bytes, then refused at 100 bytes a second.
    const [talker] = sockets as [ReturnType<typeof open>];
    const pad = "x".repeat(3900);
    for (let i = 0; i < 6; i++) talker.socket.send(JSON.stringify({ type: "ping", pad }));
    const deadline = Date.now() + 5000;
    while (talker.messages.filter((m) => m.type !== "welcome" && m.type !== "state").length < 2) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pongs = talker.messages.filter((m) => m.type === "pong").length;
    expect(pongs).toBeLessThanOrEqual(4);
    expect(talker.messages.some((m) => m.code === "rate-limited")).toBe(true);
    for (const s of sockets) s.socket.close();
  });
});

describe("limits that make no sense", () => {
  it("are refused with a ConfigError naming the limit, before the storage is touched", async () => {
    const untouched = new Proxy({} as MatchStorage, {
      get: () => {
        throw new Error("the storage was used");
      },
    });
    for (const [limits, named] of [
      [{ sweepIntervalMs: 0 }, /limits\.sweepIntervalMs: must be a whole number ≥ 1/],
      [{ pageSize: 1.5 }, /limits\.pageSize/],
      // A Node timer longer than 2³¹−1 ms fires after 1 ms: a "monthly" sweep would run constantly.
      [{ sweepIntervalMs: 2 ** 31 }, /limits\.sweepIntervalMs: must be at most 2147483647 ms/],
      [{ helloTimeoutMs: 30 * 24 * 60 * 60_000 }, /limits\.helloTimeoutMs: must be at most/],
      [{ minBotDelayMs: 2 ** 32 }, /limits\.minBotDelayMs: must be at most/],
    ] as const) {
      const attempt = startMatchServer({ storage: untouched, limits });
      await expect(attempt).rejects.toThrow(ConfigError);
      await expect(attempt).rejects.toThrow(named);
    }
  });
});
