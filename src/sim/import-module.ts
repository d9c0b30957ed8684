/**
 * Imports a module by URL, loading TypeScript through tsx when the runtime cannot (a `.ts` game
 * module given to the built CLI, or the simulator's own worker when running from source).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { isTypeScript } from "./typescript-file.js";

export { isTypeScript } from "./typescript-file.js";

/** The URL of tsx's ESM registration API, or `undefined` when tsx is not installed. */
export function tsxApiUrl(): string | undefined {
  try {
    const resolved = createRequire(import.meta.url).resolve("tsx/esm/api");
    const esm = resolved.replace(/\.cjs$/, ".mjs");
    return pathToFileURL(existsSync(esm) ? esm : resolved).href;
  } catch {
    return undefined;
  }
}

let registered: Promise<void> | undefined;

/** Registers tsx's loader in this thread once; throws a clear error when tsx is missing. */
export function registerTsx(): Promise<void> {
  registered ??= (async () => {
    const api = tsxApiUrl();
    if (!api) throw new Error("loading a TypeScript module needs the tsx package (npm install -D tsx)");
    const module = (await import(api)) as { register?: () => unknown; default?: { register: () => unknown } };
    (module.register ?? module.default?.register)?.();
  })();
  return registered;
}

/** Imports the module at `url`, registering tsx first when it is TypeScript and not loadable as is. */
export async function importModule(url: string): Promise<Record<string, unknown>> {
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    if (!isTypeScript(url) || (error as { code?: string }).code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
    await registerTsx();
    // The failed load is cached under its URL; a query makes it a new module for the loader.
    return (await import(`${url}${url.includes("?") ? "&" : "?"}tsx`)) as Record<string, unknown>;
  }
}
