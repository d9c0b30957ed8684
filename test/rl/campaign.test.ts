import { campaign } from "../../src/games/campaign/index.js";
import { describeEncoding } from "./encoding-kit.js";

describeEncoding(campaign, {
  optionSets: [
    {},
    { groupRaids: false, maxRounds: 3, formationLimit: 3, leaningPenalty: 0, raidPenalty: 1, tokenPrice: 2 },
  ],
  maxActions: 400,
  observeEvery: 2,
});
