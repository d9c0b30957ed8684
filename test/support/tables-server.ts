/**
 * The tables as `backroom serve` has them, without packing: web/ built by Vite into a temporary
 * folder and served at `/` by a match server started in this process (PGlite in memory, port 0 on
 * loopback), so a page reaches the tables, the API and the sockets on one origin, under the page's
 * Content-Security-Policy.
 */
import { rmSync } from "node:fs";
import type { MatchServer } from "backroom/server";
import { buildTables } from "./build-tables.js";
import { startLoopbackServer } from "./loopback-server.js";

/** A match server serving freshly built tables at `url`; `close` stops it and removes the build. */
export async function serveTables(): Promise<{ url: string; server: MatchServer; close(): Promise<void> }> {
  const root = await buildTables();
  const { server, close } = await startLoopbackServer({ web: { root } });
  return {
    url: server.url,
    server,
    async close() {
      await close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
