/**
 * A match, its turn clock and its seats are stored by one statement (storage/sql-storage.ts): every
 * seat in order with its bot, token and name, the clock from the first read on, and a second match
 * with a taken id is refused without touching the first one's seats or clock.
 */
import { expect, it, onTestFinished } from "vitest";
import { openFreshStorage } from "../support/data-folder.js";
import { storedMatch } from "../support/stored-match.js";

it("stores a match with its seats in order, and refuses a taken id leaving the first intact", async () => {
  const storage = await openFreshStorage();
  onTestFinished(() => storage.close().catch(() => {}));
  const seats = [
    { bot: "heuristic", tokenHash: null, name: null },
    { bot: null, tokenHash: "hash-1", name: "Ada" },
    { bot: "random", tokenHash: null, name: "Ünal 🎲" },
  ];
  await storage.createMatch({ ...storedMatch("created"), seats, invitationHash: "invite" });
  const stored = await storage.getMatch("created");
  expect(stored?.seats).toEqual(seats.map((seat) => ({ ...seat, connected: false })));
  expect(stored?.invitationHash).toBe("invite");

  const other = [0, 1, 2].map(() => ({ bot: "random", tokenHash: null, name: "other" }));
  await expect(storage.createMatch({ ...storedMatch("created"), seats: other })).rejects.toThrow();
  expect((await storage.getMatch("created"))?.seats).toEqual(stored?.seats);
});

it("stores the turn clock with the match, and a refused match stores none", async () => {
  const storage = await openFreshStorage();
  onTestFinished(() => storage.close().catch(() => {}));
  await storage.createMatch(storedMatch("timed"), 45);
  await storage.createMatch(storedMatch("untimed"));
  await storage.createMatch(storedMatch("untimed-null"), null);
  expect([...(await storage.turnSeconds(["timed", "untimed", "untimed-null"]))]).toEqual([["timed", 45]]);

  await expect(storage.createMatch(storedMatch("untimed"), 30)).rejects.toThrow();
  expect((await storage.turnSeconds(["untimed"])).size).toBe(0);
});
