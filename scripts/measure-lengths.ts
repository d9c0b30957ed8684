/**
 * Measures every game's typical length from seeded heuristic-bot games and writes
 * src/games/<id>/length.json (read by `gameFacts`, formatted as the repository's formatter keeps it):
 * `npm run lengths [-- <games per count> [<game id>…]]`.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { typicalLengths } from "../src/core/index.js";
import { games } from "../src/games/registry.js";
import { measureLengths } from "../src/sim/lengths.js";

/** The games per player count when none is given. */
const DEFAULT_GAMES = 25;

/** Puts each object that holds no object or list on one line (one measured game per line). */
function oneLineFlatObjects(json: string): string {
  return json.replace(
    /\{\n([^{}[\]]*?)\n\s*\}/g,
    (_, body: string) =>
      `{ ${body
        .trim()
        .split(/,\n\s*/)
        .join(", ")} }`,
  );
}

const [count, ...ids] = process.argv.slice(2);
const perCount = count === undefined ? DEFAULT_GAMES : Number(count);
if (!Number.isInteger(perCount) || perCount < 1)
  throw new Error(`games per count must be a positive integer, got ${count}`);
for (const game of Object.values(games)) {
  if (ids.length > 0 && !ids.includes(game.id)) continue;
  const measured = measureLengths(game, perCount);
  const file = join("src", "games", game.id, "length.json");
  writeFileSync(file, `${oneLineFlatObjects(JSON.stringify(measured, null, 2))}\n`);
  execFileSync("npx", ["biome", "format", "--write", file], { stdio: "ignore" });
  const lengths = typicalLengths(measured)
    .map((entry) => `${entry.players}p ${entry.decisionsPerPerson} decisions, ${entry.minutes} min`)
    .join("; ");
  console.log(`${file}: ${lengths}`);
}
