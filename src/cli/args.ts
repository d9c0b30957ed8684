/** Parsing and checking of command-line values; every problem is a `UsageError` (exit code 2). */
import { type BotSettings, POLICY_PREFIX } from "../bots/index.js";
import type { Shard } from "../sim/types.js";

/** An error whose message is shown to the user as is, followed by the usage (exit code 2). */
export class UsageError extends Error {}

/** An integer option of at least `min`, or the fallback when absent. */
export function intOption(name: string, text: string | undefined, fallback: number, min = 1): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === "" || !Number.isInteger(value) || value < min) {
    const kind =
      min === 1 ? "a positive integer" : min === 0 ? "a non-negative integer" : `an integer ≥ ${min}`;
    throw new UsageError(`--${name} must be ${kind}, got "${text}"`);
  }
  return value;
}

/** Parses `--shard i/n` (0 ≤ i < n). */
export function parseShard(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count) {
    throw new UsageError(`--shard must be i/n with 0 ≤ i < n (e.g. 0/4), got "${text}"`);
  }
  return { index, count };
}

/** Parses a comma-separated bot list and checks every name against the usable ones (`policy:<path>` is always usable). */
export function parseBots(
  text: string | undefined,
  fallback: readonly string[],
  usable: readonly string[],
): string[] {
  const names = text === undefined ? [...fallback] : text.split(",").map((name) => name.trim());
  if (names.length === 0 || names.some((name) => name === "")) {
    throw new UsageError(`--bots must be a comma-separated list of bot names, got "${text}"`);
  }
  for (const name of names) {
    const policy = name.startsWith(POLICY_PREFIX) && name.length > POLICY_PREFIX.length;
    if (!policy && !usable.includes(name)) {
      throw new UsageError(`unknown bot "${name}"; available: ${usable.join(", ")}, policy:<file.json>`);
    }
  }
  return names;
}

/** Parses `--options` as a JSON object of game options. */
export function parseOptions(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`--options must be a JSON object, e.g. '{"edition":"2015"}', got ${text}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new UsageError(`--options must be a JSON object, got ${text}`);
  }
  return value as Record<string, unknown>;
}

/** The player count: the option, else the lineup's length kept within the game's range. */
export function playerCount(
  text: string | undefined,
  lineup: number,
  range: { min: number; max: number },
): number {
  const players = intOption("players", text, Math.min(range.max, Math.max(range.min, lineup)));
  if (players < range.min || players > range.max) {
    throw new UsageError(`this game takes ${range.min} to ${range.max} players, not ${players}`);
  }
  return players;
}

/** Bot settings from `--ismcts-iterations` and `--ismcts-rollout` (over each game's defaults). */
export function botSettings(iterations: string | undefined, rollout: string | undefined): BotSettings {
  const ismcts = {
    ...(iterations === undefined ? {} : { iterations: intOption("ismcts-iterations", iterations, 1) }),
    ...(rollout === undefined ? {} : { rolloutLimit: intOption("ismcts-rollout", rollout, 0, 0) }),
  };
  return Object.keys(ismcts).length > 0 ? { ismcts } : {};
}
