/**
 * A server given its storage's promise listens at once: `/health` says `starting`, the routes that
 * need no storage answer, the ones that do answer 503 `starting` with `retry-after` (nothing done),
 * and once the storage opens everything works and `ready` tells the matches resumed. The lobby
 * client asks a starting server again by itself; a storage that cannot open fails `ready`.
 */

import { createLobbyClient, MatchServerError, STARTING_ATTEMPTS } from "backroom/client";
import { type MatchStorage, openPgliteStorage, startMatchServer } from "backroom/server";
import { expect, it, onTestFinished } from "vitest";
import { QUICK_SERVER } from "./harness.js";

/** A promise and the means to settle it from the test. */
function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: Error): void } {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

it("listens before its storage is open, refusing only what needs the storage, then serves everything", async () => {
  const opening = deferred<MatchStorage>();
  const server = await startMatchServer({ ...QUICK_SERVER, storage: opening.promise, web: false });
  onTestFinished(() => server.close());
  const get = (path: string) => fetch(`${server.url}${path}`);

  const health = await get("/health");
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true, storage: "starting" });
  expect((await get("/games")).status).toBe(200);
  expect((await get("/config")).status).toBe(200);
  for (const path of ["/matches", "/matches/finished", "/matches/abcdefgh12345678"]) {
    const refused = await get(path);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toMatchObject({ error: "starting" });
  }
  const created = await fetch(`${server.url}/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "slush-fund", players: 3, bots: ["random", "random", "random"] }),
  });
  expect(created.status).toBe(503);
  expect(server.resumedMatches).toBe(0);

  const storage = await openPgliteStorage();
  onTestFinished(() => storage.close());
  // The lobby client asks again while the server starts, and gets its answer once the storage opens.
  const lobby = createLobbyClient(server.url);
  const listed = lobby.matches();
  await new Promise((wait) => setTimeout(wait, 50));
  opening.resolve(storage);
  expect(await server.ready).toBe(0);
  expect(await listed).toEqual([]);
  expect(await (await get("/health")).json()).toEqual({ ok: true, storage: "ready" });
  const match = await lobby.create({ game: "slush-fund", players: 3, bots: ["random", "random", "random"] });
  expect((await lobby.match(match.id)).id).toBe(match.id);
  expect(await storage.countOpenMatches()).toBe(1); // the refused creation made nothing
});

it("fails `ready` when the storage cannot open, and says so on every route that needs it", async () => {
  const opening = deferred<MatchStorage>();
  const server = await startMatchServer({ ...QUICK_SERVER, storage: opening.promise, web: false });
  onTestFinished(() => server.close());
  opening.reject(new Error("the data folder is in use"));
  await expect(server.ready).rejects.toThrow("the data folder is in use");
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ ok: false, storage: "failing" });
  const refused = await fetch(`${server.url}/matches`);
  expect(refused.status).toBe(500);
  expect(await refused.json()).toMatchObject({ error: "internal" });
  expect((await fetch(`${server.url}/games`)).status).toBe(200);
});

it("closes while its storage is still opening, and starts nothing on it once it opens", async () => {
  const opening = deferred<MatchStorage>();
  const server = await startMatchServer({ ...QUICK_SERVER, storage: opening.promise, web: false });
  await server.close();
  await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  const storage = await openPgliteStorage();
  onTestFinished(() => storage.close());
  opening.resolve(storage);
  expect(await server.ready).toBe(0);
  expect(server.resumedMatches).toBe(0);
});

it("gives up asking a server that keeps starting after STARTING_ATTEMPTS requests", async () => {
  let asked = 0;
  const lobby = createLobbyClient("http://server.invalid", {
    fetch: async () => {
      asked++;
      return {
        ok: false,
        status: 503,
        json: async () => ({ error: "starting", message: "the server is starting" }),
      };
    },
  });
  const refusal = await lobby.games().catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(MatchServerError);
  expect(refusal).toMatchObject({ code: "starting", status: 503 });
  expect(asked).toBe(STARTING_ATTEMPTS);
}, 30_000);
