/**
 * `startMatchServer`: the HTTP API (fastify) and one WebSocket per connection for play
 * (`@fastify/websocket`, on `ws`), over a `MatchStorage` (or the promise of one: the server then
 * listens at once and the routes that need the storage answer 503 `starting` until it is open).
 */
import type fastifyRateLimit from "@fastify/rate-limit";
import type * as typeBoxProvider from "@fastify/type-provider-typebox";
import type fastifyWebsocket from "@fastify/websocket";
import type fastifyFactory from "fastify";
import type { LogController as FastifyLogController, FastifyRequest } from "fastify";
import { botNamesFor } from "../bots/index.js";
import type { CreateMatchRequest, GameSummary, JoinRequest, RematchRequest } from "../client/protocol.js";
import { ConfigError } from "../core/errors.js";
import type { AnyGame } from "../core/game.js";
import { games as registeredGames } from "../games/registry.js";
import { HttpError } from "./guards/http-error.js";
import { resolveLimits, type ServerLimits } from "./guards/limits.js";
import { DEFAULT_RATE_LIMIT, type RateLimit } from "./guards/rate-limit.js";
import { policyBotNames, servedPolicies } from "./guards/served-policies.js";
import { TalkBudget } from "./guards/talk-budget.js";
import { hashToken, tokenMatches } from "./guards/tokens.js";
import { resolveTrustProxy, type TrustProxy } from "./guards/trust-proxy.js";
import { assertRoomForMatch, creationRate } from "./http/creation-limits.js";
import { answerClientError, sendError, sendNotFound } from "./http/http-errors.js";
import { createServerMetrics } from "./http/metrics.js";
import { openApiDocument } from "./http/openapi.js";
import { createRequestLogger, type LogLevel, loggableUrl, routeOf } from "./http/request-log.js";
import { checkCreateMatch, cleanJoin, JOIN_BODY_LIMIT } from "./http/requests.js";
import { STORAGE_ROUTES } from "./http/route-refusals.js";
import { ROUTES } from "./http/routes.js";
import { useRouteSchemas } from "./http/validation.js";
import { normalizePublicUrl, registerTables, type TablesOption } from "./http/web.js";
import { createBotPool } from "./match/bot-pool.js";
import { startSweeping } from "./match/expiry.js";
import { DEFAULT_FINISHED_PAGE, FinishedMatches } from "./match/finished-matches.js";
import { MatchRegistry } from "./match/match-registry.js";
import { AddressConnections } from "./socket/address-connections.js";
import { closeSocket } from "./socket/close-socket.js";
import { serveSocket } from "./socket/socket-session.js";
import { importOptional } from "./storage/optional-import.js";
import type { MatchStorage } from "./storage/storage.js";
import { type MonitoredStorage, monitorStorage } from "./storage/storage-health.js";
import { DEFAULT_AUTOPILOT_PACE_MS } from "./table/autopilot.js";
import { type ServerTime, systemTime } from "./table/turn-clock.js";

/** How to run a match server. */
export interface MatchServerOptions {
  /**
   * Where matches live: `openPgliteStorage(folder)` or `openPostgresStorage(url)`, or that call's
   * promise: then the server listens while the storage opens (`/health` says `storage: "starting"`,
   * the tables, `/games` and `/config` are served, every route that needs the storage answers 503
   * `starting` with `retry-after`) and `ready` tells when it is open and the open matches resumed.
   */
  readonly storage: MatchStorage | Promise<MatchStorage>;
  /** The port (default 0: any free port). */
  readonly port?: number;
  /** The interface (default `127.0.0.1`; `0.0.0.0` to serve other machines). */
  readonly host?: string;
  /** The games served (default: every registered game). */
  readonly games?: Readonly<Record<string, AnyGame>>;
  /** How long server-side bots wait before acting, unless a match says otherwise (default 500 ms). */
  readonly botDelayMs?: number;
  /**
   * The least time the autopilot leaves before each move it makes for a person whose clock ran out
   * (default 2000 ms), whatever the match's bot delay, so they can take the seat back; a person who
   * left is played at the bot delay.
   */
  readonly autopilotPaceMs?: number;
  /** Accept a chosen `seed` when creating a match (tests and demos only: a known seed reveals hidden cards). */
  readonly allowSeeds?: boolean;
  /** The largest WebSocket message in bytes; bigger frames close the connection (1009). Same as `limits.maxMessageBytes`. */
  readonly maxMessageBytes?: number;
  /** Request rates, caps, timeouts and floors (docs/guides/match-server.md); unset ones keep `DEFAULT_LIMITS`. */
  readonly limits?: Partial<ServerLimits>;
  /** Where to write structured request logs (JSON lines, one per answered request, no secrets); default: none. */
  readonly requestLog?: NodeJS.WritableStream;
  /** The least level `requestLog` gets (default `info`: every request; `warn` and up: problems only). */
  readonly logLevel?: LogLevel;
  /** When set, `GET /metrics` answers only requests with `Authorization: Bearer <metricsToken>` (else 401). */
  readonly metricsToken?: string;
  /**
   * Which proxies may name the client in `X-Forwarded-For` (default `false`: the socket's peer is the
   * client): a hop count (`1` behind one load balancer) or proxy addresses and CIDR ranges; the
   * client is the rightmost address no trusted proxy holds. `true` trusts every entry (unsafe: the
   * client writes the leftmost one).
   */
  readonly trustProxy?: TrustProxy;
  /** The per-connection message rate limit (default 50 at once, 20 a second). */
  readonly rateLimit?: RateLimit;
  /** Where to write log lines (default: nowhere). */
  readonly log?: (line: string) => void;
  /** The clock and timers of turn clocks, bot moves, sweeps, retention and the talk budget (default: the system's; tests may drive their own). */
  readonly time?: ServerTime;
  /**
   * Policy files the operator serves, their contents (parsed JSON) keyed by name: a create-match
   * request may name the bot `policy:<name>` for the game and player count a file was built for.
   * Checked at start (`ConfigError` naming the file when one does not fit).
   */
  readonly policies?: Readonly<Record<string, unknown>>;
  /** The tables at `/` (default: the package's build, when `@fastify/static` is installed); `false` serves the API alone. */
  readonly web?: TablesOption;
  /** The address people reach the server at (`https://games.example.org` behind a proxy), for invitation links; default: the one the browser used. */
  readonly publicUrl?: string;
}

/** A running match server. */
export interface MatchServer {
  /** The base URL, e.g. `http://127.0.0.1:43123`. */
  readonly url: string;
  readonly port: number;
  /** The open matches loaded and replayed at start (0 until `ready`). */
  readonly resumedMatches: number;
  /**
   * Resolves to `resumedMatches` once the storage is open and its open matches resumed (already
   * resolved when `startMatchServer` was given an open storage); rejects when the storage's promise
   * rejects, after which the storage routes answer 500 `internal` and `/health` 503.
   */
  readonly ready: Promise<number>;
  /** Stops accepting connections, closes every socket and stops the bots (the storage stays open). */
  close(): Promise<void>;
}

const DEPENDENCIES = "the match server";

/** The storage of a running server and what lives on it, once it is open. */
interface OpenStorage {
  readonly storage: MonitoredStorage;
  readonly registry: MatchRegistry;
  readonly finished: FinishedMatches;
  readonly stopSweeping: () => void;
  readonly resumedMatches: number;
}

/** The routes (by path) that need the storage: refused with 503 `starting` until it is open. */
const STORAGE_URLS: ReadonlySet<string> = new Set(STORAGE_ROUTES.map((name) => ROUTES[name].url));

/** The `retry-after` of a 503 `starting`, in seconds. */
const STARTING_RETRY_SECONDS = "1";

/**
 * Starts a match server: listens for HTTP and WebSockets, then replays the storage's open matches;
 * resolves once they are replayed, or at once when given the storage's promise (see `ready`).
 * Throws `MissingDependencyError` when `fastify` or `@fastify/websocket` is not installed.
 *
 * @example
 * ```ts
 * import { openPgliteStorage, startMatchServer } from "backroom/server";
 *
 * const server = await startMatchServer({ storage: await openPgliteStorage("./matches"), port: 8080 });
 * console.log(`serving on ${server.url}`);
 * ```
 */
export async function startMatchServer(options: MatchServerOptions): Promise<MatchServer> {
  const { default: fastify, LogController } = await importOptional<{
    default: typeof fastifyFactory;
    LogController: typeof FastifyLogController;
  }>("fastify", DEPENDENCIES, ["@fastify/websocket"]);
  const { default: websocket } = await importOptional<{ default: typeof fastifyWebsocket }>(
    "@fastify/websocket",
    DEPENDENCIES,
  );
  const { default: rateLimitPlugin } = await importOptional<{ default: typeof fastifyRateLimit }>(
    "@fastify/rate-limit",
    DEPENDENCIES,
  );
  const { TypeBoxValidatorCompiler } = await importOptional<typeof typeBoxProvider>(
    "@fastify/type-provider-typebox",
    DEPENDENCIES,
  );
  const limits = resolveLimits({
    ...(options.maxMessageBytes === undefined ? {} : { maxMessageBytes: options.maxMessageBytes }),
    ...options.limits,
  });
  const trustProxy = resolveTrustProxy(options.trustProxy);
  const autopilotPaceMs = options.autopilotPaceMs ?? DEFAULT_AUTOPILOT_PACE_MS;
  if (!Number.isInteger(autopilotPaceMs) || autopilotPaceMs < 0) {
    throw new ConfigError("autopilotPaceMs", "must be a whole number of milliseconds, 0 or more");
  }
  const publicUrl = options.publicUrl === undefined ? null : normalizePublicUrl(options.publicUrl);
  const log = options.log ?? (() => {});
  const games = options.games ?? registeredGames;
  const served = servedPolicies(options.policies ?? {}, games);
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const metrics = await createServerMetrics({
    openMatches: async () => (live ? live.storage.countOpenMatches() : 0),
    connections: () => connections.total,
    botDecisions: () => bots.pending,
  });
  const bots = createBotPool(
    limits.botWorkers,
    limits.minIsmctsDelayMs,
    metrics.botDecision,
    options.policies,
  );
  const time = options.time ?? systemTime;
  // What lives on the storage, once it is open; the routes that need it are refused until then.
  let live: OpenStorage | undefined;
  let failedToOpen = false;
  let closing = false;
  const open = (): OpenStorage => live as OpenStorage;
  const talkBudget = new TalkBudget(limits.talkBytesPerAddressPerDay, () => time.now());
  const connections = new AddressConnections(limits.connectionsPerAddress);
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

  const logLevel = options.logLevel ?? "info";
  const app = fastify({
    // Structured request logs (JSON lines from fastify's logger) when the operator asks for them:
    // one line per answered request (logRequest), and never a raw URL or a header.
    logger:
      options.requestLog && logLevel !== "silent"
        ? {
            level: logLevel,
            stream: options.requestLog,
            serializers: { req: (request) => ({ method: request.method, url: loggableUrl(request.url) }) },
          }
        : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => sendError(error, reply, log),
    trustProxy,
  });
  await app.register(websocket, { options: { maxPayload: limits.maxMessageBytes } });
  await app.register(rateLimitPlugin, {
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    allowList: (request) => request.url === "/health" || request.url === "/metrics",
  });
  // One creation rate per address over every route that makes a match (creation and rematch).
  const countCreation = creationRate(app, limits.createsPerMinute);
  const logRequest = createRequestLogger();
  app.addHook("onResponse", async (request, reply) => {
    metrics.httpRequest(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    logRequest(request, reply);
  });
  app.addHook("onRequest", async (request, reply) => {
    if (live || !STORAGE_URLS.has(routeOf(request))) return;
    if (failedToOpen) throw new HttpError(500, "internal", "the server could not open its storage");
    reply.header("retry-after", STARTING_RETRY_SECONDS);
    throw new HttpError(
      503,
      "starting",
      "the server is starting and its storage is not open yet; try again in a moment",
    );
  });
  useRouteSchemas(
    app,
    TypeBoxValidatorCompiler,
    (error, reply) => sendError(error, reply, log),
    limits.pageSize,
  );
  // Unknown routes count against the address's request rate like every other route.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, sendNotFound);
  app.removeContentTypeParser("text/plain"); // bodies are JSON only: anything else is 415
  // Made on first request, not at start (a second of @fastify/swagger on a slow machine), then kept.
  let openApi: Promise<Record<string, unknown>> | undefined;
  app.get("/openapi.json", async () => {
    openApi ??= openApiDocument().catch((error: unknown) => {
      openApi = undefined;
      throw error;
    });
    return openApi;
  });

  type WithId = FastifyRequest<{ Params: { id: string } }>;
  app.route({
    ...ROUTES.health,
    handler: async (_request, reply) => {
      if (!live && !failedToOpen) return { ok: true, storage: "starting" };
      return live && (await live.storage.check())
        ? { ok: true, storage: "ready" }
        : reply.code(503).send({ ok: false, storage: "failing" });
    },
  });
  const metricsTokenHash = options.metricsToken === undefined ? null : hashToken(options.metricsToken);
  app.route({
    ...ROUTES.metrics,
    handler: async (request, reply) => {
      if (metricsTokenHash !== null) {
        const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
        if (!tokenMatches(presented, metricsTokenHash)) {
          throw new HttpError(
            401,
            "unauthorized",
            "GET /metrics needs Authorization: Bearer <metrics token>",
          );
        }
      }
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  });
  app.route({
    ...ROUTES.games,
    handler: async () =>
      Object.values(games).map(
        (game): GameSummary => ({
          id: game.id,
          title: game.title,
          players: game.players,
          defaultOptions: game.defaultOptions,
          bots: [...botNamesFor(game), ...policyBotNames(served, game.id)],
        }),
      ),
  });
  type Page = FastifyRequest<{ Querystring: { all?: string; after?: string; limit?: number } }>;
  app.route({
    ...ROUTES.listMatches,
    handler: async (request: Page) => {
      const { all, after, limit = limits.pageSize } = request.query;
      if (limit > limits.pageSize) {
        throw new HttpError(400, "bad-request", `limit must be a whole number from 1 to ${limits.pageSize}`);
      }
      return open().registry.list(all === "true", after, limit);
    },
  });
  type FinishedPage = FastifyRequest<{ Querystring: { before?: string; limit?: number } }>;
  app.route({
    ...ROUTES.finishedMatches,
    handler: async (request: FinishedPage) => {
      const { before, limit = Math.min(DEFAULT_FINISHED_PAGE, limits.pageSize) } = request.query;
      if (limit > limits.pageSize) {
        throw new HttpError(400, "bad-request", `limit must be a whole number from 1 to ${limits.pageSize}`);
      }
      return open().finished.page(before, limit);
    },
  });
  app.route({
    ...ROUTES.createMatch,
    preHandler: countCreation,
    handler: async (request, reply) => {
      const parsed = checkCreateMatch(
        request.body as CreateMatchRequest,
        games,
        options.allowSeeds ?? false,
        served,
      );
      const { storage, registry } = open();
      await assertRoomForMatch(storage, limits.maxOpenMatches);
      const botDelayMs =
        parsed.botDelayMs === undefined ? undefined : Math.max(parsed.botDelayMs, limits.minBotDelayMs);
      const summary = await registry.create({
        ...parsed,
        ...(botDelayMs === undefined ? {} : { botDelayMs }),
      });
      return reply.code(201).send(summary);
    },
  });
  app.route({
    ...ROUTES.match,
    handler: async (request: WithId) => open().registry.summary(request.params.id),
  });
  app.route({
    ...ROUTES.join,
    config: perMinute(limits.joinsPerMinute),
    bodyLimit: JOIN_BODY_LIMIT,
    // A join without a body is a join with an empty one (any free seat, no name), as it always was.
    preValidation: async (request: FastifyRequest) => {
      request.body ??= {};
    },
    handler: async (request: WithId, reply) => {
      const { seat, name, invitation } = cleanJoin(request.body as JoinRequest);
      return reply.code(201).send(await open().registry.join(request.params.id, seat, name, invitation));
    },
  });
  app.route({
    ...ROUTES.rematch,
    config: perMinute(limits.joinsPerMinute),
    preHandler: countCreation,
    handler: async (request: WithId, reply) => {
      const { token } = request.body as RematchRequest;
      const { storage, registry } = open();
      const room = () => assertRoomForMatch(storage, limits.maxOpenMatches);
      return reply.code(201).send(await registry.rematch(request.params.id, token, room));
    },
  });
  app.route({
    ...ROUTES.record,
    handler: async (request: WithId) => open().registry.record(request.params.id),
  });
  await registerTables(app, options.web, publicUrl, log);
  // A copy of the schema: @fastify/websocket marks the one it is given hidden from OpenAPI generators.
  app.route({
    method: "GET",
    url: ROUTES.socket.url,
    schema: { ...ROUTES.socket.schema },
    // A plain request (no upgrade) is answered like every refusal: 404 for no such match, else 426.
    handler: async (request: WithId, reply) => {
      await open().registry.summary(request.params.id);
      reply.header("upgrade", "websocket");
      throw new HttpError(426, "upgrade-required", "this route opens a WebSocket: send an upgrade request");
    },
    wsHandler: (socket, request: WithId) => {
      const address = request.ip;
      if (!connections.admit(address)) {
        socket.send(
          JSON.stringify({
            type: "error",
            code: "too-many-connections",
            message: `at most ${limits.connectionsPerAddress} connections per address`,
          }),
        );
        return closeSocket(socket, "too many connections");
      }
      socket.on("close", () => connections.release(address));
      serveSocket(socket, request.params.id, open().registry, { ...limits, rateLimit }, log, {
        address,
        budget: talkBudget,
      });
    },
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? "127.0.0.1" });
  const port = app.server.address();
  // Replays the open matches once the storage is open; `close` waits for it, not for the opening.
  let resuming: Promise<number> | undefined;
  const resume = async (opened: MatchStorage): Promise<number> => {
    const storage = monitorStorage(opened, log, metrics.storageResult);
    const registry = new MatchRegistry(
      storage,
      games,
      options.botDelayMs ?? 500,
      log,
      bots,
      time,
      autopilotPaceMs,
    );
    const resumedMatches = await registry.start();
    live = {
      storage,
      registry,
      finished: new FinishedMatches(storage, games),
      stopSweeping: startSweeping(storage, registry, limits, log, time),
      resumedMatches,
    };
    return resumedMatches;
  };
  const ready = (async () => {
    const opened = await options.storage;
    // A server closed while its storage opened starts nothing on it.
    if (closing) return 0;
    resuming = resume(opened);
    return resuming;
  })();
  ready.catch(() => {
    failedToOpen = true;
  });
  const server: MatchServer = {
    url: address,
    port: typeof port === "object" && port ? port.port : 0,
    get resumedMatches() {
      return live?.resumedMatches ?? 0;
    },
    ready,
    async close() {
      closing = true;
      await resuming?.catch(() => {});
      live?.stopSweeping();
      await live?.registry.close();
      await bots.close();
      for (const client of app.websocketServer.clients) client.terminate();
      await app.close();
    },
  };
  if (!(options.storage instanceof Promise)) {
    try {
      await ready;
    } catch (error) {
      await server.close();
      throw error;
    }
  }
  return server;
}
