/**
 * Module aliases that resolve the package's own names (`backroom`, `backroom/<game>`) to the
 * sources, so examples, the playground and tests import the package exactly as users do, without a build.
 */
import { fileURLToPath } from "node:url";

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** Vite/Vitest `resolve.alias` entries for the package name, its game subpaths, server, client and rl. */
export const sourceAliases = [
  {
    find: /^backroom\/(tiefe-taschen|kohle-kies-knete|campaign|slush-fund)$/,
    replacement: src("games/$1/index.ts"),
  },
  { find: /^backroom\/server$/, replacement: src("server/index.ts") },
  { find: /^backroom\/client$/, replacement: src("client/index.ts") },
  { find: /^backroom\/rl$/, replacement: src("rl/index.ts") },
  { find: /^backroom$/, replacement: src("index.ts") },
];
