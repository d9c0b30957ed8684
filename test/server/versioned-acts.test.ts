/**
 * Versioned acts: an `act` may name the version its legal list was for (`expectedVersion`). At any
 * other version it is refused with `stale-version` and the current version, and nothing changes;
 * at the current one, or without the field, it is judged by the rules as before. A resent act whose
 * id was stored is still answered with its version; a stale act's id is not stored. Every error
 * frame after the hello carries the match's version.
 */
import type { ErrorMessage, ServerMessage, SocketLike } from "backroom/client";
import { createLobbyClient } from "backroom/client";
import { expect, it } from "vitest";
import { closeAll, QUICK_SERVER, RawSocket, Seat, serverForFile, wsSocket } from "./harness.js";

const running = serverForFile(QUICK_SERVER);

/** A raw connection that said hello with `token` and received its first state. */
async function helloed(matchId: string, token: string): Promise<RawSocket> {
  const raw = new RawSocket(running.server.url, matchId);
  await raw.opened;
  raw.socket.send(JSON.stringify({ type: "hello", token }));
  await until(raw, (message) => message.type === "state");
  return raw;
}

/** Waits for a message matching `found` on a raw socket (counting from `from`) and returns it. */
async function until(
  raw: RawSocket,
  found: (message: ServerMessage) => boolean,
  from = 0,
): Promise<ServerMessage> {
  for (let waited = 0; waited < 30_000; waited += 10) {
    const message = raw.messages.slice(from).find(found);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("timed out waiting for a message");
}

/** The answer (`accepted` or `error`) to the message with `ref`. */
const answer = (raw: RawSocket, ref: number) =>
  until(raw, (message) => (message.type === "accepted" || message.type === "error") && message.ref === ref);

/** The latest state a raw socket received. */
function latestState(raw: RawSocket) {
  const state = raw.messages.filter((message) => message.type === "state").at(-1);
  if (state?.type !== "state") throw new Error("no state yet");
  return state;
}

/** A three-seat Slush Fund match with every seat a person's, and the tokens. */
async function newMatch(seed: string) {
  const lobby = createLobbyClient(running.server.url);
  const match = await lobby.create({ game: "slush-fund", players: 3, seed });
  const tokens: string[] = [];
  for (let seat = 0; seat < 3; seat++) tokens.push((await lobby.join(match.id, { seat })).token);
  const watcher = new Seat(running.server.url, match.id);
  await watcher.until(() => watcher.states.length > 0, "first state");
  const actor = watcher.latest.toAct[0] as number;
  return { lobby, match, tokens, watcher, actor, token: tokens[actor] as string };
}

it("refuses an act for an older version with stale-version and the current version, changing nothing", async () => {
  const { lobby, match, token, actor, watcher } = await newMatch("versioned/stale");
  const raw = await helloed(match.id, token);
  const first = latestState(raw);
  expect(first.version).toBe(0);
  const [chosen, other] = first.legal as [unknown, unknown];

  // At the current version the act is judged by the rules and stored.
  raw.socket.send(JSON.stringify({ type: "act", token, action: chosen, ref: 1, expectedVersion: 0 }));
  expect(await answer(raw, 1)).toEqual({ type: "accepted", ref: 1, version: 1 });
  await watcher.untilVersion(1);

  // An act chosen from version 0's legal list, now that the match is at 1.
  const statesBefore = watcher.states.length;
  const mark = raw.messages.length;
  raw.socket.send(
    JSON.stringify({ type: "act", token, action: other ?? chosen, ref: 2, id: "late", expectedVersion: 0 }),
  );
  const refusal = (await answer(raw, 2)) as ErrorMessage;
  expect(refusal).toMatchObject({ type: "error", code: "stale-version", ref: 2, version: 1 });
  expect(refusal.message).toMatch(/version 1/);
  expect(refusal.rule).toBeUndefined();
  // Nothing changed: the version, the stored actions, and nobody was shown a new state.
  raw.socket.send(JSON.stringify({ type: "ping" }));
  await until(raw, (message) => message.type === "pong", mark);
  expect((await lobby.match(match.id)).version).toBe(1);
  expect(await running.storage.actionsAfter(match.id, 0)).toHaveLength(1);
  expect(watcher.states).toHaveLength(statesBefore);
  expect(raw.messages.slice(mark).some((message) => message.type === "state")).toBe(false);
  // A stale act is not stored under its id: the same id at the current version is a new act.
  expect(await running.storage.versionOfAct(match.id, `${actor}/late`)).toBeUndefined();

  // A version the match has not reached is refused alike.
  raw.socket.send(JSON.stringify({ type: "act", token, action: chosen, ref: 3, expectedVersion: 7 }));
  expect(await answer(raw, 3)).toMatchObject({ code: "stale-version", version: 1 });
  expect((await lobby.match(match.id)).version).toBe(1);
  raw.socket.close();
  closeAll([watcher]);
});

it("accepts a fresh act and one without the field, and answers a resent stored act at any version", async () => {
  const { match, tokens, token, watcher } = await newMatch("versioned/fresh");
  const raw = await helloed(match.id, token);
  const first = latestState(raw);
  raw.socket.send(
    JSON.stringify({ type: "act", token, action: first.legal[0], ref: 1, id: "a1", expectedVersion: 0 }),
  );
  expect(await answer(raw, 1)).toMatchObject({ type: "accepted", version: 1 });
  await watcher.untilVersion(1);

  // The same act resent with its id and its old version: answered with its version, not refused.
  raw.socket.send(
    JSON.stringify({ type: "act", token, action: first.legal[0], ref: 2, id: "a1", expectedVersion: 0 }),
  );
  expect(await answer(raw, 2)).toEqual({ type: "accepted", ref: 2, version: 1 });

  // Whoever acts next, without expectedVersion: judged by the rules alone, as before the field.
  const next = watcher.latest.toAct[0] as number;
  const nextToken = tokens[next] as string;
  const nextRaw = nextToken === token ? raw : await helloed(match.id, nextToken);
  await until(nextRaw, (message) => message.type === "state" && message.version === 1);
  const legal = latestState(nextRaw).legal;
  nextRaw.socket.send(JSON.stringify({ type: "act", token: nextToken, action: legal[0], ref: 9 }));
  expect(await answer(nextRaw, 9)).toMatchObject({ type: "accepted", version: 2 });
  await watcher.untilVersion(2);
  for (const socket of new Set([raw, nextRaw])) socket.socket.close();
  closeAll([watcher]);
});

it("puts the match's version on every error frame once the hello found the match", async () => {
  const { match, token, actor, watcher } = await newMatch("versioned/errors");
  const raw = new RawSocket(running.server.url, match.id);
  await raw.opened;
  // Before the hello no match is at hand: no version.
  raw.socket.send(JSON.stringify({ type: "act", token, action: {}, ref: 1 }));
  expect(await answer(raw, 1)).toMatchObject({ code: "not-authenticated" });
  expect((await answer(raw, 1)) as ErrorMessage).not.toHaveProperty("version");
  raw.socket.send(JSON.stringify({ type: "hello", token }));
  await until(raw, (message) => message.type === "state");
  const version = latestState(raw).version;
  const mark = raw.messages.length;
  raw.socket.send("{not json");
  raw.socket.send(JSON.stringify({ type: "no-such-message" }));
  raw.socket.send(JSON.stringify({ type: "act", token, action: { player: (actor + 1) % 3 }, ref: 2 }));
  raw.socket.send(JSON.stringify({ type: "act", token, action: { type: "nothing", player: actor }, ref: 3 }));
  raw.socket.send(JSON.stringify({ type: "chat", token, text: "   ", ref: 4 }));
  raw.socket.send(JSON.stringify({ type: "act", token, action: {}, ref: 5, expectedVersion: -1 }));
  raw.socket.send(JSON.stringify({ type: "hello", token }));
  await answer(raw, 5);
  await until(raw, (message) => message.type === "error" && message.code === "already-authenticated", mark);
  const errors = raw.messages
    .slice(mark)
    .filter((message): message is ErrorMessage => message.type === "error");
  // Refusals by schema come at once, the others after the messages queued before them: any order.
  expect(errors.map((error) => error.code).sort()).toEqual([
    "already-authenticated",
    "bad-json",
    "bad-message",
    "bad-message",
    "illegal-action",
    "not-your-seat",
    "unknown-message",
  ]);
  for (const error of errors) expect(error.version, error.code).toBe(version);
  raw.socket.close();
  closeAll([watcher]);
});

it("sends the latest state's version by default from backroom/client, and none when told not to", async () => {
  const { match, token, watcher } = await newMatch("versioned/client");
  const sent: Record<string, unknown>[] = [];
  const recording = (url: string): SocketLike => {
    const socket = wsSocket(url);
    return {
      get readyState() {
        return socket.readyState;
      },
      send: (data) => {
        sent.push(JSON.parse(data));
        socket.send(data);
      },
      close: (code, reason) => socket.close(code, reason),
      addEventListener: (type, listener) => socket.addEventListener(type, listener),
    };
  };
  const seat = new Seat(running.server.url, match.id, token, undefined, undefined, recording);
  await seat.until(() => seat.states.length > 0, "first state");
  const [chosen, other] = seat.latest.legal as [unknown, unknown];
  expect(await seat.connection.act(chosen)).toBe(1);
  expect(sent.find((frame) => frame.type === "act")).toMatchObject({ expectedVersion: 0 });
  await seat.untilVersion(1);
  // Chosen at version 0, sent now: refused, with the version to choose at.
  await expect(seat.connection.act(other ?? chosen, { expectedVersion: 0 })).rejects.toMatchObject({
    code: "stale-version",
    version: 1,
  });
  // `null` sends no version: the rules alone judge the act, even one chosen at version 0.
  const unversioned = seat.connection.act(other ?? chosen, { id: "plain", expectedVersion: null });
  await expect(unversioned).rejects.toMatchObject({ code: "illegal-action" });
  const plain = sent.find((frame) => frame.id === "plain");
  expect(plain).toBeDefined();
  expect(plain).not.toHaveProperty("expectedVersion");
  closeAll([seat, watcher]);
});
