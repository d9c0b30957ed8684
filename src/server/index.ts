/**
 * backroom/server (Node only): a match server for every game: an HTTP API to create, list and join
 * matches, one WebSocket per connection for play, secret seat tokens, server-side bots, and
 * persistence on PGlite (embedded) or PostgreSQL (scale-out over several processes). Its packages
 * (`fastify`, `@fastify/websocket`, `ws`, and `@electric-sql/pglite` or `pg`) are optional peer
 * dependencies: install the ones you use. See docs/guides/match-server.md.
 */

export * from "../client/protocol.js";
export { DEFAULT_LIMITS, type ServerLimits } from "./guards/limits.js";
export { DEFAULT_RATE_LIMIT, type RateLimit } from "./guards/rate-limit.js";
export type { TrustProxy } from "./guards/trust-proxy.js";
export { TABLES_POLICY, type TablesOption } from "./http/web.js";
export { type MatchServer, type MatchServerOptions, startMatchServer } from "./server.js";
export { DataFolderLockedError, DEFAULT_LOCK_STALE_MS } from "./storage/data-lock.js";
export type { FinishedCursor, FinishedStoredMatch } from "./storage/finished-matches.js";
export { MissingDependencyError, missingPackages } from "./storage/optional-import.js";
export { openPgliteStorage, type PgliteStorageOptions } from "./storage/pglite-storage.js";
export { openPostgresStorage } from "./storage/postgres-storage.js";
export type { MatchStorage, StoredMatch, StoredSeat } from "./storage/storage.js";
export type { StoredChatLine, StoredSeatState, TableEventKind, TableStorage } from "./storage/table-store.js";
export { type ServerTime, systemTime } from "./table/turn-clock.js";
