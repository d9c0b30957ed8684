/**
 * `backroom serve`: runs the match server until SIGINT or SIGTERM, on the embedded database in
 * `--data` (default `./matches`) or on PostgreSQL with `--database`. Without the server's optional
 * packages it names the ones to install and exits with 1.
 */

import { POLICY_PREFIX } from "../bots/index.js";
import { ConfigError } from "../core/errors.js";
import { games } from "../games/registry.js";
import { DEFAULT_LIMITS, resolveLimits, type ServerLimits } from "../server/guards/limits.js";
import { servedPolicies } from "../server/guards/served-policies.js";
import { parseTrustProxy, type TrustProxy } from "../server/guards/trust-proxy.js";
import { LOG_LEVELS, type LogLevel } from "../server/http/request-log.js";
import { normalizePublicUrl } from "../server/http/web.js";
import {
  type MatchStorage,
  missingPackages,
  openPgliteStorage,
  openPostgresStorage,
  startMatchServer,
} from "../server/index.js";
import { DEFAULT_LOCK_STALE_MS, MIN_LOCK_STALE_MS } from "../server/storage/data-lock.js";
import { DEFAULT_AUTOPILOT_PACE_MS } from "../server/table/autopilot.js";
import { intOption, UsageError } from "./args.js";
import type { CliIo } from "./io.js";
import type { Flags } from "./options.js";
import { readPolicyFiles } from "./policy-files.js";

/**
 * Parses `--limit name=value` flags and the retention flags (`--retain-days`, `--retain-talk-days`,
 * which win over their `--limit` names) into server limits (names and checks as in `ServerLimits`).
 */
export function parseLimitFlags(texts: readonly string[], flags: Flags): Partial<ServerLimits> {
  const limits: Record<string, number> = {};
  for (const text of texts) {
    const [name = "", value] = text.split("=", 2);
    if (!Object.hasOwn(DEFAULT_LIMITS, name) || value === undefined) {
      throw new UsageError(
        `--limit takes name=value with a name of: ${Object.keys(DEFAULT_LIMITS).join(", ")}`,
      );
    }
    limits[name] = intOption(`limit ${name}`, value, 0, 0);
  }
  for (const [flag, name] of [
    ["retain-days", "retainDays"],
    ["retain-talk-days", "retainTalkDays"],
  ] as const) {
    if (flags[flag] !== undefined) limits[name] = intOption(flag, flags[flag], 0, 1);
  }
  try {
    return resolveLimits(limits);
  } catch (error) {
    throw new UsageError(`--limit ${(error as Error).message}`);
  }
}

/** `--trust-proxy`'s value as the server takes it (default: trust no proxy). */
function trustProxyFlag(text: string | undefined): TrustProxy {
  if (text === undefined) return false;
  try {
    return parseTrustProxy(text);
  } catch (error) {
    throw new UsageError(
      `--trust-proxy takes a hop count (1), proxy addresses or CIDR ranges (10.0.0.0/8,127.0.0.1), or true (trust everything, unsafe): ${(error as Error).message}`,
    );
  }
}

/** `--public-url` checked and without its trailing slash, or undefined when not given. */
function parsePublicUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return normalizePublicUrl(text);
  } catch (error) {
    if (error instanceof ConfigError)
      throw new UsageError(`--public-url ${error.message.replace(/^publicUrl: /, "")}`);
    throw error;
  }
}

/**
 * Runs `serve`; resolves to 0 after a clean shutdown, 1 when packages are missing, the database
 * cannot be opened (another server holds the data folder) or the data folder's lock was lost.
 */
export async function serveCommand(args: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  if (args.length > 0) throw new UsageError(`serve takes no arguments, got "${args.join(" ")}"`);
  if (flags.data !== undefined && flags.database !== undefined) {
    throw new UsageError("give --data (embedded database) or --database (PostgreSQL), not both");
  }
  const port = intOption("port", flags.port, 8080, 0);
  const botDelayMs = intOption("bot-delay", flags["bot-delay"], 500, 0);
  const autopilotPaceMs = intOption("autopilot-pace", flags["autopilot-pace"], DEFAULT_AUTOPILOT_PACE_MS, 0);
  const database = flags.database;
  const limits = parseLimitFlags(flags.limit ?? [], flags);
  const logLevel = flags["log-level"] ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);
  }
  // A secret is better kept out of the process list: the environment variable is read too.
  const metricsToken = flags["metrics-token"] ?? process.env.BACKROOM_METRICS_TOKEN;
  const trustProxy = trustProxyFlag(flags["trust-proxy"]);
  // Policy files are read and checked before anything opens, so a bad one stops nothing half-started.
  const policies = readPolicyFiles((flags.policy ?? []).map((path) => `${POLICY_PREFIX}${path}`));
  servedPolicies(policies, games);
  const lockStaleMs = intOption("lock-stale", flags["lock-stale"], DEFAULT_LOCK_STALE_MS, MIN_LOCK_STALE_MS);
  const publicUrl = parsePublicUrl(flags["public-url"]);
  const web = !(flags["no-web"] ?? false);
  const storagePackages = database === undefined ? ["@electric-sql/pglite", "proper-lockfile"] : ["pg"];
  const serverPackages = [
    "fastify",
    "@fastify/websocket",
    "@fastify/rate-limit",
    "@fastify/swagger",
    "@fastify/type-provider-typebox",
    "prom-client",
    ...(web ? ["@fastify/static"] : []),
  ];
  const missingStorage = await missingPackages(storagePackages);
  const log = (line: string) => io.err(`backroom serve: ${line}`);
  let stop = (_code: number) => {};
  const stopped = new Promise<number>((resolve) => {
    stop = resolve;
  });
  // The database opens (on its own thread) while this one loads the server's packages.
  const opening =
    missingStorage.length > 0
      ? undefined
      : database === undefined
        ? openPgliteStorage(flags.data ?? "./matches", {
            lockStaleMs,
            // Waiting for a dead server's lock, or a new folder being made, is news, not an error: standard output.
            log: (line) => io.out(line),
            onLockLost: (error) => {
              log(`stopping: ${error.message}`);
              stop(1);
            },
          })
        : openPostgresStorage(database, log);
  opening?.catch(() => {}); // awaited below, once the packages are checked
  const missing = [...missingStorage, ...(await missingPackages(serverPackages))];
  if (missing.length > 0) {
    await opening?.then((storage) => storage.close()).catch(() => {});
    io.err(
      `backroom serve needs the optional package${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.`,
    );
    io.err(`Install ${missing.length > 1 ? "them" : "it"} beside backroom: npm install ${missing.join(" ")}`);
    return 1;
  }
  // The server listens while the database opens: its storage routes answer 503 `starting` until then.
  const server = await startMatchServer({
    storage: opening as Promise<MatchStorage>,
    port,
    host: flags.host ?? "127.0.0.1",
    botDelayMs,
    autopilotPaceMs,
    allowSeeds: flags["allow-seeds"] ?? false,
    trustProxy,
    // Request logs are JSON lines on standard output (pino's default), the server's faults plain on standard error.
    requestLog: process.stdout,
    logLevel: logLevel as LogLevel,
    ...(metricsToken ? { metricsToken } : {}),
    policies,
    limits,
    log,
    ...(web ? {} : { web: false as const }),
    ...(publicUrl === undefined ? {} : { publicUrl }),
  }).catch(async (error: unknown) => {
    await opening?.then((opened) => opened.close()).catch(() => {});
    throw error;
  });
  process.once("SIGINT", () => stop(0));
  process.once("SIGTERM", () => stop(0));
  io.out(`listening on ${server.url}`);
  let storage: MatchStorage;
  try {
    const resumed = await server.ready;
    storage = await (opening as Promise<MatchStorage>);
    // The address to open comes once a match can be made there.
    io.out(
      web ? `the tables: open ${publicUrl ?? server.url}/ in a browser` : "the tables: not served (--no-web)",
    );
    io.out(`storage: ${storage.description}; ${resumed} open match(es) resumed`);
  } catch (error) {
    io.err(`backroom serve: cannot open the database: ${(error as Error).message}`);
    await server.close();
    await opening?.then((opened) => opened.close()).catch(() => {});
    return 1;
  }
  const code = await stopped;
  await server.close();
  await storage.close();
  return code;
}
