/**
 * Scale-out on a real PostgreSQL server: the test makes a temporary cluster (Debian's `postgresql`
 * package; `.ci/run` installs it), listening only on a Unix socket in a temporary folder, runs two
 * `backroom serve` processes on it, and plays one match with seats connected to both (and talking
 * across them).
 */
import { type AnyGame, createRandom, games, replay } from "backroom";
import { createLobbyClient } from "backroom/client";
import { openPostgresStorage } from "backroom/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  postgresBinaries,
  startTemporaryCluster,
  type TemporaryCluster,
} from "../support/postgres-cluster.js";
import { storedMatch } from "../support/stored-match.js";
import { closeAll, drive, Seat, type ServerProcess, spawnServer } from "./harness.js";

const bin = postgresBinaries("the scale-out test");
let cluster: TemporaryCluster | undefined;
let databaseUrl = "";
/** Starts the test's cluster again and waits until it accepts connections. */
const startCluster = () => cluster?.start();
/** Stops the cluster at once, as a crash or an outage would. */
const stopCluster = () => cluster?.stop();
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!bin) return;
  cluster = await startTemporaryCluster(bin);
  databaseUrl = cluster.url;
});

afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL");
  await cluster?.remove();
});

it.skipIf(!bin)(
  "two server processes on one PostgreSQL serve one match: either may take an action, both push it",
  async () => {
    const a = await spawnServer(["--database", databaseUrl, "--allow-seeds", "--bot-delay", "0"]);
    servers.push(a);
    const b = await spawnServer(["--database", databaseUrl, "--allow-seeds", "--bot-delay", "0"]);
    servers.push(b);
    const game = games["slush-fund"] as AnyGame;
    const match = await createLobbyClient(a.url).create({
      game: game.id,
      players: 3,
      bots: [null, null, "random"],
      seed: "pg",
    });
    // Seat 0 joins and plays through A, seat 1 through B; B's listing knows the match A created.
    expect((await createLobbyClient(b.url).matches()).map((m) => m.id)).toContain(match.id);
    const token0 = (await createLobbyClient(a.url).join(match.id, { seat: 0 })).token;
    const token1 = (await createLobbyClient(b.url).join(match.id, { seat: 1 })).token;
    await expect(createLobbyClient(a.url).join(match.id, { seat: 1 })).rejects.toMatchObject({
      code: "seat-taken",
    });
    const seat0 = new Seat(a.url, match.id, token0);
    const seat1 = new Seat(b.url, match.id, token1);
    const watchA = new Seat(a.url, match.id);
    const watchB = new Seat(b.url, match.id);
    await Promise.all([seat0, seat1, watchA, watchB].map((seat) => seat.untilVersion(0)));

    // Table talk crosses processes: a public line said through A reaches B's seat and spectator; a
    // private line said through B reaches its recipient on A and no spectator of either.
    const spoken = await seat0.connection.chat("Through A, to all");
    const whispered = await seat1.connection.chat("Through B, to seat 0", 0);
    const after = await seat0.connection.chat("Through A again");
    for (const seat of [seat0, seat1, watchA, watchB]) {
      await seat.until(() => seat.chat.some((line) => line.id === after.id), "the lines across processes");
    }
    expect(seat0.chat.map((line) => line.id)).toEqual([spoken.id, whispered.id, after.id]);
    expect(seat1.chat.map((line) => line.id)).toEqual([spoken.id, whispered.id, after.id]);
    for (const watcher of [watchA, watchB]) {
      expect(watcher.chat.map((line) => line.text)).toEqual(["Through A, to all", "Through A again"]);
    }

    // The same seat acting through both processes at once: the writes race on the version; each
    // attempt is either stored whole or refused, and both processes end at the same version.
    await watchA.until(() => watchA.latest.toAct.some((seat) => seat < 2), "a person to act");
    const racer = watchA.latest.toAct.find((seat) => seat < 2) as number;
    const [home, twin] =
      racer === 0 ? [seat0, new Seat(b.url, match.id, token0)] : [seat1, new Seat(a.url, match.id, token1)];
    await Promise.all([home.untilVersion(watchA.latest.version), twin.untilVersion(watchA.latest.version)]);
    const before = watchA.latest.version;
    const action = home.latest.legal[0];
    const results = await Promise.allSettled([home.connection.act(action), twin.connection.act(action)]);
    const accepted = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const r of results) {
      if (r.status === "rejected") expect((r.reason as { code: string }).code).toBe("stale-version");
    }
    // Accepted versions are distinct and follow the version the race started from.
    expect(new Set(accepted).size).toBe(accepted.length);
    for (const version of accepted) expect(version).toBeGreaterThan(before);

    await drive([seat0, seat1, undefined], watchB, createRandom("pg"));
    const final = watchB.latest.version;
    await Promise.all([seat0, seat1, watchA].map((seat) => seat.untilVersion(final)));
    const record = await createLobbyClient(b.url).record(match.id);
    const states = replay(game, record as never);
    expect(states.length - 1).toBe(final);
    expect(await createLobbyClient(a.url).record(match.id)).toEqual(record);
    expect((record as { chat: { text: string }[] }).chat.map((line) => line.text)).toEqual([
      "Through A, to all",
      "Through A again",
    ]);
    // Each seat saw exactly its own views, whichever process stored the action.
    for (const [seat, client] of [seat0, seat1].entries()) {
      for (const message of client.states) {
        expect(message.view).toEqual(JSON.parse(JSON.stringify(game.viewFor(states[message.version], seat))));
      }
    }
    expect(watchA.latest.outcome).toEqual(JSON.parse(JSON.stringify(game.outcome(states.at(-1)))));
    closeAll([seat0, seat1, watchA, watchB, twin]);
  },
);

it.skipIf(!bin)(
  "survives a PostgreSQL outage during hellos and acts, and serves again once the database is back",
  async () => {
    const server = await spawnServer(["--database", databaseUrl, "--allow-seeds"]);
    servers.push(server);
    const lobby = createLobbyClient(server.url);
    const match = await lobby.create({ game: "slush-fund", players: 3, seed: "outage" });
    const tokens: string[] = [];
    for (let seat = 0; seat < 3; seat++) tokens.push((await lobby.join(match.id, { seat })).token);
    // A match this process has never loaded (another process created it).
    const other = await openPostgresStorage(databaseUrl);
    const unloaded = "unloaded-match-1";
    await other.createMatch(
      {
        ...storedMatch(unloaded, "slush-fund", (games["slush-fund"] as AnyGame).version, "elsewhere"),
        botDelayMs: 500,
      },
      600,
    );
    // Its turn clock is stored by the same statement.
    expect((await other.turnSeconds([unloaded])).get(unloaded)).toBe(600);
    await other.close();
    const watcher = new Seat(server.url, match.id);
    await watcher.untilVersion(0);
    const toAct = watcher.latest.toAct[0] as number;
    const seat = new Seat(server.url, match.id, tokens[toAct]);
    await seat.untilVersion(0);
    const action = seat.latest.legal[0];

    stopCluster();
    try {
      await expect(seat.connection.act(action)).rejects.toMatchObject({ code: "internal" });
      const spectator = new Seat(server.url, unloaded);
      await expect(spectator.connection.ready).rejects.toMatchObject({ code: "internal" });
      expect((await fetch(`${server.url}/matches/${match.id}`)).status).toBe(500);
      expect((await fetch(`${server.url}/health`)).status).toBe(503);
      expect(server.child.exitCode).toBeNull();
      closeAll([spectator]);
    } finally {
      startCluster();
    }
    // The pool reconnects by itself: health, hellos and acts work again on the same connections.
    for (let i = 0; i < 50 && (await fetch(`${server.url}/health`)).status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(await seat.connection.act(action)).toBe(1);
    const spectator = new Seat(server.url, unloaded);
    await spectator.untilVersion(0);
    expect(server.child.exitCode).toBeNull();
    closeAll([seat, watcher, spectator]);
  },
);
