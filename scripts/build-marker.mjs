// The marker of a complete build. `npm run build` ends with `node scripts/build-marker.mjs`, which
// checks that every part of the build is in dist/ and then writes dist/build-complete.json (what it
// covers, and when the build began); it writes nothing and exits 1 when a part is missing. The test
// harness (test/support/cli-entry.ts) and `npm start` use dist/ only while the marker is there and
// every file under src/ and web/ is older than the build; `npm start`'s own build writes no marker.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the marker is, relative to the repository. */
export const BUILD_MARKER = "dist/build-complete.json";

/** The parts of a complete build, each with the files that show it was built (paths relative to the repository). */
export function buildParts(root) {
  const policies = readdirSync(join(root, "src/bots/policies"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => `dist/policies/${name}`);
  return {
    library: ["dist/index.js", "dist/index.cjs", "dist/node.js", "dist/node.cjs", "dist/index.d.ts"],
    cli: ["dist/cli/main.js"],
    sim: ["dist/sim/index.js", "dist/sim/worker.js", "dist/sim/index.d.ts"],
    server: [
      "dist/server/index.js",
      "dist/server/bot-worker.js",
      "dist/server/pglite-worker.js",
      "dist/server/data-folder-template.bin",
    ],
    policies,
    protocol: ["dist/protocol/openapi.json", "dist/protocol/socket.schema.json"],
    web: ["dist/web/index.html"],
  };
}

/** The newest modification time (ms) of any file under `folder`, with that file's path. */
function newestFile(folder) {
  let newest = { time: 0, path: "" };
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const time = statSync(path).mtimeMs;
    if (time > newest.time) newest = { time, path };
  }
  return newest;
}

/** Why dist/ under `root` is not a complete build of the current sources, or undefined when it is one. */
export function buildProblem(root) {
  const marker = join(root, BUILD_MARKER);
  if (!existsSync(marker)) return `no ${BUILD_MARKER} (npm run build writes it last; npm start does not)`;
  let written;
  try {
    written = JSON.parse(readFileSync(marker, "utf8"));
  } catch (error) {
    return `${BUILD_MARKER} is not JSON (${error.message})`;
  }
  const parts = buildParts(root);
  for (const [part, files] of Object.entries(parts)) {
    if (!written.covers?.includes(part)) return `${BUILD_MARKER} does not cover the ${part}`;
    const missing = files.find((file) => !existsSync(join(root, file)));
    if (missing) return `${missing} is missing`;
  }
  const began = written.beganMs;
  if (!Number.isFinite(began)) return `${BUILD_MARKER} does not say when the build began`;
  for (const folder of ["src", "web"]) {
    const newest = newestFile(join(root, folder));
    if (newest.time > began) return `${newest.path} was changed after the build began`;
  }
  return undefined;
}

/** Checks the build under `root` and writes its marker; returns why not when a part is missing. */
export function writeBuildMarker(root) {
  const parts = buildParts(root);
  const files = Object.values(parts).flat();
  const missing = files.filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) return `the build lacks ${missing.join(", ")}`;
  // The build began no later than its first output was written: a source changed since may be missing.
  const began = Math.min(...files.map((file) => statSync(join(root, file)).mtimeMs));
  const marker = {
    covers: Object.keys(parts),
    // Milliseconds since 1970, as precise as the file system's times (compared with theirs).
    beganMs: began,
    began: new Date(began).toISOString(),
    finished: new Date().toISOString(),
  };
  writeFileSync(join(root, BUILD_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const problem = writeBuildMarker(root);
  if (problem) {
    console.error(`build incomplete, no ${BUILD_MARKER} written: ${problem}`);
    process.exit(1);
  }
  console.log(`${BUILD_MARKER}: a complete build (${Object.keys(buildParts(root)).join(", ")})`);
}
