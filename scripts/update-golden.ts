/**
 * Regenerates the golden playthroughs: `npm run golden` for every game, `npm run golden -- <id>…`
 * for some. Review the resulting diff before committing: it is the rule change made visible.
 */
import { gamesWithCases, writeGolden } from "../test/playthroughs/golden.js";

const requested = process.argv.slice(2);
const ids = requested.length > 0 ? requested : gamesWithCases();
for (const id of ids) {
  for (const path of writeGolden(id)) console.log(`wrote ${path}`);
}
