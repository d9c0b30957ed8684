/**
 * `backroom env --opponents`: which seats bots play inside the engine. The flag holds either a
 * JSON object seat → bot (`{"1":"heuristic","2":{"bot":"ismcts","iterations":100}}`) or one bot
 * for every seat but the learner's (`heuristic`, or `{"bot":"ismcts","iterations":100}`), the
 * learner's seat being `--seat` (default 0). `--teacher` and `--anchor` take one bot each in the same two forms.
 */
import { ConfigError } from "../core/errors.js";
import { type OpponentSpec, type Opponents, opponentsExcept } from "../rl/index.js";

/** The opponents the flags describe (undefined without `--opponents`); bad JSON or seat is a `ConfigError`. */
export function parseOpponentsFlag(
  text: string | undefined,
  seatText: string | undefined,
  players: number,
): Opponents | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  let spec: unknown = trimmed;
  if (trimmed.startsWith("{")) {
    try {
      spec = JSON.parse(trimmed);
    } catch (error) {
      throw new ConfigError("opponents", `--opponents is not valid JSON: ${(error as Error).message}`);
    }
    if (!Object.hasOwn(spec as object, "bot")) {
      if (seatText !== undefined) {
        throw new ConfigError("seat", "--seat only goes with one bot for every other seat, not a seat map");
      }
      return spec as Opponents;
    }
  }
  const seat = seatText === undefined ? 0 : Number(seatText);
  if (!Number.isInteger(seat) || seat < 0 || seat >= players || seatText?.trim() === "") {
    throw new ConfigError("seat", `the learner's seat is from 0 to ${players - 1}, got "${seatText}"`);
  }
  return opponentsExcept(players, [seat], spec as OpponentSpec);
}

/**
 * The advisor a `--teacher` or `--anchor` flag names: a bot name, or `{"bot":"ismcts","iterations":30}`
 * (a name with its options); undefined without the flag, bad JSON or a JSON without `bot` a
 * `ConfigError` on that flag's field.
 */
export function parseTeacherFlag(
  text: string | undefined,
  field: "teacher" | "anchor" = "teacher",
): OpponentSpec | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return trimmed;
  let spec: unknown;
  try {
    spec = JSON.parse(trimmed);
  } catch (error) {
    throw new ConfigError(field, `--${field} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof spec !== "object" || spec === null || !Object.hasOwn(spec, "bot")) {
    throw new ConfigError(field, `--${field} is a bot name or {"bot": name, ...options}, got ${trimmed}`);
  }
  return spec as OpponentSpec;
}
