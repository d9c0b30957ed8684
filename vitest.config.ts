import { defineConfig } from "vitest/config";
import { sourceAliases } from "./scripts/source-aliases.js";

export default defineConfig({
  resolve: {
    // Examples import the package by name, as users do; tests resolve it to the sources.
    alias: sourceAliases,
  },
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["test/browser/**", "test/playground/**", "**/node_modules/**"],
    // Timeouts only catch hangs: the heaviest tests (ISMCTS win shares on worker threads) take about
    // 50 s on a 2-core machine at load 12; six times that leaves room for a busier machine.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
