import { cpSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

/**
 * The `learned` bot's policy files, copied once into dist/policies/ (never bundled: every build
 * reads them there at run time, and the tables fetch them from the server).
 */
function copyPolicies(): void {
  cpSync("src/bots/policies", "dist/policies", {
    recursive: true,
    filter: (source) => !source.endsWith(".ts"),
  });
}

/** The library's entry points, built as ES modules and as CommonJS. */
const LIBRARY = {
  index: "src/index.ts",
  // The package root as Node loads it (the `node` condition): the same, reading the policy files.
  node: "src/node.ts",
  "games/tiefe-taschen/index": "src/games/tiefe-taschen/index.ts",
  "games/kohle-kies-knete/index": "src/games/kohle-kies-knete/index.ts",
  "games/campaign/index": "src/games/campaign/index.ts",
  "games/slush-fund/index": "src/games/slush-fund/index.ts",
  // The match server's client: browser-safe, built with the games (backroom/client).
  client: "src/client/index.ts",
  // The research interface: encodings and environments, browser-safe (backroom/rl).
  rl: "src/rl/index.ts",
};

/** What every build shares: split chunks, tree-shaken, Node's built-ins left to Node. */
const SHARED: Options = {
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: "es2022",
  platform: "neutral",
  // Node's built-ins, for the Node-only entries (the CommonJS build of the `node` entry gets
  // `import.meta.url` from the file's name: tsup converts split chunks to CommonJS with Rollup,
  // which fills it in).
  external: [/^node:/],
};

// No `clean`: the builds below run in parallel, and a cleaning build deletes the declaration files
// another one has already written. `npm run build` empties dist/ first instead.
export default defineConfig([
  {
    // One ES module build for the library and the Node-only programs alike, so the engines, bots
    // and encodings are in it once, in chunks every entry shares (the library's CommonJS build
    // below is their only other copy); a browser entry's chunks hold only what it imports.
    entry: {
      ...LIBRARY,
      // The command line (its first line, `#!/usr/bin/env node`, is kept from the source).
      "cli/main": "src/cli/main.ts",
      // The simulator (Node only: worker threads), its worker loaded by tinypool from dist/sim/worker.js.
      "sim/index": "src/sim/index.ts",
      "sim/worker": "src/sim/worker.ts",
      // The match server (Node only); its packages are optional peers, so never bundled. Its bot
      // worker is loaded by tinypool from dist/server/bot-worker.js, and its embedded database runs
      // on a worker thread from dist/server/pglite-worker.js.
      "server/index": "src/server/index.ts",
      "server/bot-worker": "src/server/match/bot-worker.ts",
      "server/pglite-worker": "src/server/storage/pglite-worker.ts",
    },
    format: ["esm"],
    dts: { entry: { ...LIBRARY, "sim/index": "src/sim/index.ts", "server/index": "src/server/index.ts" } },
    ...SHARED,
    onSuccess: async () => copyPolicies(),
  },
  {
    entry: LIBRARY,
    format: ["cjs"],
    dts: true,
    ...SHARED,
  },
]);
