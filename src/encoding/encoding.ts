/**
 * `createEncoding`: a game's fixed action space and observation encoder for one player count and
 * option set, assembled from the generic schema-driven action space and the game's recipe.
 */
import { ConfigError, RuleError } from "../core/errors.js";
import type { AnyGame } from "../core/game.js";
import { getGame } from "../games/registry.js";
import { buildActionSpace, notEncodable } from "./action-space.js";
import { encodingSpecs } from "./games/index.js";
import type { Observer } from "./observation.js";
import type { GameEncodingSpec } from "./spec.js";
import { type Encoding, type EncodingConfig, viewerSeat } from "./types.js";

/** The ids of the games that have a research encoding (every game of the package). */
export function encodedGameIds(): string[] {
  return Object.keys(encodingSpecs);
}

/** A game given as its engine or as its id (e.g. `"slush-fund"`). */
export type GameRef = AnyGame | string;

/** The engine of a game reference; throws for an unknown id. */
export function resolveGame(game: GameRef): AnyGame {
  return typeof game === "string" ? getGame(game) : game;
}

/**
 * Builds the encoding of a game for a player count and options (validated like `setup` does: a
 * bad value throws `ConfigError`). The action space is fixed for that configuration.
 *
 * @example
 * ```ts
 * const enc = createEncoding("slush-fund", { players: 3 });
 * const view = slushFund.viewFor(state, 0);
 * const mask = enc.legalMask(view, slushFund.legalActions(state, 0));
 * const action = enc.decodeAction(view, mask.indexOf(1));
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: the encoding of a game looked up by id has unknown types.
export function createEncoding<V = any, A = any>(game: GameRef, config: EncodingConfig): Encoding<V, A> {
  const engine = resolveGame(game);
  const spec = encodingSpecs[engine.id];
  if (!spec) throw new ConfigError("game", `${engine.id} has no research encoding`);
  return encodingFromSpec<V, A>(engine, spec, config);
}

/** Builds an encoding from a given recipe (what `createEncoding` does with the game's own; tests use it on broken recipes). */
// biome-ignore lint/suspicious/noExplicitAny: as createEncoding.
export function encodingFromSpec<V = any, A = any>(
  engine: AnyGame,
  spec: GameEncodingSpec<never, never>,
  config: EncodingConfig,
): Encoding<V, A> {
  const players = config?.players;
  const initial = engine.setup({ players, seed: 0, options: config.options as never });
  const actionSchema = engine.actionSchema;
  if (!actionSchema) throw new ConfigError("game", `${engine.id} declares no action schema`);
  const parts = spec.build(initial as never, players);
  const space = buildActionSpace<V>(engine.id, actionSchema, players, parts.overrides as never);
  const observer = parts.observer as unknown as Observer<V>;
  const numActions = space.size;
  const observationSize = observer.size;
  const { low: observationLow, high: observationHigh } = observationBounds(observer);
  const encodeIndex = (view: V, action: A): number => space.indexOf(view, viewerSeat(view as never), action);
  return {
    game: engine.id,
    players,
    version: `${engine.version}/${spec.revision}`,
    numActions,
    observationSize,
    actionLayout: space.layout,
    observationLayout: observer.layout,
    observationLow,
    observationHigh,
    encodeAction(view, action) {
      const index = encodeIndex(view, action);
      if (index < 0) throw notEncodable(engine.id, action);
      return index;
    },
    decodeAction(view, index) {
      if (!Number.isInteger(index) || index < 0 || index >= numActions) {
        throw new RuleError(
          "bad-index",
          `${engine.id}: an action index must be an integer from 0 to ${numActions - 1}, got ${index}`,
        );
      }
      const action = space.actionAt(view, viewerSeat(view as never), index);
      if (!action)
        throw new RuleError("not-decodable", `${engine.id}: the index ${index} names no action in this view`);
      return action as A;
    },
    legalMask(view, legal) {
      const mask = new Uint8Array(numActions);
      this.legalMaskInto(view, legal, mask, 0);
      return mask;
    },
    legalMaskInto(view, legal, out, offset = 0) {
      out.fill(0, offset, offset + numActions);
      for (const action of legal) {
        const index = encodeIndex(view, action);
        if (index < 0) throw notEncodable(engine.id, action);
        out[offset + index] = 1;
      }
    },
    observe(view) {
      const out = new Float32Array(observationSize);
      observer.write(view, out, 0);
      return out;
    },
    observeInto(view, out, offset = 0) {
      out.fill(0, offset, offset + observationSize);
      observer.write(view, out, offset);
    },
  };
}

/**
 * The observation's bounds as float32 vectors: the segments' bounds widened outwards by a
 * hundred-thousandth of their size, since a value summed in float32 from scaled steps (ten times
 * 0.1, say) may land a rounding step past the exact bound; zero and infinite bounds stay as they are.
 */
function observationBounds(observer: Observer<unknown>): { low: Float32Array; high: Float32Array } {
  const low = new Float32Array(observer.size);
  const high = new Float32Array(observer.size);
  for (const segment of observer.layout) {
    for (let i = 0; i < segment.size; i++) {
      low[segment.offset + i] = widened(segment.low[i] as number, -1);
      high[segment.offset + i] = widened(segment.high[i] as number, 1);
    }
  }
  return { low, high };
}

/** Relative slack of `observationBounds`. */
const BOUND_SLACK = 1e-5;

/** `bound` moved outwards (`direction` 1 up, -1 down) by `BOUND_SLACK` of its size. */
function widened(bound: number, direction: 1 | -1): number {
  if (bound === 0 || !Number.isFinite(bound)) return bound;
  return bound + direction * Math.abs(bound) * BOUND_SLACK;
}
