import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

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

// No `clean`: the builds below run in parallel, and a cleaning build deletes the declaration files
// another one has already written. `npm run build` empties dist/ first instead.
export default defineConfig([
  {
    entry: {
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
    },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: "es2022",
    platform: "neutral",
    // Node's built-ins, for the `node` entry only (its CommonJS build gets `import.meta.url` from
    // the file's name: tsup converts split chunks to CommonJS with Rollup, which fills it in).
    external: [/^node:/],
    onSuccess: async () => copyPolicies(),
  },
  {
    entry: { "cli/main": "src/cli/main.ts" },
    format: ["esm"],
    platform: "node",
    target: "node20",
    // No source map: a program, not an API, whose unminified bundle is what a stack trace shows
    // (its map, with every source inlined, would weigh more than twice the bundle).
    sourcemap: false,
    banner: { js: "#!/usr/bin/env node" },
  },
  {
    // The simulator (Node only: worker threads), its worker loaded by tinypool from dist/sim/worker.js.
    entry: { "sim/index": "src/sim/index.ts", "sim/worker": "src/sim/worker.ts" },
    format: ["esm"],
    platform: "node",
    target: "node20",
    sourcemap: true,
    dts: { entry: { "sim/index": "src/sim/index.ts" } },
  },
  {
    // The match server (Node only, ESM only); its packages are optional peers, so never bundled.
    // Its bot worker is loaded by tinypool from dist/server/bot-worker.js, and its embedded database
    // runs on a worker thread from dist/server/pglite-worker.js.
    entry: {
      "server/index": "src/server/index.ts",
      "server/bot-worker": "src/server/match/bot-worker.ts",
      "server/pglite-worker": "src/server/storage/pglite-worker.ts",
    },
    format: ["esm"],
    platform: "node",
    target: "node20",
    sourcemap: true,
    dts: { entry: { "server/index": "src/server/index.ts" } },
  },
]);
