/**
 * Hostile input that used to end or poison the server: NUL bytes and oversized ids and names, the
 * framework's own refusals, and a storage failure injected into single requests. One in-process
 * server over a real PGlite whose next call can be made to fail.
 */
import { createLobbyClient, type ServerMessage } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { openFreshStorage } from "../support/data-folder.js";
import { closeAll, Seat } from "./harness.js";

let real: MatchStorage;
let server: MatchServer;
/** Storage calls still to fail (each fails one call with a storage error). */
let failNext = 0;
/** When set, only calls of this storage method fail (other calls in flight, such as a hello's chat read, pass). */
let failOnly: keyof MatchStorage | undefined;
const flaky = (storage: MatchStorage): MatchStorage =>
  new Proxy(storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || property === "onNewVersion" || property === "close") return value;
      return (...args: unknown[]) => {
        if (failNext > 0 && (failOnly === undefined || property === failOnly)) {
          failNext--;
          return Promise.reject(new Error("injected storage failure"));
        }
        return value.apply(target, args);
      };
    },
  });

const logged: string[] = [];
beforeAll(async () => {
  real = await openFreshStorage();
  server = await startMatchServer({
    storage: flaky(real),
    botDelayMs: 0,
    allowSeeds: true,
    log: (line) => logged.push(line),
    // No sweep while the tests run: its storage calls would take failures meant for a request.
    limits: { sweepIntervalMs: 24 * 60 * 60_000 },
  });
});
afterAll(async () => {
  await server?.close();
  await real?.close();
});

const get = (path: string) => fetch(`${server.url}${path}`);
const post = (path: string, body: unknown, type = "application/json") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Opens a raw socket to a path and collects what it receives. */
function rawSocket(path: string) {
  const messages: ServerMessage[] = [];
  const socket = new WebSocket(`${server.url.replace("http", "ws")}${path}`);
  socket.on("message", (data) => messages.push(JSON.parse(String(data))));
  const outcome = new Promise<{ opened: boolean; status?: number }>((resolve) => {
    socket.once("open", () => resolve({ opened: true }));
    socket.once("unexpected-response", (_request, response) =>
      resolve({ opened: false, status: response.statusCode }),
    );
    socket.once("error", () => resolve({ opened: false }));
  });
  return { socket, messages, outcome };
}

describe("ids, names and framework refusals", () => {
  it("refuses ids with NUL bytes or the wrong shape with 400 bad-request, on every route", async () => {
    for (const path of ["/matches/%00", "/matches/a%00b/record", `/matches/${"x".repeat(80)}`]) {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "bad-request" });
    }
    const join = await post("/matches/%00/join", {});
    expect(join.status).toBe(400);
    const raw = rawSocket("/matches/a%00b/socket");
    expect(await raw.outcome).toEqual({ opened: false, status: 400 });
    expect((await get("/health")).status).toBe(200);
  });

  it("cleans display names: NFC, no control or bidirectional-override characters, 40 characters", async () => {
    const lobby = createLobbyClient(server.url);
    const match = await lobby.create({ game: "slush-fund", players: 3 });
    await lobby.join(match.id, { name: "A\u0000d\u202Ea\u0007 e\u0301" });
    await lobby.join(match.id, { name: "é".repeat(300) });
    const nothing = await post(`/matches/${match.id}/join`, { name: "\u0000\u202E" });
    expect(nothing.status).toBe(400);
    await lobby.join(match.id);
    const seats = (await lobby.match(match.id)).seats;
    expect(seats.map((seat) => seat.name)).toEqual(["Ada \u00e9", "é".repeat(40), null]);
  });

  it("answers the framework's own refusals with documented codes", async () => {
    const expectError = async (response: Response, status: number, error: string) => {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error, message: expect.any(String) });
    };
    await expectError(await get("/nowhere"), 404, "not-found");
    await expectError(await post("/matches", "{oops"), 400, "bad-json");
    await expectError(await post("/matches", { options: "y".repeat(70_000) }), 413, "too-large");
    await expectError(await post("/matches", "players=3", "text/plain"), 415, "unsupported-media-type");
    await expectError(await get(`/matches/${"a".repeat(200)}/record`), 414, "uri-too-long");
    await expectError(
      await fetch(`${server.url}/games`, { headers: { "x-big": "b".repeat(20_000) } }),
      431,
      "too-large",
    );
  });
});

describe("a storage failure fails one request only", () => {
  it("answers internal with an incident, caches nothing, and the next request works", async () => {
    const lobby = createLobbyClient(server.url);
    const match = await lobby.create({ game: "slush-fund", players: 3, seed: "hostile" });
    const tokens: string[] = [];
    for (let seat = 0; seat < 3; seat++) tokens.push((await lobby.join(match.id, { seat })).token);

    failNext = 1;
    const failed = await get(`/matches/${match.id}`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({
      error: "internal",
      message: expect.stringMatching(/incident/),
    });
    expect((await lobby.match(match.id)).id).toBe(match.id);

    // A hello to a match this process has not loaded: the failed lookup is not remembered.
    const other = await lobby.create({ game: "slush-fund", players: 3 });
    const spectator = new Seat(server.url, other.id);
    await spectator.connection.ready;
    closeAll([spectator]);

    const watcher = new Seat(server.url, match.id);
    await watcher.until(() => watcher.states.length > 0, "first state");
    const toAct = watcher.latest.toAct[0] as number;
    const seat = new Seat(server.url, match.id, tokens[toAct]);
    await seat.until(() => seat.states.length > 0, "first state");
    const state = seat.latest;
    // The append fails (and nothing else: the hellos' chat reads may still be in flight): the act is
    // answered with its ref, so its promise settles.
    failNext = 1;
    failOnly = "appendAction";
    try {
      await expect(seat.connection.act(state.legal[0])).rejects.toMatchObject({ code: "internal" });
    } finally {
      failOnly = undefined;
    }
    expect(await seat.connection.act(state.legal[0])).toBe(state.version + 1);
    closeAll([seat, watcher]);
    expect(logged.some((line) => line.includes("injected storage failure"))).toBe(true);
    expect((await get("/health")).status).toBe(200);
  });

  it("serves Prometheus metrics: matches, connections, actions, storage errors, bot decisions, event loop", async () => {
    const response = await get("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    for (const name of [
      "backroom_open_matches",
      "backroom_connections",
      "backroom_actions_stored_total",
      "backroom_storage_errors_total",
      "backroom_bot_decisions_queued",
      "backroom_bot_decision_seconds",
      "backroom_nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(text).toContain(name);
    }
    expect(Number(/^backroom_actions_stored_total (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^backroom_storage_errors_total (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(2);
  });

  it("reports unhealthy after failures in a row, and healthy again once the storage answers", async () => {
    // Three failed calls in a row, then the probe they set off fails, and so does the next one.
    failNext = 5;
    for (let i = 0; i < 3; i++) expect((await get("/matches")).status).toBe(500);
    expect((await get("/health")).status).toBe(503);
    expect((await get("/health")).status).toBe(200);
  });
});
