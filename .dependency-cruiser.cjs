/**
 * The import rules of src/ (`npm run check:deps`, in CI): no circle anywhere (type-only imports
 * included), and the layers of docs/architecture.md — each folder imports only the folders below
 * it, browser-safe folders import nothing Node-only or server-only, and a game never imports
 * another game.
 */

// Code that must run in a browser: the root entry point and everything it or a browser subpath loads.
const BROWSER_SAFE = "^src/(core|games|encoding|bots|rl|client)/|^src/index\\.ts$";
// Packages only the match server, the simulator or a database may load.
const SERVER_ONLY_PACKAGES =
  "^(node_modules/)?(fastify|@fastify/[^/]+|ws|pg|pg-[^/]+|@electric-sql/pglite|prom-client|tinypool)(/|$)";

/** A rule that keeps `from` away from the project folders (under src/) named in `folders`. */
function layer(name, comment, from, folders) {
  return {
    name,
    comment,
    severity: "error",
    from: { path: from },
    to: { path: `^src/(${folders.join("|")})/|^src/index\\.ts$` },
  };
}

/** A rule that keeps the server room `from` away from the other rooms of src/server named in `rooms`. */
function room(from, comment, rooms) {
  return {
    name: `server-${from}-imports-only-lower-rooms`,
    comment,
    severity: "error",
    from: { path: `^src/server/${from}/` },
    to: { path: `^src/server/(${rooms.join("|")})/` },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A module reaches itself through its imports; type-only imports count too.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import the checker cannot resolve would hide it from every other rule.",
      severity: "error",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
    layer(
      "core-imports-no-other-layer",
      "src/core is the bottom layer: it imports nothing else of the project.",
      "^src/core/",
      ["games", "encoding", "bots", "rl", "client", "sim", "server", "cli"],
    ),
    layer("games-import-only-core", "A game builds on src/core alone.", "^src/games/", [
      "encoding",
      "bots",
      "rl",
      "client",
      "sim",
      "server",
      "cli",
    ]),
    {
      name: "a-game-imports-no-other-game",
      comment: "A game folder imports no other game folder (nor the registry that lists them all).",
      severity: "error",
      from: { path: "^src/games/([^/]+)/" },
      to: { path: "^src/games/", pathNot: "^src/games/$1/" },
    },
    layer(
      "encoding-imports-core-and-games",
      "The encodings (action spaces and observations) build on src/core and the games.",
      "^src/encoding/",
      ["bots", "rl", "client", "sim", "server", "cli"],
    ),
    layer(
      "bots-import-core-games-encoding",
      "Bots build on src/core, the games and the encodings (the policy bots read observations).",
      "^src/bots/",
      ["rl", "client", "sim", "server", "cli"],
    ),
    layer(
      "rl-imports-core-games-bots",
      "The RL layer builds on src/core, the games, the encodings and the bots.",
      "^src/rl/",
      ["client", "sim", "server", "cli"],
    ),
    layer(
      "client-imports-core-and-games",
      "The browser client builds on src/core and the games.",
      "^src/client/",
      ["encoding", "bots", "rl", "sim", "server", "cli"],
    ),
    layer(
      "sim-imports-core-games-bots",
      "The simulator builds on src/core, the games, the encodings and the bots.",
      "^src/sim/",
      ["rl", "client", "server", "cli"],
    ),
    layer(
      "server-imports-core-games-bots-client-sim",
      "The match server builds on src/core, the games, the bots, the client's protocol and the simulator.",
      "^src/server/",
      ["rl", "cli"],
    ),
    // The rooms of src/server (docs/architecture.md), bottom up: guards, storage, http and table,
    // match, socket; the wiring (server.ts, index.ts) sits on top and no room imports it.
    room("guards", "The guards (limits, names, ids, tokens) import no other room.", [
      "storage",
      "http",
      "table",
      "match",
      "socket",
    ]),
    room("storage", "Storage builds on the guards alone.", ["http", "table", "match", "socket"]),
    room("http", "HTTP parsing, errors and logs build on the guards and the storage.", [
      "table",
      "match",
      "socket",
    ]),
    room("table", "The table builds on the guards and the storage.", ["http", "match", "socket"]),
    room("match", "Matches build on the guards, the storage and the table.", ["http", "socket"]),
    {
      name: "server-rooms-import-no-wiring",
      comment: "No room of src/server imports the wiring at its top (server.ts, index.ts).",
      severity: "error",
      from: { path: "^src/server/[^/]+/" },
      to: { path: "^src/server/[^/]+\\.ts$" },
    },
    layer(
      "root-entry-is-browser-safe",
      "The package root exports the core, the games and the bots (with the encodings they read) only.",
      "^src/index\\.ts$",
      ["rl", "client", "sim", "server", "cli"],
    ),
    {
      name: "browser-safe-no-node-builtin",
      comment: "Browser-safe code imports no Node built-in module (node:fs, path, worker_threads, …).",
      severity: "error",
      from: { path: BROWSER_SAFE },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "browser-safe-no-server-package",
      comment:
        "Browser-safe code imports no server-only package (fastify, ws, pg, PGlite, prom-client, tinypool).",
      severity: "error",
      from: { path: BROWSER_SAFE },
      to: { path: SERVER_ONLY_PACKAGES },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
