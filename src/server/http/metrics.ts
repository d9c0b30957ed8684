/**
 * `GET /metrics` in the Prometheus text format (`prom-client`, an optional peer dependency): open
 * matches, connections, actions stored, storage errors, bot decisions queued and running and their
 * duration, HTTP requests by route and status, and Node's own figures (event-loop delay, memory, CPU)
 * on a registry of this server (never the global one, so servers in one process keep apart).
 */
import type * as PromClient from "prom-client";
import { importOptional } from "../storage/optional-import.js";

/** Where the gauges read their values. */
export interface MetricSources {
  openMatches(): Promise<number>;
  connections(): number;
  botDecisions(): { readonly queued: number; readonly running: number };
}

/** The server's metrics: counters to bump and the text to serve. */
export interface ServerMetrics {
  /** Counts a storage call's outcome (an action stored, a failed call). */
  storageResult(method: string, ok: boolean, result?: unknown): void;
  /** Records how long one bot decision took, waiting included. */
  botDecision(seconds: number): void;
  /** Counts an answered HTTP request by method, route (`/matches/:id`, never the raw path) and status. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** The content type of `text()`. */
  readonly contentType: string;
  /** Every metric in the Prometheus text format. */
  text(): Promise<string>;
}

/** Makes the server's metrics; throws `MissingDependencyError` when `prom-client` is not installed. */
export async function createServerMetrics(sources: MetricSources): Promise<ServerMetrics> {
  const prom = await importOptional<typeof PromClient>("prom-client", "the match server's /metrics");
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: "backroom_" });
  const registers = [registry];
  new prom.Gauge({
    name: "backroom_open_matches",
    help: "Open matches in the database.",
    registers,
    async collect() {
      try {
        this.set(await sources.openMatches());
      } catch {
        // While the database fails the last count stays (the failure is counted as a storage error).
      }
    },
  });
  new prom.Gauge({
    name: "backroom_connections",
    help: "Open WebSocket connections of this process.",
    registers,
    collect() {
      this.set(sources.connections());
    },
  });
  new prom.Gauge({
    name: "backroom_bot_decisions_queued",
    help: "Bot decisions waiting for a worker thread.",
    registers,
    collect() {
      this.set(sources.botDecisions().queued);
    },
  });
  new prom.Gauge({
    name: "backroom_bot_decisions_running",
    help: "Bot decisions being computed on worker threads.",
    registers,
    collect() {
      this.set(sources.botDecisions().running);
    },
  });
  const actions = new prom.Counter({
    name: "backroom_actions_stored_total",
    help: "Actions stored by this process.",
    registers,
  });
  const storageErrors = new prom.Counter({
    name: "backroom_storage_errors_total",
    help: "Failed database calls.",
    registers,
  });
  const decisions = new prom.Histogram({
    name: "backroom_bot_decision_seconds",
    help: "Time of one bot decision, waiting for a worker included.",
    buckets: [0.005, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const requests = new prom.Counter({
    name: "backroom_http_requests_total",
    help: "HTTP requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const requestSeconds = new prom.Histogram({
    name: "backroom_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route.",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  return {
    httpRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    storageResult(method, ok, result) {
      if (!ok) storageErrors.inc();
      else if (method === "appendAction" && result === true) actions.inc();
    },
    botDecision: (seconds) => decisions.observe(seconds),
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}
