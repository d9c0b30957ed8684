import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { sourceAliases } from "../scripts/source-aliases.js";
import { shippedPolicyFiles } from "../src/bots/policies/index.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("..", import.meta.url));

/**
 * The `learned` bot's policy files at `policies/<file>`, where the page fetches them (as
 * `backroom serve` serves them): from src/bots/policies/ on the dev and preview servers; the build
 * leaves them out, since the package ships them once, in dist/policies/.
 */
function shippedPolicies(): Plugin {
  const files = new Set(Object.values(shippedPolicyFiles).flatMap((counts) => Object.values(counts)));
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const file = request.url?.split("?")[0]?.replace(/^\//, "");
    if (file === undefined || !files.has(file)) return next();
    response.setHeader("Content-Type", "application/json");
    createReadStream(`${repo}src/bots/policies/${file}`).pipe(response);
  };
  return {
    name: "backroom-shipped-policies",
    configureServer: (server) => void server.middlewares.use("/policies", serve),
    configurePreviewServer: (server) => void server.middlewares.use("/policies", serve),
  };
}

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
  plugins: [shippedPolicies()],
  server: { fs: { allow: [repo] }, ...(matchServer ? { proxy: matchServerProxy(matchServer) } : {}) },
  preview: matchServer ? { proxy: matchServerProxy(matchServer) } : {},
  // `npm run build` puts the tables into the package (dist/web/), served by `backroom serve` at `/`.
  build: { target: "es2022", outDir: `${repo}dist/web`, emptyOutDir: true },
  clearScreen: false,
});
