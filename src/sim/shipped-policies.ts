/**
 * The `learned` bot's shipped policy files in Node: read from the package's `dist/policies/` (found
 * through the package's own name, so from any built file and from an installed package alike), or
 * from `src/bots/policies/` when running from the TypeScript sources.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PolicySource } from "../bots/index.js";
import { ConfigError } from "../core/errors.js";
import { isTypeScript } from "./typescript-file.js";

/** The folder holding the shipped policy files: the sources' when running from them, else the package's build. */
export function shippedPolicyFolder(): string {
  const here = import.meta.url;
  if (isTypeScript(fileURLToPath(here))) return fileURLToPath(new URL("../bots/policies/", here));
  let manifest: string;
  try {
    manifest = createRequire(here).resolve("backroom/package.json");
  } catch (error) {
    throw new ConfigError(
      "learned",
      `the package backroom was not found from ${here} (${(error as Error).message}), so neither were its shipped policies`,
    );
  }
  return join(dirname(manifest), "dist", "policies");
}

/** Node's source of shipped policies: the named file of `shippedPolicyFolder()`, parsed; `ConfigError` when it cannot be read. */
export const readShippedPolicy: PolicySource = async (file) => {
  if (!/^[a-z-]+-\d+\.json$/.test(file)) {
    throw new ConfigError("learned", `"${file}" is not the name of a shipped policy file`);
  }
  const path = join(shippedPolicyFolder(), file);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ConfigError(
      "learned",
      `the shipped policy ${path} cannot be read (${(error as Error).message}); was the package built?`,
    );
  }
  return JSON.parse(text);
};
