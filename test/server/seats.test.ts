/**
 * Seats that cannot be squatted: private matches join only through their invitation and are never
 * listed, a seat whose person never connects is freed, and a finished match is served from its
 * stored final state (no replay).
 */
import { createRandom } from "backroom";
import { createLobbyClient } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openFreshStorage } from "../support/data-folder.js";
import { closeAll, drive, Seat } from "./harness.js";

let storage: MatchStorage;
const servers: MatchServer[] = [];
beforeAll(async () => {
  storage = await openFreshStorage();
  servers.push(
    await startMatchServer({
      storage,
      allowSeeds: true,
      limits: { seatConnectMs: 1000, sweepIntervalMs: 100, createsPerMinute: 100, joinsPerMinute: 100 },
    }),
  );
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await storage?.close();
});

it("joins a private match only with its invitation, and never lists it", async () => {
  const lobby = createLobbyClient((servers[0] as MatchServer).url);
  const open = await lobby.create({ game: "slush-fund", players: 3 });
  const hidden = await lobby.create({ game: "slush-fund", players: 3, private: true });
  expect(open.invitation).toBeUndefined();
  expect(hidden).toMatchObject({ private: true, invitation: expect.any(String) });
  const listed = [...(await lobby.matches()), ...(await lobby.matches(true))].map((m) => m.id);
  expect(listed).toContain(open.id);
  expect(listed).not.toContain(hidden.id);
  await expect(lobby.join(hidden.id)).rejects.toMatchObject({ code: "bad-invitation", status: 403 });
  await expect(lobby.join(hidden.id, { invitation: `${hidden.invitation}x` })).rejects.toMatchObject({
    code: "bad-invitation",
  });
  const joined = await lobby.join(hidden.id, { invitation: hidden.invitation as string, name: "Friend" });
  expect(joined.seat).toBe(0);
  expect((await lobby.match(hidden.id)).seats[0]).toMatchObject({ taken: true, name: "Friend" });
});

it("frees a seat whose person never connects, and keeps one that did", async () => {
  const server = servers[0] as MatchServer;
  const lobby = createLobbyClient(server.url);
  const match = await lobby.create({ game: "slush-fund", players: 3 });
  const squatted = await lobby.join(match.id, { seat: 0, name: "squatter" });
  const kept = await lobby.join(match.id, { seat: 1, name: "player" });
  const player = new Seat(server.url, match.id, kept.token);
  await player.connection.ready;
  for (let i = 0; i < 100 && (await lobby.match(match.id)).seats[0]?.taken; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seats = (await lobby.match(match.id)).seats;
  expect(seats[0]).toMatchObject({ taken: false, name: null });
  expect(seats[1]).toMatchObject({ taken: true, name: "player" });
  // The squatter's token is worthless now; the seat goes to whoever joins next.
  const late = new Seat(server.url, match.id, squatted.token);
  await expect(late.connection.ready).rejects.toMatchObject({ code: "bad-token" });
  expect((await lobby.join(match.id, { seat: 0 })).seat).toBe(0);
  closeAll([player, late]);
});

it("serves a finished match from its stored final state, not a replay", async () => {
  const server = servers[0] as MatchServer;
  const lobby = createLobbyClient(server.url);
  const match = await lobby.create({ game: "slush-fund", players: 3, seed: "final" });
  const seats: Seat[] = [];
  for (let seat = 0; seat < 3; seat++) {
    const connected = new Seat(server.url, match.id, (await lobby.join(match.id, { seat })).token);
    await connected.connection.ready; // connected at once, so the short seatConnectMs never frees it
    seats.push(connected);
  }
  const watcher = new Seat(server.url, match.id);
  await drive(seats, watcher, createRandom("final"));
  const last = watcher.latest;
  expect(last.outcome).not.toBeNull();
  closeAll([...seats, watcher]);

  // A fresh process over the same database: the hello is answered from the stored final state.
  const fresh = await startMatchServer({ storage });
  servers.push(fresh);
  const late = new Seat(fresh.url, match.id);
  await late.until(() => late.states.length > 0, "final state");
  expect(late.latest).toMatchObject({ version: last.version, view: last.view, outcome: last.outcome });
  expect(late.latest.log.map((entry) => entry.version)).toEqual([last.version]);
  expect(late.latest.truncated).toBe(true);
  closeAll([late]);
});
