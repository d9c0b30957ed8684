import { availableParallelism } from "node:os";
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
    // One embedded database folder initialised per run, which server tests copy (test/support/data-folder.ts).
    globalSetup: ["test/support/pglite-template.setup.ts"],
    // Timeouts only catch hangs: the heaviest tests (a match played through a server killed and
    // restarted) take about 80 s on a 2-core machine at load 15; that leaves room for a busier machine.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: "forks",
    // One test file per core, and one more. Vitest's default keeps one core free (one worker on a
    // 2-core machine), but most files spend much of their time waiting on servers, child processes,
    // sockets and timers, which other files fill: on 2 cores two workers kept the cores 68% busy,
    // three 95%.
    maxWorkers: availableParallelism() + 1,
    // Test files share a worker's module cache: importing the engines, the server and their
    // dependencies once per worker instead of once per file (115 files) takes minutes off the suite.
    // Tests therefore do not rely on a module's fresh state (policy-file.test.ts resets what it needs).
    isolate: false,
  },
});
