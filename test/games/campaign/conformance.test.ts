import { campaign } from "../../../src/games/campaign/index.js";
import { describeConformance } from "../../conformance/kit.js";

// Every player count with the default rules, then a lighter pass over the option variants.
describeConformance(campaign, { playerCounts: [2, 3, 4, 5, 6, 7], optionSets: [{}], runs: 2 });
describeConformance(campaign, {
  playerCounts: [2, 3, 4, 5, 6, 7],
  optionSets: [
    { groupRaids: false, maxRounds: 3, formationLimit: 3, leaningPenalty: 0, raidPenalty: 1, tokenPrice: 2 },
  ],
  runs: 1,
});
