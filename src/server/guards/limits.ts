/**
 * The operator-set limits of a match server, with defaults that suit a small public server: request
 * rates per client address, open matches per server, how long matches and seats wait, connections,
 * frame sizes and byte rates, what a socket may leave unread, floors on server-side bot delays, how
 * much table talk is stored, and how long ended matches are kept. docs/guides/match-server.md
 * lists them; `backroom serve --help` names the flags.
 */
import { MAX_PAGE_SIZE } from "../../client/protocol-constants.js";
import { ConfigError } from "../../core/errors.js";

/** Every limit; pass a part of it as `limits` to `startMatchServer` (the rest keep their defaults). */
export interface ServerLimits {
  /** HTTP requests per client address per minute, over all routes but `/health` and `/metrics`. */
  readonly requestsPerMinute: number;
  /** Matches one client address may create per minute. */
  readonly createsPerMinute: number;
  /** Seats one client address may join per minute. */
  readonly joinsPerMinute: number;
  /** Open matches the server holds at most; creating more answers 503 `server-full`. */
  readonly maxOpenMatches: number;
  /** An open match no person has joined (and nobody played) expires after this long. */
  readonly unjoinedMatchMs: number;
  /** An open match with no action for this long ends as abandoned. */
  readonly idleMatchMs: number;
  /** A joined seat whose person never connects (says hello with its token) within this is freed. */
  readonly seatConnectMs: number;
  /** How often expiry and freeing run. */
  readonly sweepIntervalMs: number;
  /** A connection that has not said hello within this is closed. */
  readonly helloTimeoutMs: number;
  /** Open WebSocket connections per client address. */
  readonly connectionsPerAddress: number;
  /** The largest WebSocket frame in bytes (bigger ones close the connection with 1009). */
  readonly maxMessageBytes: number;
  /** Bytes a connection may send per second over time (with a burst of four frames). */
  readonly bytesPerSecond: number;
  /** Messages refused for rate within ten seconds after which a connection is closed (1008). */
  readonly floodCloseAfter: number;
  /**
   * Bytes the server may hold for one WebSocket whose peer does not read them (beyond what the
   * operating system buffers); past it the connection is closed (1008), so a client that stops
   * reading cannot grow the server's memory.
   */
  readonly maxSocketBufferBytes: number;
  /** Open WebSocket connections one seat of a match may hold in one process; the next is refused (`too-many-connections`, 1008). */
  readonly maxSocketsPerSeat: number;
  /** The least `botDelayMs` a match may ask for (smaller requests are raised to it). */
  readonly minBotDelayMs: number;
  /** The least delay before an ISMCTS bot seat acts, whatever the match says. */
  readonly minIsmctsDelayMs: number;
  /** Bot decisions computed at once on worker threads; more wait their turn. */
  readonly botWorkers: number;
  /** Matches listed per page of `GET /matches` at most (and by default). */
  readonly pageSize: number;
  /** Talk lines one match stores at most; a line past it is refused (`chat-full`). */
  readonly maxTalkLinesPerMatch: number;
  /**
   * Bytes of talk one client address may have stored per day (UTC), each line costing its text's
   * UTF-8 bytes plus `TALK_LINE_OVERHEAD_BYTES`; a line past it is refused (`chat-quota`).
   */
  readonly talkBytesPerAddressPerDay: number;
  /** Days a finished, expired or abandoned match is kept after it ended; then it is removed. */
  readonly retainDays: number;
  /** Days the talk of an ended match is kept (it goes sooner than the record when smaller than `retainDays`). */
  readonly retainTalkDays: number;
}

/** The defaults: ample for people and bot clients, far below what a flood needs. */
export const DEFAULT_LIMITS: ServerLimits = {
  requestsPerMinute: 600,
  createsPerMinute: 10,
  joinsPerMinute: 30,
  maxOpenMatches: 1000,
  unjoinedMatchMs: 30 * 60_000,
  idleMatchMs: 7 * 24 * 60 * 60_000,
  seatConnectMs: 10 * 60_000,
  sweepIntervalMs: 60_000,
  helloTimeoutMs: 10_000,
  connectionsPerAddress: 32,
  maxMessageBytes: 4096,
  bytesPerSecond: 16 * 1024,
  floodCloseAfter: 100,
  maxSocketBufferBytes: 1024 * 1024,
  maxSocketsPerSeat: 4,
  minBotDelayMs: 100,
  minIsmctsDelayMs: 500,
  botWorkers: 1,
  pageSize: 100,
  maxTalkLinesPerMatch: 2000,
  talkBytesPerAddressPerDay: 2 * 1024 * 1024,
  retainDays: 30,
  retainTalkDays: 7,
};

/** The largest page size `GET /matches` serves (the protocol's bound, kept there for the schemas). */
export { MAX_PAGE_SIZE };

/** The longest delay a Node timer keeps: a longer one fires at once (after 1 ms), every time. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The defaults overridden by `given`; throws `ConfigError` naming a limit that is not a whole number ≥ 0 (≥ 1 where 0 makes no sense), or a delay longer than a timer keeps. */
export function resolveLimits(given: Partial<ServerLimits> = {}): ServerLimits {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const atLeastOne = new Set<keyof ServerLimits>([
    "requestsPerMinute",
    "createsPerMinute",
    "joinsPerMinute",
    "maxOpenMatches",
    "sweepIntervalMs",
    "helloTimeoutMs",
    "connectionsPerAddress",
    "maxMessageBytes",
    "bytesPerSecond",
    "floodCloseAfter",
    "maxSocketBufferBytes",
    "maxSocketsPerSeat",
    "botWorkers",
    "pageSize",
    "maxTalkLinesPerMatch",
    "talkBytesPerAddressPerDay",
    "retainDays",
    "retainTalkDays",
  ]);
  for (const [key, value] of Object.entries(limits) as [keyof ServerLimits, number][]) {
    if (!Number.isSafeInteger(value) || value < (atLeastOne.has(key) ? 1 : 0)) {
      throw new ConfigError(
        `limits.${key}`,
        `must be a whole number ${atLeastOne.has(key) ? "≥ 1" : "≥ 0"}, got ${value}`,
      );
    }
  }
  for (const key of ["sweepIntervalMs", "helloTimeoutMs", "minBotDelayMs", "minIsmctsDelayMs"] as const) {
    if (limits[key] > MAX_TIMER_MS) {
      throw new ConfigError(
        `limits.${key}`,
        `must be at most ${MAX_TIMER_MS} ms (about 24.8 days), got ${limits[key]}`,
      );
    }
  }
  if (limits.pageSize > MAX_PAGE_SIZE) {
    throw new ConfigError("limits.pageSize", `is at most ${MAX_PAGE_SIZE}`);
  }
  return limits;
}
