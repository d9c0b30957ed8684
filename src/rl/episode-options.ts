/**
 * Game options for one game of an environment (`reset(seed, options)`): other rules are welcome,
 * other spaces are not.
 */
import { ConfigError } from "../core/errors.js";
import type { ActionBase, AnyGame, ViewBase } from "../core/game.js";
import { createEncoding } from "../encoding/encoding.js";
import type { Encoding } from "../encoding/types.js";

/**
 * The encoding of a game played with `options` instead of the environment's, checked against the
 * environment's encoding `base`: the action space, the observation's layout and its bounds must stay
 * within those of `base`, so that a policy and the spaces declared to a trainer stay valid. A bad
 * option is the `ConfigError` the game's `setup` raises (its field names it, e.g. `options.edition`);
 * options that would change the spaces are a `ConfigError` on `options`.
 */
export function episodeEncoding(
  engine: AnyGame,
  base: Encoding,
  options: unknown,
): Encoding<ViewBase, ActionBase> {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new ConfigError("options", `a game's options are an object, got ${JSON.stringify(options)}`);
  }
  const encoding = createEncoding<ViewBase, ActionBase>(engine, { players: base.players, options });
  const segments = (e: Encoding) => e.observationLayout.map(({ name, offset, size }) => [name, offset, size]);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const within = encoding.observationLow.every(
    (low, i) =>
      low >= (base.observationLow[i] as number) &&
      (encoding.observationHigh[i] as number) <= (base.observationHigh[i] as number),
  );
  if (
    encoding.numActions !== base.numActions ||
    !same(encoding.actionLayout, base.actionLayout) ||
    !same(segments(encoding), segments(base)) ||
    !within
  ) {
    throw new ConfigError(
      "options",
      "these options change the action space or the observation's layout or bounds: create an environment with them",
    );
  }
  return encoding;
}
