/**
 * Observability of a real `backroom serve` process: GET /metrics in the Prometheus text format behind
 * its token, figures that move with play, and request logs as JSON lines that carry no secret.
 */
import { rm } from "node:fs/promises";
import { createLobbyClient } from "backroom/client";
import { afterAll, expect, it } from "vitest";
import { freshDataFolder } from "../support/data-folder.js";
import { closeAll, drive, Seat, type ServerProcess, spawnServer } from "./harness.js";

const METRICS_TOKEN = "metrics-secret-7f3a";
let folder: string | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop("SIGKILL");
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The samples of a Prometheus text exposition: `name{labels}` → value (labels as written). */
function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const cut = line.lastIndexOf(" ");
    const value = Number(line.slice(cut + 1));
    expect(Number.isNaN(value) && line.slice(cut + 1) !== "NaN", line).toBe(false);
    samples.set(line.slice(0, cut), value);
  }
  return samples;
}

async function scrape(url: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return parseMetrics(await response.text());
}

it("serves Prometheus metrics behind its token that move with play, and logs requests as JSON without secrets", async () => {
  folder = await freshDataFolder("backroom-metrics-");
  server = await spawnServer(["--data", folder, "--metrics-token", METRICS_TOKEN, "--bot-delay", "0"]);
  const out: string[] = [];
  server.child.stdout?.on("data", (chunk) => out.push(String(chunk)));
  const { url } = server;

  for (const authorization of [undefined, "Bearer wrong", METRICS_TOKEN]) {
    const refused = await fetch(`${url}/metrics`, authorization ? { headers: { authorization } } : {});
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: "unauthorized" });
  }
  const before = await scrape(url);
  for (const name of [
    "backroom_open_matches",
    "backroom_connections",
    "backroom_actions_stored_total",
    "backroom_storage_errors_total",
    "backroom_bot_decisions_queued",
    "backroom_bot_decision_seconds_count",
    "backroom_nodejs_eventloop_lag_p99_seconds",
  ]) {
    expect(before.has(name), name).toBe(true);
  }
  expect(before.get("backroom_actions_stored_total")).toBe(0);

  // A person against a random bot, both acting; and a private match joined through its invitation.
  const lobby = createLobbyClient(url);
  const match = await lobby.create({ game: "slush-fund", players: 2, bots: [null, "random"] });
  const { token } = await lobby.join(match.id, { seat: 0, name: "Ada" });
  const hidden = await lobby.create({ game: "slush-fund", players: 2, private: true });
  const invitation = hidden.invitation as string;
  const joined = await lobby.join(hidden.id, { invitation });
  const seat = new Seat(url, match.id, token);
  const watcher = new Seat(url, match.id);
  // Play until at least four actions are stored and the bot has made a move of its own.
  let botAlone: number | undefined;
  await drive([seat, undefined], watcher, undefined, (state) => {
    if (botAlone !== undefined && state.version > botAlone && state.version >= 4) return true;
    if (botAlone === undefined && state.toAct.length === 1 && state.toAct[0] === 1) botAlone = state.version;
    return false;
  });
  // Secrets a client puts in a query string anyway (a token is shaped like a match id).
  await fetch(`${url}/matches?after=${joined.token}`);
  expect((await fetch(`${url}/matches?token=${token}&limit=5`)).status).toBe(200);

  const after = await scrape(url);
  expect(after.get("backroom_actions_stored_total")).toBeGreaterThanOrEqual(4);
  expect(after.get("backroom_open_matches")).toBe(2);
  expect(after.get("backroom_connections")).toBe(2);
  expect(after.get("backroom_bot_decision_seconds_count")).toBeGreaterThanOrEqual(1);
  expect(after.get("backroom_storage_errors_total")).toBe(0);
  expect(after.get('backroom_http_requests_total{method="POST",route="/matches",status="201"}')).toBe(2);
  expect(
    after.get('backroom_http_requests_total{method="POST",route="/matches/:id/join",status="201"}'),
  ).toBe(2);
  expect(after.get('backroom_http_requests_total{method="GET",route="/metrics",status="401"}')).toBe(3);
  expect(after.get('backroom_http_request_duration_seconds_count{method="GET",route="/matches"}')).toBe(2);
  closeAll([seat, watcher]);

  // Every request is one JSON line; none carries a seat token, an invitation or the metrics token.
  await watcher.until(() => out.join("").includes('"url":"/matches?token=*&limit=5"'), "the last log line");
  const text = out.join("");
  for (const secret of [token, joined.token, invitation, METRICS_TOKEN]) expect(text).not.toContain(secret);
  const requests = text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request");
  expect(requests.find((line) => line.route === "/matches/:id/join")).toMatchObject({
    level: 30,
    method: "POST",
    url: `/matches/${match.id}/join`,
    status: 201,
    ms: expect.any(Number),
  });
  await server.stop();
  expect(server.child.exitCode).toBe(0);
});
