import { tiefeTaschen } from "../../src/games/tiefe-taschen/index.js";
import { describeEncoding } from "./encoding-kit.js";

// Short 2016 games (bankruptcy card high in the treasury) and 2015 games cut at 300 actions.
describeEncoding(tiefeTaschen, {
  optionSets: [
    { bankruptcyDepth: 50, negotiationLimit: 8 },
    { edition: "2015", negotiationLimit: 4 },
  ],
  maxActions: 300,
  observeEvery: 3,
});
