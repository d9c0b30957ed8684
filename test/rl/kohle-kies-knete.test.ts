import { kohleKiesKnete } from "../../src/games/kohle-kies-knete/index.js";
import { describeEncoding } from "./encoding-kit.js";

// Random policies rarely close a deal, so the second option set is a short board with a low
// negotiation limit: deals end, tiles are placed and the game ends within the action budget.
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

describeEncoding(kohleKiesKnete, {
  optionSets: [{ maxTurns: 8 }, shortGame],
  maxActions: 400,
  observeEvery: 2,
});
