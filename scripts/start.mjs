// `npm start`: says at once what it does, builds what the tournament needs (the library and the
// command line, with tsup: not the tables, nor the protocol documents, nor the marker of a complete
// build, so the tests still run from the sources afterwards) unless dist/ already holds a complete
// build of the current sources, then runs `backroom tournament`, which prints its plan and progress.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const say = (line) => process.stderr.write(`npm start: ${line}\n`);
// Before anything else (loading and checking take a moment on a busy machine).
say("a bot tournament of the four games, after building the command line unless dist/ holds a fresh build");
const { buildProblem } = await import("./build-marker.mjs");
const root = fileURLToPath(new URL("..", import.meta.url));
if (buildProblem(root) === undefined) {
  say("dist/ holds a complete build of the current sources: no build needed");
} else {
  say("building the library and the command line (tsup)");
  const started = performance.now();
  rmSync(`${root}dist`, { recursive: true, force: true });
  const build = spawnSync("npx", ["--no-install", "tsup", "--silent", "--no-dts"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  say(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const tournament = spawnSync(process.execPath, [`${root}dist/cli/main.js`, "tournament"], {
  stdio: "inherit",
});
process.exit(tournament.status ?? 1);
