import { campaign } from "../../../src/games/campaign/index.js";
import { describeConformance } from "../../conformance/kit.js";

// Every player count in full-length games with the default rules, checked deeply (views,
// determinize, near-miss and malformed actions) on every third action: at 7 players the deep checks
// cost most of the suite's conformance time. Then short games of the option variants, checked
// deeply on every action (and so also that determinize resamples something).
describeConformance(campaign, {
  playerCounts: [2, 3, 4, 5, 6, 7],
  optionSets: [{}],
  runs: 2,
  deepCheckEvery: 3,
});
describeConformance(campaign, {
  playerCounts: [2, 3, 4, 5, 6, 7],
  optionSets: [
    { groupRaids: false, maxRounds: 3, formationLimit: 3, leaningPenalty: 0, raidPenalty: 1, tokenPrice: 2 },
  ],
  runs: 1,
});
