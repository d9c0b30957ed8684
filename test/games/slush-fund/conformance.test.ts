import { slushFund } from "../../../src/games/slush-fund/index.js";
import { describeConformance } from "../../conformance/kit.js";

// Full-length games with the default rules, checked deeply (views, determinize, near-miss and
// malformed actions) on every third action; the short games of the option sets below are checked
// deeply on every action (and so also that determinize resamples something).
describeConformance(slushFund, { playerCounts: [2, 3, 4], runs: 3, deepCheckEvery: 3 });

describeConformance(slushFund, {
  playerCounts: [2, 3, 4],
  optionSets: [
    // Short games with the other Thief rule and a fixed first player.
    { thiefTakes: "any", timeCardsToEnd: 5, firstPlayer: 1 },
    // Many scandals and spies, so politicians fall and scandals move.
    { deck: { scandal: 24, spy: 10, transfer: 6 }, timeCardsToEnd: 6 },
  ],
  runs: 2,
});
