/**
 * A stored match row for storage-level tests: an open three-seat match at version 0 with no bots
 * and no claimed seats, as `createMatch` takes it.
 */
import type { StoredMatch } from "../../src/server/storage/storage.js";

/** An open three-seat match `id` of `game` (default Slush Fund) dealt from `seed`. */
export function storedMatch(id: string, game = "slush-fund", rulesVersion = "1", seed = "s"): StoredMatch {
  return {
    id,
    game,
    rulesVersion,
    packageVersion: "0.1.0",
    players: 3,
    seed,
    options: {},
    botDelayMs: 0,
    createdAt: new Date().toISOString(),
    status: "open",
    version: 0,
    seats: [0, 1, 2].map(() => ({ bot: null, tokenHash: null, name: null })),
  };
}
