/** The tables (web/) built by Vite into a temporary folder, as `npm run build` builds them into dist/web/. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const CONFIG = fileURLToPath(new URL("../../web/vite.config.ts", import.meta.url));

/** Builds web/ into a new temporary folder and returns its path (the caller removes it). */
export async function buildTables(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "backroom-tables-"));
  await build({ configFile: CONFIG, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  return outDir;
}
