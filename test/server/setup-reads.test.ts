/**
 * What a new match costs the storage: a match this process creates is set up without reading
 * anything back (it has no actions, chat lines or seat states yet), a hello reads the match once and
 * never its clock, and a match loaded after a restart still reads all of it.
 */
import { createLobbyClient } from "backroom/client";
import { type MatchStorage, startMatchServer } from "backroom/server";
import { expect, it, onTestFinished } from "vitest";
import { openFreshStorage } from "../support/data-folder.js";
import { closeAll, Seat } from "./harness.js";

/** The storage with every method call recorded by name, in order. */
function recorded(storage: MatchStorage, calls: string[]): MatchStorage {
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return value.apply(target, args);
      };
    },
  });
}

const OPTIONS = { botDelayMs: 0, limits: { sweepIntervalMs: 24 * 60 * 60_000 } };

it("sets up a new match without reading it back; a hello reads the match once; a restart reads it all", async () => {
  const storage = await openFreshStorage();
  onTestFinished(() => storage.close().catch(() => {}));
  const calls: string[] = [];
  let server = await startMatchServer({ ...OPTIONS, storage: recorded(storage, calls) });
  const lobby = createLobbyClient(server.url);

  calls.length = 0;
  await lobby.create({ game: "slush-fund", players: 3 });
  expect(calls).toEqual(["countOpenMatches", "createMatch"]);
  // A clock stores the first deadline (nothing is read for the match itself).
  calls.length = 0;
  const match = await lobby.create({ game: "slush-fund", players: 3, clock: { turnSeconds: 600 } });
  expect(calls.slice(0, 3)).toEqual(["countOpenMatches", "createMatch", "putSeatStates"]);

  const { token } = await lobby.join(match.id, { name: "Ada" });
  calls.length = 0;
  const ada = new Seat(server.url, match.id, token);
  const welcome = await ada.connection.ready;
  expect(welcome.match.clock).toEqual({ turnSeconds: 600 });
  await ada.until(() => ada.tables.some((table) => table.seats[0]?.name === "Ada"), "Ada's name");
  expect(calls.filter((call) => call === "getMatch")).toHaveLength(2); // the hello's, the table's names
  expect(calls).not.toContain("turnSeconds");
  closeAll([ada]);
  await server.close();

  calls.length = 0;
  server = await startMatchServer({ ...OPTIONS, storage: recorded(storage, calls) });
  onTestFinished(() => server.close());
  const again = new Seat(server.url, match.id, token);
  expect((await again.connection.ready).match.clock).toEqual({ turnSeconds: 600 });
  for (const read of ["actionsAfter", "seatStates", "chatAfter", "turnSeconds"])
    expect(calls).toContain(read);
  closeAll([again]);
});
