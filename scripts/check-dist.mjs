// Loads every entry point of the built package through both module systems, by package name,
// so a broken exports map or a CJS/ESM mismatch fails CI.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const subpaths = ["", "/tiefe-taschen", "/kohle-kies-knete", "/campaign", "/slush-fund"];
for (const subpath of subpaths) {
  const name = `backroom${subpath}`;
  const esm = await import(name);
  const cjs = require(name);
  if (Object.keys(esm).length === 0 || Object.keys(cjs).length === 0)
    throw new Error(`${name} exports nothing`);
  console.log(`ok ${name}: ${Object.keys(esm).length} ESM / ${Object.keys(cjs).length} CJS exports`);
}
const { games, createMatch } = await import("backroom");
if (typeof createMatch !== "function" || typeof games !== "object")
  throw new Error("root export is incomplete");
