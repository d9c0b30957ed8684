/**
 * How a game ended, read from its outcome: shared by the self-play test and the self-play benchmark.
 */

/** True when an outcome reason says that a limit, not the game's own end condition, ended the game. */
export function endedByLimit(reason: string): boolean {
  return /limit/i.test(reason);
}
