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
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
