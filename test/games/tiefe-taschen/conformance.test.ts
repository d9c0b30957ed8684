/**
 * The shared contract suite. Deep checks (views, determinize, near-miss validation) cost tens of
 * milliseconds per action at 8 players, so the runs are shaped to stay within about a minute:
 * short 2016 games (bankruptcy card high in the treasury) checked on every action, full-length
 * 2015 and default 2016 games checked deeply on every few actions.
 */
import { tiefeTaschen } from "../../../src/games/tiefe-taschen/index.js";
import { describeConformance } from "../../conformance/kit.js";

describeConformance(tiefeTaschen, {
  playerCounts: [4, 5, 6, 7, 8],
  optionSets: [{ bankruptcyDepth: 50, negotiationLimit: 8 }],
  runs: 1,
});

describeConformance(tiefeTaschen, {
  playerCounts: [4, 5, 6, 7, 8],
  optionSets: [{ edition: "2015", negotiationLimit: 4 }],
  runs: 1,
  deepCheckEvery: 9,
});

describeConformance(tiefeTaschen, {
  playerCounts: [5, 8],
  optionSets: [{}],
  runs: 1,
  deepCheckEvery: 9,
});
