/**
 * Reading a policy file (docs/policy-format.md, versions 1 to 6) from its parsed JSON: every field is
 * checked and every refusal is a `ConfigError` naming the file and the mismatch. No file access
 * here (browser-safe): callers read the file and pass its contents.
 */
import { ConfigError } from "../../core/errors.js";

/** The `format` field of a policy file. */
export const POLICY_FORMAT = "backroom-policy";
/**
 * The newest policy file version this reader understands (weights as hexadecimal, an optional
 * anchor with its own weights and weights by role, no layers for a policy that is its anchor, and
 * an optional search at some decisions).
 */
export const POLICY_VERSION = 6;
/**
 * Every version this reader understands: version 1 held the weights as base64, 2 had no anchor,
 * 3 no anchor weights and always layers, 4 no weights by role, 5 no search.
 */
export const POLICY_VERSIONS: readonly number[] = [1, 2, 3, 4, 5, POLICY_VERSION];
/** The most search iterations a policy file may ask for at one decision (a bound on a bot's CPU). */
export const POLICY_SEARCH_MAX_ITERATIONS = 1000;
/** The bots a policy may be anchored on (`anchor.bot`): each game's heuristic bot. */
export const POLICY_ANCHOR_BOTS = ["heuristic"] as const;
/** A bot a policy may be anchored on. */
export type PolicyAnchorBot = (typeof POLICY_ANCHOR_BOTS)[number];

/**
 * A residual policy's anchor: the choice adds `bonus` to the logit of the action `bot` would play
 * from the same view, so the policy plays that bot unless its network prefers another action by
 * more than `bonus`. With `input`, the network also reads that action, one-hot, after the
 * observation (its first layer has `numActions` more inputs). `weights` (version 4) replace the
 * named weights of the game's weighted heuristic bot (`weightedHeuristics`), and `roleWeights`
 * (version 5) replace some of them again while the bot's seat plays a given role (Campaign: an
 * ideology); a policy without layers plays its anchor's choice.
 */
export interface PolicyAnchor {
  readonly bot: PolicyAnchorBot;
  readonly bonus: number;
  readonly input: boolean;
  readonly weights?: Readonly<Record<string, number>>;
  readonly roleWeights?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}
/** Who plays the other seats in a policy's search rollouts: the policy itself, or the game's heuristic bot. */
export const POLICY_SEARCH_OPPONENTS = ["policy", "heuristic"] as const;
/** Who plays the other seats in a policy's search rollouts. */
export type PolicySearchOpponents = (typeof POLICY_SEARCH_OPPONENTS)[number];

/**
 * A search at some decisions (version 6): where one of the legal actions has a type in
 * `actionTypes`, the bot plays the choice of the game's ISMCTS search with `iterations` iterations,
 * whose root prior and own rollout moves are the policy's choices without the search, and whose
 * other seats' rollout moves are `opponents`' (default `policy`).
 */
export interface PolicySearch {
  readonly actionTypes: readonly string[];
  readonly iterations: number;
  readonly opponents: PolicySearchOpponents;
}

/** The hidden-layer activations a policy may use. */
export const POLICY_ACTIVATIONS = ["relu", "tanh"] as const;
/** A hidden-layer activation. */
export type PolicyActivation = (typeof POLICY_ACTIVATIONS)[number];

/** One dense layer: `outputs × inputs` weights (row-major) and `outputs` biases, float32 as stored. */
export interface PolicyLayer {
  readonly inputs: number;
  readonly outputs: number;
  readonly weights: Float32Array;
  readonly bias: Float32Array;
}

/** A checked policy: the MLP and what it was built for. */
export interface Policy {
  readonly game: string;
  readonly players: number;
  /** The game's encoding version the policy reads (`createEncoding(...).version`). */
  readonly encoding: string;
  readonly activation: PolicyActivation;
  /** The network, first layer first; empty for a policy that plays its anchor (version 4). */
  readonly layers: readonly PolicyLayer[];
  /** The bot whose choice gains a bonus (version 3), or undefined for a plain policy. */
  readonly anchor?: PolicyAnchor;
  /** The decisions at which the bot searches (version 6), or undefined for none. */
  readonly search?: PolicySearch;
  readonly meta: Readonly<Record<string, unknown>>;
}

/** What the reader must find in the file; each given field is compared. */
export interface PolicyExpectation {
  readonly game?: string;
  readonly players?: number;
  readonly encoding?: string;
  readonly observationSize?: number;
  readonly numActions?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPositiveInt(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/** The bytes of hexadecimal text (two digits a byte), or undefined when it is not hexadecimal. */
function hexBytes(text: string): Uint8Array | undefined {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) return undefined;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The bytes of base64 text, or undefined when it is not base64. */
function base64Bytes(text: string): Uint8Array | undefined {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Decodes little-endian float32 values written as hexadecimal (version 2) or base64 (version 1),
 * refusing a wrong length or a non-finite value.
 */
function decodeFloats(
  text: unknown,
  count: number,
  what: string,
  version: number,
  refuse: (problem: string) => ConfigError,
) {
  const kind = version >= 2 ? "hexadecimal" : "base64";
  if (typeof text !== "string") throw refuse(`${what} is not a ${kind} string`);
  const bytes = version >= 2 ? hexBytes(text) : base64Bytes(text);
  if (!bytes) throw refuse(`${what} is not valid ${kind}`);
  if (bytes.length !== count * 4) {
    throw refuse(`${what} holds ${bytes.length} bytes, expected ${count * 4} (${count} float32 values)`);
  }
  const view = new DataView(bytes.buffer);
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const value = view.getFloat32(i * 4, true);
    if (!Number.isFinite(value)) throw refuse(`${what} holds a NaN or infinite value`);
    values[i] = value;
  }
  return values;
}

/**
 * Checks a parsed policy file against the format and the expectation; `source` names the file in
 * every error. Returns the policy with its weights decoded.
 */
export function parsePolicy(data: unknown, source: string, expect: PolicyExpectation = {}): Policy {
  const refuse = (problem: string) => new ConfigError("policy", `${source}: ${problem}`);
  if (!isRecord(data)) throw refuse("not a policy file (expected a JSON object)");
  if (data.format !== POLICY_FORMAT) {
    throw refuse(`not a policy file (format is ${JSON.stringify(data.format)}, expected "${POLICY_FORMAT}")`);
  }
  const version = data.version;
  if (typeof version !== "number" || !POLICY_VERSIONS.includes(version)) {
    throw refuse(
      `policy file version ${JSON.stringify(version)} is not supported (this reads versions ${POLICY_VERSIONS.join(", ")})`,
    );
  }
  const { game, players, encoding, activation, layers, meta, anchor, search } = data;
  if (typeof game !== "string") throw refuse("field game is missing or not a string");
  if (!isPositiveInt(players)) throw refuse("field players is missing or not a positive integer");
  if (typeof encoding !== "string") throw refuse("field encoding is missing or not a string");
  if (!POLICY_ACTIVATIONS.includes(activation as PolicyActivation)) {
    throw refuse(
      `unknown activation ${JSON.stringify(activation)} (expected ${POLICY_ACTIVATIONS.join(" or ")})`,
    );
  }
  if (expect.game !== undefined && game !== expect.game) {
    throw refuse(`the policy is for the game ${game}, not ${expect.game}`);
  }
  if (expect.players !== undefined && players !== expect.players) {
    throw refuse(`the policy is for ${players} players, not ${expect.players}`);
  }
  if (expect.encoding !== undefined && encoding !== expect.encoding) {
    throw refuse(`the policy was built for encoding version ${encoding}, this engine has ${expect.encoding}`);
  }
  if (!Array.isArray(layers)) throw refuse("field layers is missing or not a list");
  // Fields added by later versions: refused in older files, objects in any case.
  const field = (value: unknown, name: string, since: number, shape: string) =>
    objectField(value, name, since, shape, version, refuse);
  const parsedAnchor =
    anchor === undefined
      ? undefined
      : parseAnchor(field(anchor, "anchor", 3, "with a bot name and a bonus"), version, refuse);
  const searched =
    search === undefined
      ? {}
      : { search: parseSearch(field(search, "search", 6, "with actionTypes and iterations"), refuse) };
  if (layers.length === 0) {
    if (parsedAnchor === undefined || version < 4 || parsedAnchor.input) {
      throw refuse(
        "field layers is empty (only a version 4 policy with an anchor and no anchor input may have none)",
      );
    }
    return {
      game,
      players,
      encoding,
      activation: activation as PolicyActivation,
      layers: [],
      anchor: parsedAnchor,
      ...searched,
      meta: isRecord(meta) ? meta : {},
    };
  }
  const parsed = layers.map((layer: unknown, i): PolicyLayer => {
    if (!isRecord(layer)) throw refuse(`layer ${i} is not an object`);
    const { inputs, outputs } = layer;
    if (!isPositiveInt(inputs) || !isPositiveInt(outputs)) {
      throw refuse(`layer ${i} needs positive integer inputs and outputs`);
    }
    const previous = i > 0 ? (layers[i - 1] as { outputs: number }).outputs : undefined;
    if (previous !== undefined && inputs !== previous) {
      throw refuse(`layer ${i} takes ${inputs} inputs but layer ${i - 1} gives ${previous} outputs`);
    }
    return {
      inputs,
      outputs,
      weights: decodeFloats(layer.weights, inputs * outputs, `layer ${i} weights`, version, refuse),
      bias: decodeFloats(layer.bias, outputs, `layer ${i} bias`, version, refuse),
    };
  });
  const first = parsed[0] as PolicyLayer;
  const last = parsed[parsed.length - 1] as PolicyLayer;
  // An anchor input follows the observation: one value per action.
  const observed = first.inputs - (parsedAnchor?.input ? last.outputs : 0);
  if (expect.observationSize !== undefined && observed !== expect.observationSize) {
    throw refuse(
      parsedAnchor?.input
        ? `the policy reads ${first.inputs} values (the observation, then one per action for its anchor's choice), the encoding has ${expect.observationSize} + ${last.outputs}`
        : `the policy reads ${observed} observation values, the encoding has ${expect.observationSize}`,
    );
  }
  if (expect.numActions !== undefined && last.outputs !== expect.numActions) {
    throw refuse(`the policy scores ${last.outputs} actions, the encoding has ${expect.numActions}`);
  }
  return {
    game,
    players,
    encoding,
    activation: activation as PolicyActivation,
    layers: parsed,
    ...(parsedAnchor === undefined ? {} : { anchor: parsedAnchor }),
    ...searched,
    meta: isRecord(meta) ? meta : {},
  };
}

/**
 * A field added in version `since`, refused in an older file or when it is not an object (`shape`
 * says what it must hold).
 */
function objectField(
  value: unknown,
  field: string,
  since: number,
  shape: string,
  version: number,
  refuse: (problem: string) => ConfigError,
): Record<string, unknown> {
  if (version < since)
    throw refuse(`field ${field} needs policy file version ${since}, the file is version ${version}`);
  if (!isRecord(value)) throw refuse(`field ${field} must be an object ${shape}`);
  return value;
}

/**
 * Checks a file's `anchor` field (version 3 or later, an object): a known bot, a finite bonus of 0 or more, an
 * optional boolean `input`, (version 4) optional `weights`, finite numbers by name, and (version 5)
 * optional `roleWeights`, such numbers by role and name (whether the game's bot has those roles and
 * names is checked when the bot is built).
 */
function parseAnchor(
  anchor: Record<string, unknown>,
  version: number,
  refuse: (problem: string) => ConfigError,
): PolicyAnchor {
  const { bot, bonus, input = false, weights, roleWeights } = anchor;
  if (!POLICY_ANCHOR_BOTS.includes(bot as PolicyAnchorBot)) {
    throw refuse(
      `the policy is anchored on the bot ${JSON.stringify(bot)} (expected ${POLICY_ANCHOR_BOTS.join(" or ")})`,
    );
  }
  if (typeof bonus !== "number" || !Number.isFinite(bonus) || bonus < 0) {
    throw refuse("the anchor's bonus must be a finite number, 0 or more");
  }
  if (typeof input !== "boolean") throw refuse("the anchor's input must be true or false");
  const parsed: PolicyAnchor = { bot: bot as PolicyAnchorBot, bonus, input };
  if (weights !== undefined) {
    if (version < 4)
      throw refuse(`the anchor's weights need policy file version 4, the file is version ${version}`);
    Object.assign(parsed, { weights: parseWeights(weights, "the anchor's weight", refuse) });
  }
  if (roleWeights !== undefined) {
    if (version < 5)
      throw refuse(`the anchor's roleWeights need policy file version 5, the file is version ${version}`);
    if (!isRecord(roleWeights)) throw refuse("the anchor's roleWeights must be an object of weights by role");
    const byRole: Record<string, Record<string, number>> = {};
    for (const [role, values] of Object.entries(roleWeights))
      byRole[role] = parseWeights(values, `the anchor's ${role} weight`, refuse);
    Object.assign(parsed, { roleWeights: byRole });
  }
  return parsed;
}

/** Checks an object of finite numbers by name; `what` names a value in the refusal ("the anchor's weight"). */
function parseWeights(
  weights: unknown,
  what: string,
  refuse: (problem: string) => ConfigError,
): Record<string, number> {
  if (!isRecord(weights)) throw refuse(`${what}s must be an object of numbers by name`);
  for (const [name, value] of Object.entries(weights)) {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw refuse(`${what} ${name} must be a finite number, got ${JSON.stringify(value)}`);
    }
  }
  return weights as Record<string, number>;
}

/**
 * Checks a file's `search` field (version 6 or later, an object): a non-empty list of action type
 * names (whether the game has them is checked when the bot is built), a whole number of iterations
 * from 1 to `POLICY_SEARCH_MAX_ITERATIONS` and optional opponents.
 */
function parseSearch(
  search: Record<string, unknown>,
  refuse: (problem: string) => ConfigError,
): PolicySearch {
  const { actionTypes, iterations, opponents = "policy" } = search;
  if (
    !Array.isArray(actionTypes) ||
    actionTypes.length === 0 ||
    !actionTypes.every((type) => typeof type === "string" && type.length > 0)
  ) {
    throw refuse("the search's actionTypes must be a non-empty list of action type names");
  }
  if (!isPositiveInt(iterations) || iterations > POLICY_SEARCH_MAX_ITERATIONS) {
    throw refuse(
      `the search's iterations must be a whole number from 1 to ${POLICY_SEARCH_MAX_ITERATIONS}, got ${JSON.stringify(iterations)}`,
    );
  }
  if (!POLICY_SEARCH_OPPONENTS.includes(opponents as PolicySearchOpponents)) {
    throw refuse(
      `the search's opponents must be ${POLICY_SEARCH_OPPONENTS.map((o) => JSON.stringify(o)).join(" or ")}, got ${JSON.stringify(opponents)}`,
    );
  }
  return {
    actionTypes: [...actionTypes] as string[],
    iterations,
    opponents: opponents as PolicySearchOpponents,
  };
}
