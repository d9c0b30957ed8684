/**
 * The hostile corpus against a live `backroom serve --data` process with small limits: NUL and
 * oversized ids, names and frames, hello-less sockets past the timeout, a creation flood and a
 * seat-squatting client. Throughout, a victim match keeps being played, and the process never exits.
 */
import { rm } from "node:fs/promises";
import { createLobbyClient } from "backroom/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WebSocket } from "ws";
import { freshDataFolder } from "../support/data-folder.js";
import { closeAll, Seat, type ServerProcess, spawnServer } from "./harness.js";

let folder = "";
let server: ServerProcess;
beforeAll(async () => {
  folder = await freshDataFolder("backroom-hostile-");
  server = await spawnServer([
    "--data",
    folder,
    "--allow-seeds",
    ...["--limit", "helloTimeoutMs=300", "--limit", "createsPerMinute=8", "--limit", "joinsPerMinute=12"],
    ...[
      "--limit",
      "seatConnectMs=1000",
      "--limit",
      "sweepIntervalMs=200",
      "--limit",
      "connectionsPerAddress=20",
    ],
  ]);
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  if (folder) await rm(folder, { recursive: true, force: true });
});

const alive = () => expect(server.child.exitCode).toBeNull();

/**
 * Opens a raw socket, sends `frames` once open, and resolves with what came back and the close code
 * once the server closes it, or once `answers` messages arrived (then it is closed here).
 */
function rawExchange(
  path: string,
  frames: (string | Buffer)[],
  answers = Number.POSITIVE_INFINITY,
): Promise<{ messages: { type?: string; code?: string }[]; code: number | undefined; status?: number }> {
  return new Promise((resolve) => {
    const messages: { type?: string; code?: string }[] = [];
    const socket = new WebSocket(`${server.url.replace("http", "ws")}${path}`);
    socket.on("message", (data) => {
      messages.push(JSON.parse(String(data)));
      if (messages.length >= answers) {
        resolve({ messages, code: undefined });
        socket.terminate();
      }
    });
    socket.on("open", () => {
      for (const frame of frames) socket.send(frame);
    });
    socket.on("unexpected-response", (_request, response) =>
      resolve({ messages, code: undefined, status: response.statusCode }),
    );
    socket.on("error", () => {});
    socket.on("close", (code) => resolve({ messages, code }));
  });
}

it("survives the corpus and keeps a victim match playing", { timeout: 90_000 }, async () => {
  const lobby = createLobbyClient(server.url);
  const victim = await lobby.create({ game: "slush-fund", players: 3, seed: "victim" });
  const tokens: string[] = [];
  for (let seat = 0; seat < 3; seat++) tokens.push((await lobby.join(victim.id, { seat })).token);
  const seats = tokens.map((token) => new Seat(server.url, victim.id, token));
  await Promise.all(seats.map((seat) => seat.untilVersion(0)));
  let version = 0;
  const play = async () => {
    const state = (seats[0] as Seat).latest;
    const seat = seats[state.toAct[0] as number] as Seat;
    await seat.untilVersion(version);
    version = await seat.connection.act(seat.latest.legal[0]);
    await Promise.all(seats.map((s) => s.untilVersion(version)));
  };

  // NUL and oversized ids on every route and on the socket.
  for (const path of ["/matches/%00", "/matches/a%00b/record", `/matches/${"x".repeat(5000)}`]) {
    expect((await fetch(`${server.url}${path}`)).status).toBeGreaterThanOrEqual(400);
  }
  expect((await rawExchange("/matches/a%00b/socket", [JSON.stringify({ type: "hello" })])).status).toBe(400);
  await play();

  // A NUL in a name, an oversized name, an oversized and a binary frame, a NUL in an act's fields.
  const named = await fetch(`${server.url}/matches/${victim.id}/join`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "a\u0000b" }),
  });
  expect([201, 409]).toContain(named.status);
  const huge = await fetch(`${server.url}/matches/${victim.id}/join`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "n".repeat(100_000) }),
  });
  expect(huge.status).toBe(413);
  expect((await rawExchange(`/matches/${victim.id}/socket`, ["x".repeat(10_000)])).code).toBe(1009);
  const odd = await rawExchange(
    `/matches/${victim.id}/socket`,
    [
      JSON.stringify({ type: "hello", token: tokens[0] }),
      JSON.stringify({
        type: "act",
        token: tokens[0],
        action: { type: "x\u0000", player: 0 },
        ref: 1,
        id: "a\u0000",
      }),
      Buffer.from([0, 1, 2]),
    ],
    5,
  ); // welcome, state, table and the two refusals (the binary one is answered at once)
  expect(odd.messages.map((m) => m.code ?? m.type).sort()).toEqual([
    "bad-message",
    "binary-frame",
    "state",
    "table",
    "welcome",
  ]);
  await play();

  // Hello-less sockets are closed after the timeout.
  const silent = await Promise.all([1, 2, 3].map(() => rawExchange(`/matches/${victim.id}/socket`, [])));
  for (const socket of silent) expect(socket.code).toBe(1008);
  await play();

  // A creation flood: the first few are created, then 429, and the server still answers.
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    statuses.push(
      (
        await fetch(`${server.url}/matches`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ game: "slush-fund", players: 3 }),
        })
      ).status,
    );
  }
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  await play();

  // A squatter takes every free seat it can and never connects: the joins are throttled, and the
  // seats come free again.
  const open = (await lobby.matches()).filter((m) => m.id !== victim.id);
  const squatted: string[] = [];
  const refused: number[] = [];
  for (const match of open) {
    for (const s of match.seats) {
      const response = await fetch(`${server.url}/matches/${match.id}/join`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ seat: s.seat }),
      });
      if (response.status === 201) squatted.push(match.id);
      else refused.push(response.status);
    }
  }
  expect(refused).toContain(429);
  const target = squatted[0] as string;
  for (let i = 0; i < 50 && (await lobby.match(target)).seats.some((s) => s.taken); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await lobby.match(target)).seats.every((s) => !s.taken)).toBe(true);
  await play();

  alive();
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
  closeAll(seats);
});
