/**
 * Measures every game's typical length from seeded heuristic-bot games and writes
 * src/games/<id>/length.json (read by `gameFacts`): `npm run lengths [-- <games per count> [<game id>…]]`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { games } from "../src/games/registry.js";
import { measureLengths } from "../src/sim/lengths.js";

/** The games per player count when none is given. */
const DEFAULT_GAMES = 25;

const [count, ...ids] = process.argv.slice(2);
const perCount = count === undefined ? DEFAULT_GAMES : Number(count);
if (!Number.isInteger(perCount) || perCount < 1)
  throw new Error(`games per count must be a positive integer, got ${count}`);
for (const game of Object.values(games)) {
  if (ids.length > 0 && !ids.includes(game.id)) continue;
  const measured = measureLengths(game, perCount);
  const file = join("src", "games", game.id, "length.json");
  writeFileSync(file, `${JSON.stringify(measured, null, 2)}\n`);
  const medians = measured.counts.map((c) => `${c.players}p ${c.decisionsPerPerson}`).join(", ");
  console.log(`${file}: ${medians}`);
}
