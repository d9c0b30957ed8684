/**
 * The actions of several matches that are stored by one batch (storage/append-batch.ts) are all
 * acknowledged before any of those matches shows its change: a match's views (one per seat, each
 * serialised) must not delay the acknowledgement of the next match in the batch.
 */
import { expect, it, onTestFinished } from "vitest";
import type { StateMessage } from "../../src/client/protocol.js";
import type { AnyGame } from "../../src/core/game.js";
import { slushFund } from "../../src/games/slush-fund/index.js";
import type { BotRunner } from "../../src/server/match/bot-pool.js";
import { LiveMatch } from "../../src/server/match/live-match.js";
import { openFreshStorage } from "../support/data-folder.js";
import { storedMatch } from "../support/stored-match.js";

/** These matches have no bot seats: no decision is ever asked for. */
const noBots: BotRunner = {
  decide: () => Promise.reject(new Error("no bot seats here")),
  delayFor: () => 0,
  pending: { queued: 0, running: 0 },
  close: () => Promise.resolve(),
};

it("acknowledges every action of a batch before showing any of them", async () => {
  const storage = await openFreshStorage();
  onTestFinished(() => storage.close().catch(() => {}));
  const game = slushFund as unknown as AnyGame;
  const heard: string[] = [];
  const matches = new Map<string, { match: LiveMatch; latest: StateMessage }>();
  for (const id of ["primer", "a", "b", "c"]) {
    const stored = storedMatch(id, game.id, game.version, `acks/${id}`);
    await storage.createMatch(stored);
    const match = await LiveMatch.load(game, stored, storage, () => {}, noBots);
    onTestFinished(() => match.close());
    const entry = { match, latest: undefined as unknown as StateMessage };
    // A spectator: it is shown every change.
    match.attach({
      seat: null,
      lastVersion: 0,
      lastChat: 0,
      send(message) {
        if (message.type !== "state") return;
        entry.latest = message;
        if (message.version > 0) heard.push(`shown ${id}`);
      },
    });
    matches.set(id, entry);
  }
  const actIn = (id: string) => {
    const { match, latest } = matches.get(id)!;
    const seat = latest.toAct[0]!;
    const legal = game.legalActions(game.setup({ players: 3, seed: `acks/${id}`, options: {} }), seat);
    return match.submit(legal[0], () => heard.push(`acknowledged ${id}`));
  };
  // The primer's append is written alone; the three sent meanwhile wait and go together.
  const results = await Promise.all(["primer", "a", "b", "c"].map(actIn));
  expect(results.every((result) => result.ok)).toBe(true);
  expect(heard).toEqual([
    "acknowledged primer",
    "shown primer",
    "acknowledged a",
    "acknowledged b",
    "acknowledged c",
    "shown a",
    "shown b",
    "shown c",
  ]);
});
