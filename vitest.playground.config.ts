import { defineConfig } from "vitest/config";
import { sourceAliases } from "./scripts/source-aliases.js";

/** The playground's end-to-end check: builds web with Vite and plays it in Chromium. */
export default defineConfig({
  resolve: {
    // The test replays the page's records with the engine, resolved to the sources as the page is.
    alias: sourceAliases,
  },
  test: {
    include: ["test/playground/**/*.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: "forks",
    fileParallelism: false,
    // Two games play at once, each in its own page of one Chromium: the page and the test take turns waiting.
    maxConcurrency: 2,
  },
});
