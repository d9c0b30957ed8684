// Loads every entry point of the built package through both module systems, by package name,
// so a broken exports map or a CJS/ESM mismatch fails CI.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const subpaths = ["", "/tiefe-taschen", "/kohle-kies-knete", "/campaign", "/slush-fund", "/client", "/rl"];
for (const subpath of subpaths) {
  const name = `backroom${subpath}`;
  const esm = await import(name);
  const cjs = require(name);
  if (Object.keys(esm).length === 0 || Object.keys(cjs).length === 0)
    throw new Error(`${name} exports nothing`);
  console.log(`ok ${name}: ${Object.keys(esm).length} ESM / ${Object.keys(cjs).length} CJS exports`);
}
// The protocol documents, by their package paths (JSON: require, and import with its attribute).
for (const document of ["openapi.json", "socket.schema.json"]) {
  const name = `backroom/protocol/${document}`;
  const esm = (await import(name, { with: { type: "json" } })).default;
  if (JSON.stringify(esm) !== JSON.stringify(require(name)) || !(esm.openapi || esm.$defs)) {
    throw new Error(`${name} is not the protocol document`);
  }
  console.log(`ok ${name}`);
}
const { games, createMatch } = await import("backroom");
if (typeof createMatch !== "function" || Object.keys(games).length !== 4) {
  throw new Error("root export is incomplete");
}
// The simulator is Node-only and ESM-only.
const { simulate } = await import("backroom/sim");
const summary = await simulate({
  game: "slush-fund",
  players: 3,
  bots: ["random"],
  games: 4,
  seed: "dist",
  workers: 2,
});
if (summary.games !== 4) throw new Error("backroom/sim did not play its games");
console.log("ok backroom/sim: 4 games on 2 workers from dist");
// The match server is Node-only and ESM-only: serve one match of bots on an in-memory database.
const { openPgliteStorage, startMatchServer } = await import("backroom/server");
const { connectToMatch, createLobbyClient } = await import("backroom/client");
const { WebSocket } = await import("ws");
const storage = await openPgliteStorage();
const server = await startMatchServer({ storage, botDelayMs: 0 });
const lobby = createLobbyClient(server.url);
const created = await lobby.create({ game: "slush-fund", players: 3, bots: ["random", "random", "random"] });
const final = await new Promise((resolve) => {
  connectToMatch({
    baseUrl: server.url,
    matchId: created.id,
    socket: (url) => new WebSocket(url),
    onState: (state) => state.outcome !== null && resolve(state),
  });
});
// The tables ship in dist/web and the server finds them there by itself.
const page = await fetch(`${server.url}/`);
const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
const asset = script === undefined ? undefined : await fetch(`${server.url}/${script}`);
await server.close();
await storage.close();
if (page.status !== 200 || !page.headers.get("content-security-policy") || asset?.status !== 200) {
  throw new Error(`backroom/server does not serve the tables from dist/web (GET / answered ${page.status})`);
}
console.log(`ok backroom/server and backroom/client: a bot match of ${final.version} actions from dist`);
console.log(`ok the tables at / and ${script} from dist/web`);
