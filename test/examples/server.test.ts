import { rm } from "node:fs/promises";
import { connectToMatch, createLobbyClient, type StateMessage } from "backroom/client";
import { expect, it } from "vitest";
import { startExampleServer } from "../../examples/server/server.js";
import { wsSocket } from "../server/harness.js";
import { freshDataFolder } from "../support/data-folder.js";

it("the server example hosts a match of bots that a spectator watches to the end", async () => {
  const folder = await freshDataFolder("backroom-example-");
  const { server, close } = await startExampleServer(folder, 0);
  try {
    const lobby = createLobbyClient(server.url);
    expect((await lobby.games()).map((game) => game.id)).toContain("slush-fund");
    const match = await lobby.create({
      game: "slush-fund",
      players: 3,
      bots: ["random", "random", "heuristic"],
      botDelayMs: 0,
    });
    const finished = new Promise<StateMessage>((resolve) => {
      connectToMatch({
        baseUrl: server.url,
        matchId: match.id,
        socket: wsSocket,
        onState: (state) => {
          if (state.outcome !== null) resolve(state);
        },
      });
    });
    const last = await finished;
    expect(last.toAct).toEqual([]);
    expect((await lobby.record(match.id)) as { actions: unknown[] }).toMatchObject({ game: "slush-fund" });
  } finally {
    await close();
    await rm(folder, { recursive: true, force: true });
  }
});
