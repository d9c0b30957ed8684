/**
 * Where a policy (or any named bot) departs from the heuristic bot: plays `games` games with it at one seat
 * (seat g mod players in game g, seeded 1000 + g) and heuristic bots at the others, and counts at
 * every decision of the policy's seat the heuristic bot's choice on the same view against the
 * policy's, by action type. Prints the policy's win share, the agreements and the departures
 * (most frequent first, with an example of each). docs/research.md, "Seventh round" and "Eighth
 * round", quote it (a bot name in place of the file, such as `ismcts`, needs the player count):
 *
 *     npx tsx scripts/policy-departures.ts tiefe-taschen src/bots/policies/tiefe-taschen-4.json 40
 *     npx tsx scripts/policy-departures.ts campaign ismcts 30 3
 */
import { readFileSync } from "node:fs";
import { createBot, createPolicyBot } from "../src/bots/index.js";
import { type ActionBase, type Bot, playout } from "../src/core/index.js";
import { getGame } from "../src/games/registry.js";

const [gameId, file, gamesText = "40", playersText = "3"] = process.argv.slice(2);
if (!gameId || !file) {
  console.error(
    "usage: npx tsx scripts/policy-departures.ts <game> <policy file | bot name> [games] [players]",
  );
  process.exit(2);
}
const game = getGame(gameId);
const fromFile = file.endsWith(".json");
const data = fromFile ? (JSON.parse(readFileSync(file, "utf8")) as { players: number }) : undefined;
const players = data ? data.players : Number(playersText);
const policy = data ? createPolicyBot(game, players, data, file, "policy") : createBot(file, game);
const heuristic = createBot("heuristic", game);
const agreed = new Map<string, number>();
const departed = new Map<string, { count: number; example: string }>();
const typeOf = (action: ActionBase) => String((action as { type?: unknown }).type);
const games = Number(gamesText);
let wins = 0;
for (let g = 0; g < games; g++) {
  const seat = g % players;
  const watched: Bot = {
    name: "policy",
    act(view, legal, random) {
      const ours = policy.act(view, legal, random);
      const theirs = heuristic.act(view, legal, random);
      if (ours === theirs) {
        agreed.set(typeOf(ours), (agreed.get(typeOf(ours)) ?? 0) + 1);
      } else {
        const key = `${typeOf(theirs)} -> ${typeOf(ours)}`;
        const entry = departed.get(key) ?? { count: 0, example: JSON.stringify(ours) };
        entry.count++;
        departed.set(key, entry);
      }
      return ours;
    },
  };
  const bots = Array.from({ length: players }, (_, s) => (s === seat ? watched : heuristic));
  const { outcome } = playout(game, { players, seed: 1000 + g, bots });
  const winners = (outcome as { winners?: readonly number[] }).winners ?? [];
  if (winners.includes(seat)) wins += 1 / winners.length;
}
console.log(
  `${gameId}, ${players} players, ${games} games: the policy's win share ${(wins / games).toFixed(3)}`,
);
console.log("agreed with the heuristic bot:", Object.fromEntries(agreed));
console.log("departed (heuristic bot's choice -> the policy's):");
for (const [key, { count, example }] of [...departed].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`  ${String(count).padStart(5)}  ${key}  e.g. ${example}`);
}
