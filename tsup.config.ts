import { defineConfig } from "tsup";

// No `clean`: the builds below run in parallel, and a cleaning build deletes the declaration files
// another one has already written. `npm run build` empties dist/ first instead.
export default defineConfig([
  {
    entry: {
      index: "src/index.ts",
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
  },
  {
    entry: { "cli/main": "src/cli/main.ts" },
    format: ["esm"],
    platform: "node",
    target: "node20",
    sourcemap: true,
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
    // Its bot worker is loaded by tinypool from dist/server/bot-worker.js.
    entry: { "server/index": "src/server/index.ts", "server/bot-worker": "src/server/match/bot-worker.ts" },
    format: ["esm"],
    platform: "node",
    target: "node20",
    sourcemap: true,
    dts: { entry: { "server/index": "src/server/index.ts" } },
  },
]);
