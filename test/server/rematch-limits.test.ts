/**
 * A rematch makes a match, so it is limited like a creation: it is refused with 503 `server-full`
 * when the server holds `maxOpenMatches` open matches (nothing made), and rematch requests count
 * against the address's creation rate (`createsPerMinute`, shared with `POST /matches`), not only
 * against the join rate.
 */
import { createLobbyClient, type LobbyClient } from "backroom/client";
import { describe, expect, it } from "vitest";
import { closeAll, drive, QUICK_SERVER, Seat, serverForFile } from "./harness.js";

/** A Slush Fund match with one person (seat 0) and two bots, played to its end; its id and the person's token. */
async function finishedMatch(lobby: LobbyClient, url: string): Promise<{ id: string; token: string }> {
  const match = await lobby.create({
    game: "slush-fund",
    players: 3,
    seed: "rematch-limits",
    bots: [null, "heuristic", "heuristic"],
  });
  const { token } = await lobby.join(match.id, { seat: 0 });
  const person = new Seat(url, match.id, token);
  await drive([person], person);
  closeAll([person]);
  expect((await lobby.match(match.id)).status).toBe("finished");
  return { id: match.id, token };
}

const createBody = (players = 3) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ game: "slush-fund", players }),
});

describe("a rematch under the open-match cap", () => {
  const running = serverForFile({ ...QUICK_SERVER, limits: { ...QUICK_SERVER.limits, maxOpenMatches: 2 } });

  it("is refused with 503 server-full when POST /matches is, and makes no match", async () => {
    const { server, storage } = running;
    const lobby = createLobbyClient(server.url);
    const finished = [await finishedMatch(lobby, server.url), await finishedMatch(lobby, server.url)];
    await lobby.create({ game: "slush-fund", players: 3 });
    await lobby.create({ game: "slush-fund", players: 3 });
    const full = await fetch(`${server.url}/matches`, createBody());
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ error: "server-full" });
    for (const { id, token } of finished) {
      await expect(lobby.rematch(id, token)).rejects.toMatchObject({ code: "server-full", status: 503 });
      expect(await storage.rematchOf(id)).toBeUndefined();
    }
    expect(await storage.countOpenMatches()).toBe(2);
    expect((await lobby.matches()).length).toBe(2);
  });
});

describe("rematches and the creation rate", () => {
  const running = serverForFile({ ...QUICK_SERVER, limits: { ...QUICK_SERVER.limits, createsPerMinute: 4 } });

  it("count together with creations: a rematch storm gets 429 rate-limited, and so does the next creation", async () => {
    const { server, storage } = running;
    const lobby = createLobbyClient(server.url);
    // Two creations of this minute's four.
    const finished = [await finishedMatch(lobby, server.url), await finishedMatch(lobby, server.url)];
    const [first, second] = finished as [{ id: string; token: string }, { id: string; token: string }];
    const rematch = await lobby.rematch(first.id, first.token); // the third
    expect(rematch.seat).toBe(0);
    const open = await storage.countOpenMatches();
    // The storm: the fourth is answered (the seat was given already), every later one is refused.
    const storm: { status: number; error?: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${server.url}/matches/${second.id}/rematch`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: second.token }),
      });
      const body = (await answer.json()) as { error?: string };
      storm.push({ status: answer.status, ...(body.error === undefined ? {} : { error: body.error }) });
      if (answer.status === 429) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(storm[0]?.status).toBe(201);
    expect(storm.slice(1)).toEqual(Array(5).fill({ status: 429, error: "rate-limited" }));
    // Far below the join rate (30 a minute): it is the creation rate that refused them.
    expect(await storage.countOpenMatches()).toBe(open + 1);
    const creation = await fetch(`${server.url}/matches`, createBody());
    expect(creation.status).toBe(429);
    expect(await creation.json()).toMatchObject({ error: "rate-limited" });
  });
});
