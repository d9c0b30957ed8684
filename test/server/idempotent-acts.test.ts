/**
 * Idempotent acts: an act id stored with its action makes a resent act answer with the first one's
 * version, never apply twice, on the same connection, after a reconnect, and on a second server
 * process over the same database.
 */
import { connectToMatch, createLobbyClient } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WebSocket } from "ws";
import { openFreshStorage } from "../support/data-folder.js";
import { closeAll, Seat, wsSocket } from "./harness.js";

let storage: MatchStorage;
const servers: MatchServer[] = [];
beforeAll(async () => {
  storage = await openFreshStorage();
  servers.push(await startMatchServer({ storage, allowSeeds: true }));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await storage?.close();
});

it("answers a resent act id with its first version and applies it once, across reconnects and processes", async () => {
  const [first] = servers as [MatchServer];
  const lobby = createLobbyClient(first.url);
  const match = await lobby.create({ game: "slush-fund", players: 3, seed: "idempotent" });
  const tokens: string[] = [];
  for (let seat = 0; seat < 3; seat++) tokens.push((await lobby.join(match.id, { seat })).token);
  const watcher = new Seat(first.url, match.id);
  await watcher.until(() => watcher.states.length > 0, "first state");
  const seatToAct = watcher.latest.toAct[0] as number;
  const seat = new Seat(first.url, match.id, tokens[seatToAct]);
  await seat.until(() => seat.states.length > 0, "first state");
  const action = seat.latest.legal[0];

  const version = await seat.connection.act(action, "act-1");
  expect(version).toBe(1);
  expect(await seat.connection.act(action, "act-1")).toBe(1);
  await watcher.untilVersion(1);

  // A dropped connection's unanswered act, resent by the client with its id after reconnecting.
  const next = seat.latest.legal[0] ?? action;
  const dropped = new Seat(first.url, match.id, tokens[seatToAct]);
  await dropped.until(() => dropped.states.length > 0, "first state");
  const lost = dropped.connection.act(next, "act-2");
  lost.catch(() => {});
  expect(dropped.connection.unacknowledged).toEqual([
    { id: "act-2", action: next, expectedVersion: dropped.latest.version },
  ]);
  const resent = connectToMatch({
    baseUrl: first.url,
    matchId: match.id,
    token: tokens[seatToAct],
    socket: wsSocket,
    resend: dropped.connection.unacknowledged,
  });
  dropped.connection.close();
  const resentVersion = await resent.resent[0];
  const answered = await lost.catch(() => undefined);
  if (answered !== undefined) expect(answered).toBe(resentVersion);
  resent.close();

  // A second process over the same database knows the id too.
  const second = await startMatchServer({ storage });
  servers.push(second);
  const elsewhere = new Seat(second.url, match.id, tokens[seatToAct]);
  await elsewhere.until(() => elsewhere.states.length > 0, "first state");
  expect(await elsewhere.connection.act(action, "act-1")).toBe(1);
  const versionNow = (await lobby.match(match.id)).version;
  expect(versionNow).toBe(resentVersion);
  expect((await createLobbyClient(second.url).match(match.id)).version).toBe(versionNow);

  // Even where the same action would be legal again, the stored id refuses the write (unique index).
  expect(await storage.appendAction(match.id, versionNow, action, false, `${seatToAct}/act-1`)).toBe(false);
  expect((await storage.getMatch(match.id))?.version).toBe(versionNow);

  // A malformed id is refused before anything is applied.
  const raw = new WebSocket(`${second.url.replace("http", "ws")}/matches/${match.id}/socket`);
  const answers: { type: string; code?: string; ref?: number }[] = [];
  raw.on("message", (data) => answers.push(JSON.parse(String(data))));
  await new Promise((resolve) => raw.once("open", resolve));
  raw.send(JSON.stringify({ type: "hello", token: tokens[seatToAct] }));
  raw.send(JSON.stringify({ type: "act", token: tokens[seatToAct], action, ref: 7, id: "x".repeat(65) }));
  await elsewhere.until(() => answers.some((m) => m.type === "error"), "refusal");
  expect(answers.find((m) => m.type === "error")).toMatchObject({ code: "bad-message", ref: 7 });
  raw.close();
  closeAll([seat, watcher, elsewhere]);
});
