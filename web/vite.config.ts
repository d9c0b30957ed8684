import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { sourceAliases } from "../scripts/source-aliases.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("..", import.meta.url));

/** The match server's routes, forwarded to it (WebSockets too) so the page reaches it on its own origin. */
export function matchServerProxy(target: string) {
  return {
    "/health": { target },
    "/games": { target },
    "/config": { target },
    "/matches": { target, ws: true },
  };
}

/** A match server started separately (`BACKROOM_SERVER=http://127.0.0.1:8080`), for online play. */
const matchServer = process.env.BACKROOM_SERVER;

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
  server: { fs: { allow: [repo] }, ...(matchServer ? { proxy: matchServerProxy(matchServer) } : {}) },
  preview: matchServer ? { proxy: matchServerProxy(matchServer) } : {},
  // `npm run build` puts the tables into the package (dist/web/), served by `backroom serve` at `/`.
  build: { target: "es2022", outDir: `${repo}dist/web`, emptyOutDir: true },
  clearScreen: false,
});
