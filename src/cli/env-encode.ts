/**
 * The `encode` request of `backroom env`: a seat's view and legal actions from elsewhere (a match
 * server's `state` message) turned into the encoding's observation and action mask, with the index
 * of each legal action, so that a client outside the engine (the Python package's online client)
 * plays a policy on a real table and sends back one of the very actions it was offered. With
 * `--anchor`, the anchor bot's choice comes along (an anchored policy needs it).
 */

import type { BotSettings } from "../bots/index.js";
import type { Bot } from "../core/bot.js";
import type { ActionBase, AnyGame, ViewBase } from "../core/game.js";
import { createRandom } from "../core/rng.js";
import type { Encoding } from "../encoding/types.js";
import type { OpponentSpec } from "../rl/index.js";
import { resolveTeacher } from "../rl/opponents.js";
import { encodeFrame, type NamedArray } from "./env-frames.js";

/**
 * Answers `{"cmd":"encode","view":V,"legal":[A…],"seed"?:S}` with its arrays, or a malformed one
 * with a request error (`bad-request`); throws `RuleError` (`not-encodable`) for an action outside
 * the space.
 */
export type EncodeCommand = (header: Record<string, unknown>) => Buffer;

/** What the command needs of the session's configuration: the player count and the anchor bot. */
export interface EncodeConfig {
  readonly players: number;
  /** The bot whose choice comes along as `anchorAction` (`--anchor`). */
  readonly anchor?: OpponentSpec;
  /** The bots' settings (the `policy:<path>` files' contents). */
  readonly botSettings?: BotSettings;
}

/** The response to a malformed `encode` request (the protocol's request error). */
const refusal = (message: string) =>
  encodeFrame({ error: { kind: "request", code: "bad-request", message } });

/**
 * The handler of `encode` for a session of `game`: the response's arrays are `observation` (f32),
 * `actionMask` (u8), `legalIndices` (i32, the action index of each legal action, in their order)
 * and, with an anchor, `anchorAction` (i32, one index: the anchor bot's choice, drawn with a
 * source seeded by the request's `seed`). The anchor bot is built at once (a bad one is a `ConfigError`).
 */
export function encodeCommand(game: AnyGame, encoding: Encoding, config: EncodeConfig): EncodeCommand {
  const anchor: Bot | undefined = resolveTeacher(
    game,
    config.players,
    config.anchor,
    config.botSettings,
    "anchor",
  );
  return (header) => {
    const view = header.view as ViewBase | null;
    const legal = header.legal;
    if (typeof view !== "object" || view === null || Array.isArray(view) || !("viewer" in view)) {
      return refusal(
        `"view" must be a seat's view (an object with its "viewer"), got ${JSON.stringify(view)}`,
      );
    }
    if (typeof view.viewer !== "number") return refusal("a spectator's view has no legal actions to encode");
    if (!Array.isArray(legal) || legal.length === 0) {
      return refusal(`"legal" must be the seat's legal actions (a non-empty list)`);
    }
    const seed = header.seed ?? "encode";
    if (typeof seed !== "string" && typeof seed !== "number") {
      return refusal(`"seed" must be a number or a string, got ${JSON.stringify(seed)}`);
    }
    const actions = legal as ActionBase[];
    const indices = Int32Array.from(actions, (action) => encoding.encodeAction(view, action));
    const arrays: NamedArray[] = [
      { name: "observation", data: encoding.observe(view) },
      { name: "actionMask", data: encoding.legalMask(view, actions) },
      { name: "legalIndices", data: indices },
    ];
    if (anchor) {
      const choice = anchor.act(
        anchor.blind ? ({ viewer: view.viewer } as ViewBase) : view,
        actions,
        createRandom(seed),
      );
      arrays.push({ name: "anchorAction", data: Int32Array.of(encoding.encodeAction(view, choice)) });
    }
    return encodeFrame({ legal: actions.length }, arrays);
  };
}
