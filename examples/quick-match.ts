// Plays one game of Slush Fund with random choices and prints the result: the whole API in ten lines.
import { createMatch, createRandom, games } from "backroom";

const match = createMatch(games["slush-fund"]!, { players: 3, seed: "example" });
const random = createRandom("choices");
while (match.toAct().length > 0) {
  const legal = match.legalActions(match.toAct()[0]!);
  match.act(legal[random.below(legal.length)]!);
}
console.log(match.outcome(), `${match.record().actions.length} actions`);
