/**
 * A client that never reads cannot grow the server's memory: a refused act is answered to its
 * sender alone, one seat holds at most `maxSocketsPerSeat` connections, and a connection that
 * leaves more than `maxSocketBufferBytes` unread is closed. One in-process server over an
 * in-memory PGlite; the paused reader is a real `ws` client whose TCP socket stops reading.
 */
import { createLobbyClient } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFreshStorage } from "../support/data-folder.js";
import { closeAll, RawSocket, Seat } from "./harness.js";

const BUFFER_LIMIT = 64 * 1024;
let storage: MatchStorage;
let server: MatchServer;
beforeAll(async () => {
  storage = await openFreshStorage();
  server = await startMatchServer({
    storage,
    botDelayMs: 0,
    limits: { maxSocketBufferBytes: BUFFER_LIMIT, minBotDelayMs: 0, connectionsPerAddress: 64 },
  });
});
afterAll(async () => {
  await server?.close();
  await storage?.close();
});

/** A raw socket to a match that says hello (with a seat's token, or as a spectator). */
class HelloSocket extends RawSocket {
  constructor(matchId: string, token?: string) {
    super(server.url, matchId);
    void this.opened.then(() =>
      this.socket.send(JSON.stringify({ type: "hello", ...(token === undefined ? {} : { token }) })),
    );
  }
  /** Whether the server welcomed it, refused it, or has not answered yet. */
  get outcome(): "welcome" | "refused" | undefined {
    if (this.messages.some((m) => m.type === "welcome")) return "welcome";
    return this.closeCode === undefined ? undefined : "refused";
  }
}

/** The server's open connections, from `GET /metrics`. */
async function openConnections(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^backroom_connections (\d+)$/m.exec(text)?.[1]);
}

describe("a client that does not read", () => {
  it("hears nothing of another seat's refused act; its sender gets the error", async () => {
    const lobby = createLobbyClient(server.url);
    const match = await lobby.create({ game: "slush-fund", players: 3 });
    const seats: Seat[] = [];
    for (let seat = 0; seat < 3; seat++) {
      seats.push(new Seat(server.url, match.id, (await lobby.join(match.id, { seat })).token));
    }
    const watcher = new Seat(server.url, match.id);
    const everyone = [...seats, watcher];
    await Promise.all(everyone.map((seat) => seat.untilVersion(0)));
    const actor = seats[watcher.latest.toAct[0] as number] as Seat;
    const others = everyone.filter((seat) => seat !== actor);
    const statesBefore = others.map((seat) => seat.states.length);

    await expect(
      actor.connection.act({ type: "no-such-action", player: watcher.latest.toAct[0] }),
    ).rejects.toMatchObject({ code: "illegal-action" });
    // A legal act after it: each other connection's next state is this version, with none before it.
    const version = await actor.connection.act(actor.latest.legal[0]);
    await Promise.all(others.map((seat) => seat.untilVersion(version)));
    expect(others.map((seat, i) => seat.states.slice(statesBefore[i]).map((s) => s.version))).toEqual(
      others.map(() => [version]),
    );
    closeAll(everyone);
  });

  it("holds one seat to maxSocketsPerSeat connections (4); spectators and a freed place are welcome", async () => {
    const lobby = createLobbyClient(server.url);
    const match = await lobby.create({ game: "slush-fund", players: 3 });
    const { token } = await lobby.join(match.id);
    const sockets = Array.from({ length: 6 }, () => new HelloSocket(match.id, token));
    await expect.poll(() => sockets.every((s) => s.outcome !== undefined)).toBe(true);
    expect(sockets.filter((s) => s.outcome === "welcome")).toHaveLength(4);
    const refused = sockets.filter((s) => s.outcome === "refused");
    expect(refused.map((s) => s.closeCode)).toEqual([1008, 1008]);
    for (const s of refused) {
      expect(s.messages).toEqual([expect.objectContaining({ type: "error", code: "too-many-connections" })]);
    }
    const spectator = new HelloSocket(match.id);
    await expect.poll(() => spectator.outcome).toBe("welcome");

    // Once one of the four has gone, the seat may connect again.
    const first = sockets.find((s) => s.outcome === "welcome") as HelloSocket;
    first.socket.close();
    await first.closed;
    await expect
      .poll(async () => {
        const again = new HelloSocket(match.id, token);
        await expect.poll(() => again.outcome).toBeDefined();
        if (again.outcome !== "welcome") return false;
        sockets.push(again);
        return true;
      })
      .toBe(true);
    for (const s of [...sockets, spectator]) s.socket.close();
  });

  it("is closed once it leaves more than maxSocketBufferBytes unread, and a reading neighbour stays", async () => {
    await expect.poll(openConnections).toBe(0);
    const lobby = createLobbyClient(server.url);
    // Four random bots with no delay: a long match whose every state reaches both spectators.
    const match = await lobby.create({
      game: "kohle-kies-knete",
      players: 4,
      bots: ["random", "random", "random", "random"],
      botDelayMs: 0,
    });
    const paused = new HelloSocket(match.id);
    const reading = new Seat(server.url, match.id);
    await expect.poll(() => paused.outcome).toBe("welcome");
    // Stop reading: what the server sends fills the operating system's buffers, then the server's.
    (paused.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    // About 4 MB fill the operating system's buffers first: seconds of play on a quiet machine,
    // more on a loaded one (the wait only catches a hang).
    await expect.poll(openConnections, { timeout: 240_000, interval: 200 }).toBe(1);
    expect(reading.closeCode).toBeUndefined();
    expect((await lobby.match(match.id)).version).toBeGreaterThan(0);
    // Read again: what was buffered arrives, and then the end of a connection the server cut.
    (paused.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect([1006, 1008]).toContain(await paused.closed);
    closeAll([reading]);
  });
});
