import { kohleKiesKnete } from "../../../src/games/kohle-kies-knete/index.js";
import { describeConformance } from "../../conformance/kit.js";

// Random policies rarely close a deal, so the second option set uses a short board and a low
// negotiation limit: deals then end automatically, tiles are placed and end rolls are made.
const shortGame = {
  maxTurns: 12,
  negotiationLimit: 6,
  tileValues: [2, 3, 4, 5],
  endRolls: [[], [1, 2], [1, 2, 3]],
  board: [
    { fixed: ["H"], groups: [], dividends: 2 },
    { fixed: [], groups: [{ count: 1, from: ["K", "L"] }], dividends: 2 },
    { fixed: ["P"], groups: [{ count: 1, from: ["R", "T"] }], dividends: 3 },
    { fixed: [], groups: [{ count: 2, from: ["H", "K", "L", "P", "R", "T"] }], dividends: 3 },
    { fixed: ["T", "R"], groups: [], dividends: 4 },
  ],
};

describeConformance(kohleKiesKnete, {
  playerCounts: [3, 4, 5, 6],
  optionSets: [{ maxTurns: 8 }, shortGame],
  runs: 2,
});
