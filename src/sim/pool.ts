/**
 * The worker pool of the simulator: tinypool over the built `worker.js` next to the bundle, or,
 * when running from source (tests, tsx), over `worker.ts` loaded through tsx by a small bootstrap.
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import Tinypool from "tinypool";
import { isTypeScript, tsxApiUrl } from "./import-module.js";

/** The worker script: the TypeScript source when running from source, else the built file. */
export function workerFile(): string {
  const here = import.meta.url;
  if (isTypeScript(fileURLToPath(here))) return fileURLToPath(new URL("./worker.ts", here));
  for (const candidate of ["./worker.js", "../sim/worker.js", "./sim/worker.js"]) {
    const path = fileURLToPath(new URL(candidate, here));
    if (existsSync(path)) return path;
  }
  throw new Error(`the simulator worker script was not found next to ${here}; was the package built?`);
}

/**
 * What tinypool should load: the worker file itself, or for a TypeScript worker a `data:` module
 * that registers tsx in the worker thread and re-exports the worker (a worker thread does not
 * inherit the loader hooks of its parent, and Node 20 ignores `--import` in a worker's execArgv).
 */
export function workerEntry(file: string): string {
  if (!isTypeScript(file)) return file;
  const api = tsxApiUrl();
  if (!api) throw new Error("running the simulator from TypeScript sources needs the tsx package");
  const code = [
    `const api = await import(${JSON.stringify(api)});`,
    "(api.register ?? api.default.register)();",
    `const worker = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    "export default worker.default;",
  ].join("\n");
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

/** Starts a pool of `threads` worker threads for the simulator (destroy it when done). */
export function createSimulationPool(threads: number): Tinypool {
  return new Tinypool({
    filename: workerEntry(workerFile()),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 1000,
  });
}
