/**
 * A match server for every game in ten lines, on the package's `backroom/server` subpath: matches
 * are kept in an embedded PostgreSQL (PGlite) in `./matches` and survive restarts. Run it with
 * `npx tsx examples/server/server.ts`; the protocol is in docs/guides/match-server.md.
 */
import { openPgliteStorage, startMatchServer } from "backroom/server";

/** Starts the example server on a data folder (port 0 picks a free port). */
export async function startExampleServer(folder = "./matches", port = 8080) {
  const storage = await openPgliteStorage(folder);
  const server = await startMatchServer({ storage, port, botDelayMs: 300 });
  const close = async () => {
    await server.close();
    await storage.close();
  };
  return { server, close };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { server } = await startExampleServer();
  console.log(`match server on ${server.url}`);
}
