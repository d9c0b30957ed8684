/**
 * Seat rotation and seeds of a batch. In game `i`, seat `s` is played by `bots[(s + i) % bots.length]`:
 * over any `bots.length` consecutive games every bot plays every seat equally often (once when the
 * lineup is as long as the table), so no bot keeps a seat's advantage. Game `i`'s setup seed is
 * `${seed}/${i}` and its bots' random source is seeded with `${seed}/${i}/bots`: both depend on
 * `(seed, i)` alone, so results do not depend on worker count, scheduling or sharding.
 */

/** The bot name of each seat in game `index`. */
export function seatBots(bots: readonly string[], players: number, index: number): string[] {
  return Array.from({ length: players }, (_, seat) => bots[(seat + index) % bots.length] as string);
}

/** The setup seed of game `index` of a batch. */
export function gameSeed(seed: string, index: number): string {
  return `${seed}/${index}`;
}

/** The seed of the bots' random source (and of the choice among simultaneous actors) in game `index`. */
export function botSeed(seed: string, index: number): string {
  return `${seed}/${index}/bots`;
}

/** The indices of a batch of `games` that a shard plays, in order. */
export function shardIndices(games: number, shard?: { index: number; count: number }): number[] {
  const indices: number[] = [];
  const count = shard?.count ?? 1;
  for (let i = shard?.index ?? 0; i < games; i += count) indices.push(i);
  return indices;
}
