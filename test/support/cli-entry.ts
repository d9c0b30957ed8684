/**
 * How tests start the `backroom` command line in a child process: the built `dist/cli/main.js`
 * when it is newer than every source file, else the sources through tsx. A child on the sources
 * transforms the command line, the server and their worker threads' modules again (seconds of CPU
 * per start, and the suite starts a dozen servers); CI builds before it tests, so there the build
 * is fresh, and a source edited since the build sends the tests back to the sources.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILT = join(ROOT, "dist", "cli", "main.js");
const SOURCE = join(ROOT, "src", "cli", "main.ts");

/** The newest modification time of any file under `folder`, in milliseconds. */
function newestFile(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let cached: readonly string[] | undefined;

/** Whether the build in `dist/` is at least as new as every file under `src/`. */
function buildIsFresh(): boolean {
  return existsSync(BUILT) && statSync(BUILT).mtimeMs >= newestFile(join(ROOT, "src"));
}

/** Node's arguments that run the command line (before its own arguments): the fresh build, else the sources. */
export function cliEntry(): readonly string[] {
  cached ??= buildIsFresh() ? [BUILT] : ["--import", "tsx", SOURCE];
  return cached;
}
