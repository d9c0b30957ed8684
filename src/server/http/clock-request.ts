/** The `clock` field of `POST /matches`: a whole number of seconds per turn, in range. */
import { type ClockSettings, MAX_TURN_SECONDS, MIN_TURN_SECONDS } from "../../client/protocol.js";

/** The message of a refused clock. */
export const BAD_CLOCK = `clock must be { "turnSeconds": n } with n a whole number from ${MIN_TURN_SECONDS} to ${MAX_TURN_SECONDS}`;

/** The checked clock, or `undefined` when the value is not a clock in range. */
export function readClock(value: unknown): ClockSettings | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const seconds = (value as { turnSeconds?: unknown }).turnSeconds;
  if (keys.length !== 1 || keys[0] !== "turnSeconds") return undefined;
  if (typeof seconds !== "number" || !Number.isInteger(seconds)) return undefined;
  return seconds >= MIN_TURN_SECONDS && seconds <= MAX_TURN_SECONDS ? { turnSeconds: seconds } : undefined;
}
