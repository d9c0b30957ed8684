/** The command line's flags (shared by all commands; each command reads the ones it uses). */
import { parseArgs } from "node:util";

/** Every flag of `backroom`, for `parseArgs`. */
export const FLAGS = {
  players: { type: "string" },
  bots: { type: "string" },
  games: { type: "string" },
  seed: { type: "string" },
  workers: { type: "string" },
  shard: { type: "string" },
  out: { type: "string" },
  json: { type: "boolean" },
  records: { type: "boolean" },
  options: { type: "string" },
  "ismcts-iterations": { type: "string" },
  "ismcts-rollout": { type: "string" },
  module: { type: "string" },
  seat: { type: "string" },
  lang: { type: "string" },
  port: { type: "string" },
  host: { type: "string" },
  data: { type: "string" },
  database: { type: "string" },
  "bot-delay": { type: "string" },
  "autopilot-pace": { type: "string" },
  "allow-seeds": { type: "boolean" },
  "max-steps": { type: "string" },
  "num-envs": { type: "string" },
  reward: { type: "string" },
  "actor-order": { type: "string" },
  opponents: { type: "string" },
  teacher: { type: "string" },
  anchor: { type: "string" },
  potentials: { type: "boolean" },
  "illegal-action": { type: "string" },
  "final-observations": { type: "boolean" },
  "packed-masks": { type: "boolean" },
  share: { type: "string" },
  candidates: { type: "string" },
  rollouts: { type: "string" },
  "rollout-limit": { type: "string" },
  bot: { type: "string" },
  "trust-proxy": { type: "string" },
  "log-level": { type: "string" },
  "metrics-token": { type: "string" },
  limit: { type: "string", multiple: true },
  policy: { type: "string", multiple: true },
  "lock-stale": { type: "string" },
  "public-url": { type: "string" },
  "retain-days": { type: "string" },
  "retain-talk-days": { type: "string" },
  "no-web": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** The parsed flags of one run. */
export type Flags = ReturnType<typeof parseFlags>["values"];

/** Parses the arguments strictly (unknown flags are errors). */
export function parseFlags(argv: readonly string[]) {
  return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: FLAGS });
}
