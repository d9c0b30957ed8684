// Loads every entry point of the built package through both module systems, by package name,
// so a broken exports map or a CJS/ESM mismatch fails CI; the learned bot plays from each place
// that reads its policy files (both roots, the simulator's workers, the server, the command line).
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
// The learned bot reads its policy from dist/policies/ through both module systems' root.
for (const [system, root] of [
  ["ESM", await import("backroom")],
  ["CJS", require("backroom")],
]) {
  await root.loadBots(root.games["slush-fund"], ["learned"], 3);
  const bot = root.createBot("learned", root.games["slush-fund"], {}, 3);
  const state = root.games["slush-fund"].setup({ players: 3, seed: "dist" });
  const seat = root.games["slush-fund"].toAct(state)[0];
  const legal = root.games["slush-fund"].legalActions(state, seat);
  const view = root.games["slush-fund"].viewFor(state, seat);
  if (!legal.includes(bot.act(view, legal, root.createRandom("dist")))) {
    throw new Error(`the learned bot from the ${system} root chose an illegal action`);
  }
  console.log(`ok backroom (${system}): the learned bot plays from dist/policies`);
}
// The simulator is Node-only and ESM-only.
const { simulate } = await import("backroom/sim");
const summary = await simulate({
  game: "slush-fund",
  players: 3,
  bots: ["random", "learned"],
  games: 4,
  seed: "dist",
  workers: 2,
});
if (summary.games !== 4) throw new Error("backroom/sim did not play its games");
console.log("ok backroom/sim: 4 games of random and learned bots on 2 workers from dist");
// The match server is Node-only and ESM-only: serve one match of bots on an in-memory database.
const { openPgliteStorage, startMatchServer } = await import("backroom/server");
const { connectToMatch, createLobbyClient } = await import("backroom/client");
const { WebSocket } = await import("ws");
const storage = await openPgliteStorage();
const server = await startMatchServer({ storage, botDelayMs: 0 });
const lobby = createLobbyClient(server.url);
const created = await lobby.create({ game: "slush-fund", players: 3, bots: ["random", "learned", "random"] });
const final = await new Promise((resolve) => {
  connectToMatch({
    baseUrl: server.url,
    matchId: created.id,
    socket: (url) => new WebSocket(url),
    onState: (state) => state.outcome !== null && resolve(state),
  });
});
// The tables ship in dist/web and the server finds them there by itself, and the policies beside them.
const page = await fetch(`${server.url}/`);
const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
const asset = script === undefined ? undefined : await fetch(`${server.url}/${script}`);
const policy = await fetch(`${server.url}/policies/slush-fund-3.json`);
await server.close();
await storage.close();
if (page.status !== 200 || !page.headers.get("content-security-policy") || asset?.status !== 200) {
  throw new Error(`backroom/server does not serve the tables from dist/web (GET / answered ${page.status})`);
}
if (policy.status !== 200 || (await policy.json()).game !== "slush-fund") {
  throw new Error(`backroom/server does not serve the policies from dist/policies (${policy.status})`);
}
console.log(
  `ok backroom/server and backroom/client: a match of random and learned bots, ${final.version} actions, from dist`,
);
console.log(
  `ok the tables at / and ${script} from dist/web, and /policies/slush-fund-3.json from dist/policies`,
);
// The command line plays the learned bot from dist (its own bundle, the same policy files).
const { execFileSync } = await import("node:child_process");
const cli = execFileSync(
  process.execPath,
  [
    "dist/cli/main.js",
    "simulate",
    "slush-fund",
    "--players",
    "3",
    "--bots",
    "learned,random",
    "--games",
    "2",
    "--json",
  ],
  { encoding: "utf8" },
);
if (JSON.parse(cli).games !== 2) throw new Error("the command line did not play the learned bot from dist");
console.log("ok dist/cli/main.js: 2 games with the learned bot");
