/**
 * A real match server for a test: started in this process on a free loopback port (port 0), over
 * PGlite in memory, with no bot delay unless the test says otherwise.
 */
import {
  type MatchServer,
  type MatchServerOptions,
  openPgliteStorage,
  startMatchServer,
} from "backroom/server";

/** Starts a match server on 127.0.0.1 over a fresh in-memory database; `close` stops both. */
export async function startLoopbackServer(
  options: Partial<MatchServerOptions> = {},
): Promise<{ server: MatchServer; close(): Promise<void> }> {
  const storage = await openPgliteStorage();
  const server = await startMatchServer({ storage, port: 0, host: "127.0.0.1", botDelayMs: 0, ...options });
  return {
    server,
    async close() {
      await server.close();
      await storage.close();
    },
  };
}
