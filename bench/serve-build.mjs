/**
 * A match server for the throughput benchmark, started from a build folder (`node
 * bench/serve-build.mjs <dist> <data folder>`), so the benchmark can run an older build beside the
 * current one in separate processes. Prints `{"url": …}` on its first line; stops on SIGTERM.
 */
import { pathToFileURL } from "node:url";

const [dist, folder] = process.argv.slice(2);
if (!dist || !folder) throw new Error("usage: serve-build.mjs <dist> <data folder>");
const { openPgliteStorage, startMatchServer } = await import(pathToFileURL(`${dist}/server/index.js`).href);
const storage = await openPgliteStorage(folder);
const server = await startMatchServer({
  storage,
  botDelayMs: 0,
  rateLimit: { burst: 1000, perSecond: 1000 },
  // One client address plays every seat here: the per-address limits are raised out of the way.
  limits: {
    requestsPerMinute: 1_000_000,
    createsPerMinute: 1_000_000,
    joinsPerMinute: 1_000_000,
    connectionsPerAddress: 10_000,
    minBotDelayMs: 0,
    minIsmctsDelayMs: 0,
  },
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on("SIGTERM", async () => {
  await server.close();
  await storage.close();
  process.exit(0);
});
