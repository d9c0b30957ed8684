/** Reading the policy files a lineup's `policy:<path>` bots name (the bots themselves never touch files). */
import { readFileSync } from "node:fs";
import { type BotSettings, POLICY_PREFIX } from "../bots/index.js";
import { ConfigError } from "../core/errors.js";

/** The parsed contents of every `policy:<path>` file in the lineup, keyed by path; `ConfigError` for an unreadable one. */
export function readPolicyFiles(names: readonly string[]): Record<string, unknown> {
  const policies: Record<string, unknown> = {};
  for (const name of names) {
    if (!name.startsWith(POLICY_PREFIX)) continue;
    const path = name.slice(POLICY_PREFIX.length);
    if (Object.hasOwn(policies, path)) continue;
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      throw new ConfigError("policy", `${path}: cannot read the policy file (${(error as Error).message})`);
    }
    try {
      policies[path] = JSON.parse(text);
    } catch (error) {
      throw new ConfigError("policy", `${path}: not a policy file (not JSON: ${(error as Error).message})`);
    }
  }
  return policies;
}

/** The settings with the lineup's policy files added (unchanged when it names none). */
export function withPolicyFiles(settings: BotSettings, names: readonly string[]): BotSettings {
  const policies = readPolicyFiles(names);
  return Object.keys(policies).length > 0 ? { ...settings, policies } : settings;
}
