/**
 * How tests start the `backroom` command line in a child process: the built `dist/cli/main.js`
 * when dist/ is a complete build of the current sources (`npm run build` wrote its marker,
 * dist/build-complete.json, and no file under src/ or web/ changed since the build began), else the
 * sources through tsx. A child on the sources transforms the command line, the server and their
 * worker threads' modules again (seconds of CPU per start, and the suite starts a dozen servers);
 * CI builds before it tests, so there the build is complete and fresh. A partial build (`npm start`
 * builds the command line alone), a stale one or an interrupted one sends the tests to the sources.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildProblem } from "../../scripts/build-marker.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** How the command line of a repository runs: from its build or its sources, with Node's arguments for it. */
export interface CliEntry {
  /** True for the complete build (which serves the built tables at `/`), false for the sources (which have none). */
  readonly built: boolean;
  /** Node's arguments before the command line's own. */
  readonly args: readonly string[];
}

/** The command line of the repository at `root`: its complete build, else its sources. */
export function cliEntryIn(root: string): CliEntry {
  return buildProblem(root) === undefined
    ? { built: true, args: [join(root, "dist", "cli", "main.js")] }
    : { built: false, args: ["--import", "tsx", join(root, "src", "cli", "main.ts")] };
}

let chosen: CliEntry | undefined;

/** Node's arguments that run this repository's command line (before its own arguments), chosen once per test worker. */
export function cliEntry(): readonly string[] {
  chosen ??= cliEntryIn(ROOT);
  return chosen.args;
}

/** Whether this repository's command line runs from its build (see `cliEntry`). */
export function cliRunsBuilt(): boolean {
  chosen ??= cliEntryIn(ROOT);
  return chosen.built;
}
