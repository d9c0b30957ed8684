import { type AnyGame, createRandom, games, learnedPlayerCounts, replay } from "backroom";
import { createLobbyClient, type MatchSummary } from "backroom/client";
import { describe, expect, it } from "vitest";
import shippedSlushFund from "../../src/bots/policies/slush-fund-3.json";
import { servedPolicies } from "../../src/server/guards/served-policies.js";
import { closeAll, drive, QUICK_SERVER, Seat, serverForFile } from "./harness.js";
import { SHORT } from "./short-matches.js";

// An operator-served policy file (a client may name it, never a path of its own).
const running = serverForFile({ ...QUICK_SERVER, policies: { "sf.json": shippedSlushFund } });

describe("a whole match of every game through the server", () => {
  for (const [id, setup] of Object.entries(SHORT)) {
    it(`${id}: people on sockets and a server-side bot, each seat seeing only its own view`, async () => {
      const game = games[id] as AnyGame;
      const lobby = createLobbyClient(running.server.url);
      const created: MatchSummary = await lobby.create({ game: id, ...setup, seed: `server/${id}` });
      expect(created.seats.map((s) => s.taken)).toEqual(setup.bots.map((bot) => bot !== null));
      expect(JSON.stringify(created)).not.toContain(`server/${id}`); // the seed stays secret
      const seats = await Promise.all(
        setup.bots.map(async (bot, seat) => {
          if (bot !== null) return undefined;
          const { token } = await lobby.join(created.id, { seat, name: `p${seat}` });
          return new Seat(running.server.url, created.id, token);
        }),
      );
      const spectator = new Seat(running.server.url, created.id);
      await expect(lobby.record(created.id)).rejects.toMatchObject({ code: "match-running" });
      await drive(seats, spectator, createRandom(id));
      await Promise.all(seats.map((seat) => seat?.untilVersion(spectator.latest.version)));

      const record = (await lobby.record(created.id)) as never;
      const states = replay(game, record);
      const final = states.at(-1);
      expect(spectator.latest.outcome).toEqual(JSON.parse(JSON.stringify(game.outcome(final))));
      expect(spectator.latest.view).toEqual(JSON.parse(JSON.stringify(game.viewFor(final, null))));
      for (const [seat, client] of seats.entries()) {
        if (!client) continue;
        // Every state a seat received is exactly its own view of that version: nothing of anyone else's.
        for (const message of client.states) {
          expect(message.view).toEqual(
            JSON.parse(JSON.stringify(game.viewFor(states[message.version], seat))),
          );
        }
        // And its logs cover every version once, in order.
        const logged = client.states.flatMap((message) => message.log.map((entry) => entry.version));
        expect(logged).toEqual(Array.from({ length: states.length - 1 }, (_, i) => i + 1));
      }
      expect((await lobby.match(created.id)).status).toBe("finished");
      expect((await lobby.matches()).map((m) => m.id)).not.toContain(created.id);
      closeAll([...seats, spectator]);
    });
  }
});

describe("the learned bot on the match server", () => {
  // The served policy file is for 3 players; learned plays beside it where it has a 3-player policy.
  const players = 3;
  const learned = learnedPlayerCounts("slush-fund").includes(players) ? "learned" : "random";

  it("plays its seats of a match to the end, beside an operator-served policy", async () => {
    const game = games["slush-fund"] as AnyGame;
    const lobby = createLobbyClient(running.server.url);
    const bots = Array.from({ length: players }, (_, seat) =>
      seat === 0 ? null : seat === 1 ? learned : "policy:sf.json",
    );
    const created = await lobby.create({ game: "slush-fund", players, bots, seed: "learned" });
    const { token } = await lobby.join(created.id, { seat: 0, name: "p0" });
    const seats = [new Seat(running.server.url, created.id, token)];
    const spectator = new Seat(running.server.url, created.id);
    await drive(seats, spectator, createRandom("learned"));
    const states = replay(game, (await lobby.record(created.id)) as never);
    expect(game.outcome(states.at(-1))).toBeDefined();
    expect((await lobby.match(created.id)).status).toBe("finished");
    closeAll([...seats, spectator]);
  });

  it("refuses learned at a player count without a policy, saying which counts it plays", async () => {
    const game = games["slush-fund"] as AnyGame;
    const other = [game.players.min, game.players.max].find(
      (n) => !learnedPlayerCounts("slush-fund").includes(n),
    );
    const response = await fetch(`${running.server.url}/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "slush-fund", players: other, bots: Array(other).fill("learned") }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      `the learned bot has no policy for slush-fund at ${other} players`,
    );
  });

  it("offers served policies by name only: a client cannot make the server read a file", async () => {
    const listed = (await (await fetch(`${running.server.url}/games`)).json()) as {
      id: string;
      bots: string[];
    }[];
    expect(listed.find((g) => g.id === "slush-fund")?.bots).toContain("policy:sf.json");
    expect(listed.find((g) => g.id === "campaign")?.bots).not.toContain("policy:sf.json");
    for (const bot of ["policy:/etc/passwd", "policy:../package.json", "policy:sf.json "]) {
      const response = await fetch(`${running.server.url}/matches`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: "slush-fund", players: 3, bots: [null, bot, null] }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("unknown bot");
    }
  });

  it("refuses at start a served policy that does not fit a served game", () => {
    expect(() => servedPolicies({ "x.json": { ...shippedSlushFund, encoding: "0/0" } }, games)).toThrow(
      /x\.json: the policy was built for encoding version 0\/0/,
    );
    expect(() => servedPolicies({ "y.json": { ...shippedSlushFund, game: "chess" } }, games)).toThrow(
      /y\.json: the policy is for the game chess, which this server does not serve/,
    );
  });
});
