import { type AnyGame, createRandom, games, replay } from "backroom";
import { createLobbyClient, type MatchSummary } from "backroom/client";
import { describe, expect, it } from "vitest";
import { closeAll, drive, QUICK_SERVER, Seat, serverForFile } from "./harness.js";
import { SHORT } from "./short-matches.js";

const running = serverForFile(QUICK_SERVER);

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
