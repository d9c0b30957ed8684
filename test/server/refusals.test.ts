/**
 * The smaller holes of issue 32: unknown routes share the per-address request rate and a flood of
 * refusals does not flood the log; invisible names are refused and long ones cut to 40 graphemes;
 * a token pasted into a path never reaches the request log. One in-process server with a small
 * request rate, its request log captured.
 */
import { PassThrough } from "node:stream";
import { createLobbyClient } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken } from "../../src/server/guards/tokens.js";
import { openFreshStorage } from "../support/data-folder.js";

const REQUESTS_PER_MINUTE = 40;
let storage: MatchStorage;
let server: MatchServer;
const logged: string[] = [];

beforeAll(async () => {
  storage = await openFreshStorage();
  const requestLog = new PassThrough();
  requestLog.on("data", (chunk) => logged.push(...String(chunk).split("\n").filter(Boolean)));
  server = await startMatchServer({
    storage,
    requestLog,
    limits: { requestsPerMinute: REQUESTS_PER_MINUTE, joinsPerMinute: REQUESTS_PER_MINUTE },
  });
});
afterAll(async () => {
  await server?.close();
  await storage?.close();
});

/** The request log's lines so far, parsed. */
const lines = () =>
  logged
    .map((line) => JSON.parse(line) as { level: number; status?: number; url?: string })
    .filter((line) => line.url !== undefined);

/** Posts a join with this name; the server's answer status and body. */
async function joinNamed(matchId: string, name: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/matches/${matchId}/join`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  return { status: response.status, body: await response.json() };
}

// Names and logs run first, within the request budget; the flood of unknown routes spends it last.
describe("names", () => {
  it("refuses a name with no visible character, and cuts a long one to 40 graphemes", async () => {
    const lobby = createLobbyClient(server.url);
    const match = await lobby.create({ game: "slush-fund", players: 3 });
    const invisible = [
      "\u200B",
      "\u200C\u200D",
      "\u2060\uFEFF",
      "\u0301\u0302",
      "   \t",
      "\u3164",
      "\u2800",
      "\u0000\u202E",
      "",
    ];
    for (const name of invisible) {
      const { status, body } = await joinNamed(match.id, name);
      expect({ name, status }).toEqual({ name, status: 400 });
      expect(body).toMatchObject({ error: "bad-request" });
    }
    // Decomposed accents count as one grapheme each once normalized; emoji sequences as one each.
    expect((await joinNamed(match.id, "e\u0301".repeat(1000))).status).toBe(201);
    expect((await joinNamed(match.id, "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}".repeat(50))).status).toBe(
      201,
    );
    // A body past the join's 4 KiB is refused unread.
    const huge = await joinNamed(match.id, "n".repeat(10_000));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: "too-large" });
    const seats = (await lobby.match(match.id)).seats.map((seat) => seat.name);
    expect(seats).toEqual(["\u00e9".repeat(40), "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}".repeat(40), null]);
  });
});

describe("request log", () => {
  it("hides a token pasted into a path or a bare query key", async () => {
    const token = createToken();
    for (const path of [`/matches/${token}`, `/matches/${token}/record`, `/${token}`, `/games?${token}`]) {
      await fetch(`${server.url}${path}`);
    }
    await expect.poll(() => lines().filter((line) => line.url?.includes("*")).length).toBe(4);
    expect(logged.join("\n")).not.toContain(token);
    expect(logged.join("\n")).not.toContain(token.slice(0, 32));
  });
});

describe("unknown routes", () => {
  it("count against the address's request rate, and past it one refusal a minute is logged", async () => {
    const before = lines().length;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * REQUESTS_PER_MINUTE; i++) {
      statuses.push((await fetch(`${server.url}/nowhere/${i}`)).status);
    }
    // What the earlier tests left of the budget is answered 404, then every request 429.
    const allowed = statuses.indexOf(429);
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThanOrEqual(REQUESTS_PER_MINUTE);
    expect(statuses.slice(0, allowed).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    const refused = await fetch(`${server.url}/nowhere`);
    expect(await refused.json()).toMatchObject({ error: "rate-limited" });
    // The same budget covers the known routes.
    expect((await fetch(`${server.url}/games`)).status).toBe(429);
    // Every 404 is a line at info; of the refusals only the first (warn), the rest at debug (not written).
    await expect.poll(() => lines().length).toBe(before + allowed + 1);
    const flood = lines().slice(before);
    expect(flood.filter((line) => line.status === 404 && line.level === 30)).toHaveLength(allowed);
    expect(flood.filter((line) => line.status === 429)).toEqual([expect.objectContaining({ level: 40 })]);
  });
});
