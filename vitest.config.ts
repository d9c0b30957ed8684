import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    // Examples import the package by name, as users do; tests resolve it to the sources.
    alias: [
      {
        find: /^backroom\/(tiefe-taschen|kohle-kies-knete|campaign|slush-fund)$/,
        replacement: src("games/$1/index.ts"),
      },
      { find: /^backroom$/, replacement: src("index.ts") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["test/browser/**", "**/node_modules/**"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
