/**
 * The tables as `backroom serve` has them, without packing: web/ built by Vite into a temporary
 * folder and served at `/` by a match server started in this process (PGlite in memory, port 0 on
 * loopback), so a page reaches the tables, the API and the sockets on one origin, under the page's
 * Content-Security-Policy.
 */
import { rmSync } from "node:fs";
import { type MatchServer, openPgliteStorage, startMatchServer } from "backroom/server";
import { buildTables } from "./build-tables.js";

/** A match server serving freshly built tables at `url`; `close` stops it and removes the build. */
export async function serveTables(): Promise<{ url: string; server: MatchServer; close(): Promise<void> }> {
  const root = await buildTables();
  const storage = await openPgliteStorage();
  const server = await startMatchServer({
    storage,
    port: 0,
    host: "127.0.0.1",
    botDelayMs: 0,
    web: { root },
  });
  return {
    url: server.url,
    server,
    async close() {
      await server.close();
      await storage.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
