/**
 * Which of a Campaign policy's decisions a search improves: plays `games` games with the policy at
 * one seat (seat g mod 3 in game g, seeded `<prefix>-g`) and heuristic bots at the others, the
 * game's ISMCTS search (80 iterations, its default settings) taking the policy's decisions of one
 * kind, and prints the policy's win share. The policy plays without its own `search` field.
 *
 * Kinds (by the first legal action): `none`, `attempt` (capture, cross or skip), `form` (propose,
 * pass or answer), `veto`, `bid`, `money` (stakes, interference, lowering). Rollouts: `heuristic`
 * (the game's heuristic bot everywhere and as the root's prior: the `ismcts` bot), `policy` (the
 * policy everywhere and as the prior) or `mixed` (the policy for its own seat and as the prior, the
 * heuristic bot for the others: the shipped form). docs/research.md, "Fourteenth round":
 *
 *     npx tsx scripts/search-diagnosis.ts src/bots/policies/campaign-3.json attempt heuristic 1200 c
 */
import { readFileSync } from "node:fs";
import { ismctsDefaults } from "../src/bots/evaluators/index.js";
import { createBot, createIsmctsBot, createPolicyBot, rolloutEvaluators } from "../src/bots/index.js";
import { type ActionBase, type Bot, playout } from "../src/core/index.js";
import { getGame } from "../src/games/registry.js";

const KINDS: Readonly<Record<string, string>> = {
  skip: "attempt",
  pass: "form",
  answer: "form",
  allow: "veto",
  bid: "bid",
  done: "money",
};

const [file, kind = "attempt", rollouts = "heuristic", gamesText = "200", prefix = "h"] =
  process.argv.slice(2);
if (!file || !["heuristic", "policy", "mixed"].includes(rollouts)) {
  console.error(
    "usage: npx tsx scripts/search-diagnosis.ts <campaign policy file> [none|attempt|form|veto|bid|money] [heuristic|policy|mixed] [games] [seed prefix]",
  );
  process.exit(2);
}
const game = getGame("campaign");
const data = { ...JSON.parse(readFileSync(file, "utf8")), search: undefined };
const policy = createPolicyBot(game, 3, data, file, "policy");
const heuristic = createBot("heuristic", game);
let searching: number | null = null;
const { policy: _rollouts, prior: _prior, ...settings } = ismctsDefaults.campaign ?? {};
const search =
  rollouts === "heuristic"
    ? createBot("ismcts", game)
    : createIsmctsBot(game, {
        ...settings,
        evaluate: rolloutEvaluators.campaign,
        prior: policy,
        policy:
          rollouts === "policy"
            ? policy
            : { name: "mixed", act: (v, l, r) => (v.viewer === searching ? policy : heuristic).act(v, l, r) },
      });
const hybrid: Bot = {
  name: "hybrid",
  act(view, legal, random) {
    searching = view.viewer;
    const first = legal[0] as ActionBase;
    const searches = legal.length > 1 && KINDS[first.type] === kind;
    return (searches ? search : policy).act(view, legal, random);
  },
};
const games = Number(gamesText);
let share = 0;
for (let g = 0; g < games; g++) {
  const seat = g % 3;
  const bots = [heuristic, heuristic, heuristic];
  bots[seat] = hybrid;
  const { outcome } = playout(game, { players: 3, seed: `${prefix}-${g}`, bots });
  if (outcome.winners.includes(seat)) share += 1 / outcome.winners.length;
}
console.log(
  `${kind} searched, ${rollouts} rollouts: win share ${(share / games).toFixed(3)} of ${games} games`,
);
