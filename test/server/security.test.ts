import { createRandom, games, replay } from "backroom";
import { createLobbyClient, type MatchSummary } from "backroom/client";
import {
  CLOSE_POLICY,
  CLOSE_TOO_LARGE,
  type MatchServer,
  type MatchStorage,
  missingPackages,
  startMatchServer,
} from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFreshStorage } from "../support/data-folder.js";
import { closeAll, drive, RawSocket as HarnessSocket, Seat } from "./harness.js";

let storage: MatchStorage;
let server: MatchServer;
beforeAll(async () => {
  storage = await openFreshStorage();
  server = await startMatchServer({
    storage,
    botDelayMs: 0,
    allowSeeds: true,
    maxMessageBytes: 4096,
    limits: { createsPerMinute: 100, joinsPerMinute: 100 },
  });
});
afterAll(async () => {
  await server?.close();
  await storage?.close();
});

/** A raw socket to this file's server, with waiting and its error codes. */
class RawSocket extends HarnessSocket {
  constructor(matchId: string) {
    super(server.url, matchId);
  }
  async until(condition: () => boolean): Promise<void> {
    for (let i = 0; i < 600 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(condition()).toBe(true);
  }
  errors(): string[] {
    return this.messages.flatMap((m) => (m.type === "error" ? [m.code] : []));
  }
}

/** A fresh two-person Slush Fund match with both seats joined. */
async function twoSeats(): Promise<{ match: MatchSummary; tokens: string[] }> {
  const lobby = createLobbyClient(server.url);
  const match = await lobby.create({
    game: "slush-fund",
    players: 3,
    bots: [null, null, "random"],
    seed: "sec",
  });
  const tokens = [(await lobby.join(match.id)).token, (await lobby.join(match.id)).token];
  return { match, tokens };
}

describe("seats are authenticated", () => {
  it("refuses a wrong token, a token of another match, acting without a token, and another seat's action", async () => {
    const { match, tokens } = await twoSeats();
    const other = await twoSeats();
    const lobby = createLobbyClient(server.url);
    await expect(lobby.join(match.id, { seat: 0 })).rejects.toMatchObject({
      code: "seat-taken",
      status: 409,
    });
    await expect(lobby.join(match.id, { seat: 2 })).rejects.toMatchObject({ code: "seat-taken" });
    await expect(lobby.join(match.id)).rejects.toMatchObject({ code: "no-free-seat" });
    await expect(lobby.join("no-such-match")).rejects.toMatchObject({ code: "unknown-match", status: 404 });

    const wrong = new Seat(server.url, match.id, `${tokens[0]}x`);
    await wrong.until(() => wrong.closeCode !== undefined, "close");
    expect(wrong.errors.map((e) => e.code)).toEqual(["bad-token"]);
    const replayed = new Seat(server.url, match.id, other.tokens[0]);
    await replayed.until(() => replayed.closeCode !== undefined, "close");
    expect(replayed.errors.map((e) => e.code)).toEqual(["bad-token"]);
    expect(replayed.states).toEqual([]);

    const spectator = new Seat(server.url, match.id);
    await spectator.untilVersion(0);
    const slushFund = games["slush-fund"]!;
    const setup = slushFund.setup({ players: 3, seed: "sec" });
    expect(spectator.latest.view).toEqual(JSON.parse(JSON.stringify(slushFund.viewFor(setup, null))));
    expect(spectator.latest.legal).toEqual([]);
    const raw = new RawSocket(match.id);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: "act", token: tokens[0], action: { type: "x", player: 0 } }));
    raw.socket.send(JSON.stringify({ type: "hello" }));
    raw.socket.send(JSON.stringify({ type: "act", token: tokens[0], action: { type: "x", player: 0 } }));
    await raw.until(() => raw.errors().length >= 2);
    expect(raw.errors()).toEqual(["not-authenticated", "spectator"]);

    const seat0 = new Seat(server.url, match.id, tokens[0]);
    await seat0.untilVersion(0);
    const actor = seat0.latest.toAct[0] as number;
    const legal = seat0.latest.legal[0] ?? { type: "pass", player: 0 };
    // Seat 0 may not act for seat 1, nor present seat 1's token, nor act without its token.
    const send = (message: object) =>
      (seat0.connection as unknown as { act: (a: unknown) => Promise<number> }).act(message);
    await expect(send({ ...(legal as object), player: 1 })).rejects.toMatchObject({ code: "not-your-seat" });
    const socket = new RawSocket(match.id);
    await socket.opened;
    socket.socket.send(JSON.stringify({ type: "hello", token: tokens[0] }));
    socket.socket.send(JSON.stringify({ type: "act", token: tokens[1], action: legal, ref: 1 }));
    socket.socket.send(JSON.stringify({ type: "act", action: legal, ref: 2 }));
    await socket.until(() => socket.errors().length >= 2);
    expect(socket.errors()).toEqual(["bad-token", "bad-token"]);
    expect(actor).toBeGreaterThanOrEqual(0);
    expect((await lobby.match(match.id)).version).toBe(0);
    closeAll([wrong, replayed, spectator, seat0]);
    raw.socket.close();
    socket.socket.close();
  });

  it("keeps a dropped seat: the token reconnects it and it resumes with the events it missed", async () => {
    const { match, tokens } = await twoSeats();
    const seats = tokens.map((token) => new Seat(server.url, match.id, token));
    const spectator = new Seat(server.url, match.id);
    const random = createRandom("drop");
    await drive([...seats, undefined], spectator, random, (state) => state.version >= 10);
    const seen = seats[1]!.connection.lastVersion;
    seats[1]!.connection.close();
    await seats[1]!.until(() => seats[1]!.closeCode !== undefined, "close");
    // Nobody can take the seat of the dropped connection.
    await expect(createLobbyClient(server.url).join(match.id, { seat: 1 })).rejects.toMatchObject({
      code: "seat-taken",
    });
    // Play on without seat 1 for a while (seat 0 and the bot).
    const alone = [seats[0], undefined, undefined];
    const target = spectator.latest.version + 6;
    await drive(alone, spectator, random, (s) => s.version >= target || s.toAct.every((seat) => seat === 1));
    const missedUpTo = spectator.latest.version;
    const back = new Seat(server.url, match.id, tokens[1], seen);
    await back.untilVersion(missedUpTo);
    const first = back.states[0]!;
    expect(first.log.map((entry) => entry.version)).toEqual(
      Array.from({ length: first.version - seen }, (_, i) => seen + i + 1),
    );
    // Each missed version's events are those of seat 1's view of that version.
    const game = games["slush-fund"]!;
    const record = { ...(await createLobbyClient(server.url).match(match.id)), seed: "sec" };
    const states = replay(game, {
      game: game.id,
      version: game.version,
      packageVersion: "",
      players: record.players,
      seed: "sec",
      options: {},
      actions: await storage.actionsAfter(match.id, 0),
    });
    for (const entry of first.log) {
      expect(entry.events).toEqual(JSON.parse(JSON.stringify(game.viewFor(states[entry.version], 1).events)));
    }
    await drive([seats[0], back, undefined], spectator, random);
    expect(spectator.latest.outcome).not.toBeNull();
    closeAll([...seats, back, spectator]);
  });
});

describe("hostile clients", () => {
  it("answers malformed JSON, unknown messages and binary frames with error codes", async () => {
    const { match } = await twoSeats();
    const raw = new RawSocket(match.id);
    await raw.opened;
    raw.socket.send("{not json");
    raw.socket.send(JSON.stringify([1, 2]));
    raw.socket.send(JSON.stringify({ type: "reveal-all-hands" }));
    raw.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    raw.socket.send(JSON.stringify({ type: "hello", token: 7 }));
    raw.socket.send(JSON.stringify({ type: "ping" }));
    await raw.until(() => raw.messages.length >= 6);
    expect(raw.errors()).toEqual([
      "bad-json",
      "unknown-message",
      "unknown-message",
      "binary-frame",
      "bad-message",
    ]);
    expect(raw.messages.at(-1)).toEqual({ type: "pong" });
    raw.socket.close();
  });

  it("closes a connection that sends an oversized frame (1009) and keeps serving others", async () => {
    const { match } = await twoSeats();
    const raw = new RawSocket(match.id);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: "hello", padding: "x".repeat(10_000) }));
    await raw.until(() => raw.closeCode !== undefined);
    expect(raw.closeCode).toBe(CLOSE_TOO_LARGE);
    const spectator = new Seat(server.url, match.id);
    await spectator.untilVersion(0);
    spectator.connection.close();
  });

  it("rate limits a 1,000-message flood, then closes it, without disturbing the match", async () => {
    const { match, tokens } = await twoSeats();
    const watcher = new Seat(server.url, match.id, tokens[1]);
    await watcher.untilVersion(0);
    const raw = new RawSocket(match.id);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: "hello", token: tokens[0] }));
    for (let i = 0; i < 1000; i++) {
      raw.socket.send(
        JSON.stringify({ type: "act", token: tokens[0], action: { type: "nonsense", player: 0 }, ref: i }),
      );
    }
    await raw.until(() => raw.closeCode !== undefined);
    expect(raw.closeCode).toBe(CLOSE_POLICY);
    expect(raw.errors()).toContain("rate-limited");
    // Messages within the burst were answered; the rest were refused, nothing was applied.
    expect((await createLobbyClient(server.url).match(match.id)).version).toBe(0);
    // The seat is still usable from a new connection, and the other seat never noticed.
    const again = new Seat(server.url, match.id, tokens[0]);
    await again.untilVersion(0);
    expect(watcher.errors).toEqual([]);
    expect(watcher.closeCode).toBeUndefined();
    closeAll([watcher, again]);
  });

  it("answers bad HTTP bodies with error codes", async () => {
    const post = (path: string, body: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    const bad = await post("/matches", "{oops");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "bad-json" });
    expect(
      await (await post("/matches", JSON.stringify({ game: "chess", players: 2 }))).json(),
    ).toMatchObject({
      error: "unknown-game",
    });
    expect(
      await (await post("/matches", JSON.stringify({ game: "slush-fund", players: 9 }))).json(),
    ).toMatchObject({ error: "bad-request" });
    const huge = await post(
      "/matches",
      JSON.stringify({ game: "slush-fund", players: 3, options: { x: "y".repeat(100_000) } }),
    );
    expect(huge.status).toBe(413);
  });
});

describe("optional packages", () => {
  it("names the packages that are not installed", async () => {
    expect(await missingPackages(["fastify", "no-such-package-for-backroom"])).toEqual([
      "no-such-package-for-backroom",
    ]);
  });
});
