import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { sourceAliases } from "../../scripts/source-aliases.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The playground imports the package by name (`backroom`, `backroom/<game>`), as a user's app does;
 * these aliases point those names at the sources so it runs without `npm run build`.
 */
export default defineConfig({
  root: here,
  base: "./",
  resolve: {
    alias: sourceAliases,
  },
  server: { fs: { allow: [repo] } },
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  clearScreen: false,
});
