/**
 * Where the `learned` bot's shipped policy files come from. The bots never open files: a
 * `PolicySource` hands them a file's contents by its name. In Node the package's own files are read
 * (`readShippedPolicy` of `backroom/sim`, the default of `loadBots` when the package is loaded by
 * Node); in a browser the default fetches `policies/<file>` next to the page, where `backroom serve`
 * and the tables' development server serve them.
 */
import { ConfigError } from "../../core/errors.js";

/** Reads a shipped policy file by its name (`slush-fund-3.json`) and resolves to its parsed JSON. */
export type PolicySource = (file: string) => Promise<unknown>;

/** The part of a `fetch` answer read here (the browser-safe layer is compiled without the DOM's types). */
interface FetchedFile {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

/** The browser's source: fetches `policies/<file>` relative to the page; `ConfigError` when that fails. */
export const fetchShippedPolicy: PolicySource = async (file) => {
  const { fetch } = globalThis as unknown as { fetch: (url: string) => Promise<FetchedFile> };
  let response: FetchedFile;
  try {
    response = await fetch(`policies/${file}`);
  } catch (error) {
    throw new ConfigError(
      "learned",
      `the shipped policy policies/${file} could not be fetched (${(error as Error).message}); outside a page, pass a PolicySource to loadBots (in Node: readShippedPolicy of backroom/sim)`,
    );
  }
  if (!response.ok) {
    throw new ConfigError(
      "learned",
      `the shipped policy policies/${file} could not be fetched (HTTP ${response.status}): serve the package's dist/policies/ there, or pass a PolicySource to loadBots`,
    );
  }
  return response.json();
};
