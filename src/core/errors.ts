/** Error codes every game shares; each game adds its own string literals on top. */
export const SHARED_RULE_CODES = [
  "malformed-action",
  "forbidden-key",
  "unknown-action",
  "bad-player",
  "not-your-turn",
  "game-over",
  "missing-field",
  "extra-field",
  "bad-field",
] as const;

/** One of the shared rule-error codes. */
export type SharedRuleCode = (typeof SHARED_RULE_CODES)[number];

/** An action was refused: malformed, out of turn, or against the rules. The state is untouched. */
export class RuleError<Code extends string = string> extends Error {
  /** A stable, machine-readable reason (a shared code or one of the game's own). */
  readonly code: Code | SharedRuleCode;

  constructor(code: Code | SharedRuleCode, message: string) {
    // A refusal is an expected outcome, not a crash: skip the costly stack capture (validate runs
    // on every untrusted action, and search bots refuse many).
    const errorClass = Error as { stackTraceLimit?: number };
    const limit = errorClass.stackTraceLimit;
    errorClass.stackTraceLimit = 0;
    super(message);
    errorClass.stackTraceLimit = limit;
    this.name = "RuleError";
    this.code = code;
  }
}

/** A setup configuration or option was invalid; `field` names the offending option. */
export class ConfigError extends Error {
  /** The path of the invalid option, e.g. `players` or `options.edition`. */
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = "ConfigError";
    this.field = field;
  }
}

/** A broken internal invariant: a bug in the engine, never a player's mistake. */
export class InvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvariantError";
  }
}

/** Throws an `InvariantError` when the condition is false (for programmer errors only). */
export function invariant(condition: unknown, message: string | (() => string)): asserts condition {
  if (!condition) throw new InvariantError(typeof message === "string" ? message : message());
}

/** Marks a code path the type system proves unreachable; throws if it is reached anyway. */
export function unreachable(value: never, context = "value"): never {
  throw new InvariantError(`unexpected ${context}: ${JSON.stringify(value)}`);
}
