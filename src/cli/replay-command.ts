/** `backroom replay <record.json>`: verifies a game record by replaying it and prints the game as text. */
import { readFileSync } from "node:fs";
import type { ActionBase, StateBase } from "../core/game.js";
import { type GameRecord, replay } from "../core/match.js";
import { UsageError } from "./args.js";
import { lookupGame } from "./game-lookup.js";
import type { CliIo } from "./io.js";
import type { Flags } from "./options.js";
import { describeAction, describeOutcome } from "./text.js";

/** Reads a record: a `GameRecord`, or a results line carrying one under `record`. */
function readRecord(file: string): GameRecord<ActionBase> {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new UsageError(`cannot read a JSON game record from ${file}: ${(error as Error).message}`);
  }
  const candidate = (value as { record?: unknown })?.record ?? value;
  const record = candidate as Partial<GameRecord<ActionBase>>;
  if (
    typeof record?.game !== "string" ||
    !Array.isArray(record.actions) ||
    typeof record.players !== "number"
  ) {
    throw new UsageError(`${file} is not a game record (expected game, players, seed, options, actions)`);
  }
  return record as GameRecord<ActionBase>;
}

/** Runs `replay`; returns 0 when the record replays, 1 when it does not. */
export async function replayCommand(args: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  const file = args[0];
  if (!file) throw new UsageError("name a record file");
  const record = readRecord(file);
  const game = await lookupGame(record.game, flags.module);
  let states: StateBase[];
  try {
    states = replay(game, record);
  } catch (error) {
    io.err(`backroom replay: ${file}: ${(error as Error).message}`);
    return 1;
  }
  io.out(
    `${game.title}: ${record.players} players, seed ${JSON.stringify(record.seed)}, options ${JSON.stringify(record.options)}`,
  );
  record.actions.forEach((action, i) => {
    const view = game.viewFor(states[i], action.player);
    io.out(`${i + 1}. seat ${action.player}: ${describeAction(game, action, view)}`);
  });
  const outcome = game.outcome(states[states.length - 1]);
  io.out(outcome ? describeOutcome(outcome) : "the game is not over yet");
  io.out(
    `record verified: ${record.actions.length} actions replay under ${game.id} rules version ${game.version}`,
  );
  return 0;
}
