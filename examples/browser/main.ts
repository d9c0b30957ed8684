/// <reference lib="dom" />
// A browser page that imports one game subpath of the built package and plays a random game to the
// end; it writes the outcome (or the error) into the page for the test to read.
import { slushFund } from "backroom/slush-fund";

const output = document.getElementById("outcome") as HTMLElement;
try {
  let state = slushFund.setup({ players: 3, seed: "browser" });
  let actions = 0;
  for (;;) {
    const toAct = slushFund.toAct(state);
    if (toAct.length === 0) break;
    const seat = toAct[Math.floor(Math.random() * toAct.length)] as number;
    const legal = slushFund.legalActions(state, seat);
    state = slushFund.apply(state, legal[Math.floor(Math.random() * legal.length)] as (typeof legal)[number]);
    actions++;
  }
  output.textContent = JSON.stringify({ outcome: slushFund.outcome(state), actions });
} catch (error) {
  output.textContent = JSON.stringify({ error: String(error) });
}
