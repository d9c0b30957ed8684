import { slushFund } from "../../src/games/slush-fund/index.js";
import { describeEncoding } from "./encoding-kit.js";

describeEncoding(slushFund, {
  optionSets: [
    {},
    { thiefTakes: "any", timeCardsToEnd: 5, firstPlayer: 1 },
    { deck: { scandal: 24, spy: 10, transfer: 6 }, timeCardsToEnd: 6 },
  ],
});
