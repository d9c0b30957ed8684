/**
 * The options of Kohle, Kie$ & Knete with the rulings' defaults (board, tile values, end rolls,
 * limits), their validation at setup, and their translation into the engine's bit-mask spaces.
 */
import { ConfigError } from "../../core/index.js";
import {
  FAMILY_LETTERS,
  type FamilyLetter,
  type GroupOption,
  type KkkOptions,
  type SpaceOption,
  type SpaceRule,
} from "./types.js";

const space = (fixed: string, dividends: number, ...groups: [number, string][]): SpaceOption => ({
  fixed: [...fixed] as FamilyLetter[],
  groups: groups.map(([count, from]) => ({ count, from: [...from] as FamilyLetter[] })),
  dividends,
});

/** The default board of the rulings: 16 spaces, clockwise from index 0. */
export const DEFAULT_BOARD: readonly SpaceOption[] = [
  space("RL", 2),
  space("KTP", 3),
  space("H", 2, [1, "RK"]),
  space("LT", 4, [2, "KPH"]),
  space("RLK", 6, [2, "TPH"]),
  space("TP", 2),
  space("HR", 3, [1, "LT"]),
  space("", 4, [4, "RLKTPH"]),
  space("RLKTPH", 8),
  space("KH", 3, [1, "LP"]),
  space("P", 4, [3, "RLKT"]),
  space("THRP", 6, [1, "LK"]),
  space("L", 3, [2, "RTH"]),
  space("KPLH", 4),
  space("", 6, [5, "RLKTPH"]),
  space("LK", 6, [3, "RTPH"]),
];

/** The default value per dividend of deals 1..15, in $M. */
export const DEFAULT_TILE_VALUES: readonly number[] = [2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5];

/** The default end rolls: after tile 10 a 1 ends the game, after 11 a 1–2, … after 14 a 1–5. */
export const DEFAULT_END_ROLLS: readonly (readonly number[])[] = [
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [1],
  [1, 2],
  [1, 2, 3],
  [1, 2, 3, 4],
  [1, 2, 3, 4, 5],
];

/** The rulings' defaults for every option. */
export const DEFAULT_OPTIONS: KkkOptions = {
  board: DEFAULT_BOARD,
  tileValues: DEFAULT_TILE_VALUES,
  endRolls: DEFAULT_END_ROLLS,
  negotiationLimit: 60,
  maxTurns: 300,
};

/** The largest payout (dividends × tile value) options may produce: prices are listed one action each. */
export const MAX_PAYOUT = 200;
/** The largest board (the marker action's schema bound). */
export const MAX_SPACES = 64;

const OPTION_KEYS = Object.keys(DEFAULT_OPTIONS);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function intIn(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(field, `must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function letters(field: string, value: unknown): FamilyLetter[] {
  if (!Array.isArray(value))
    throw new ConfigError(field, "must be an array of family letters H, K, L, P, R, T");
  const out: FamilyLetter[] = [];
  for (const item of value) {
    if (!FAMILY_LETTERS.includes(item as FamilyLetter)) {
      throw new ConfigError(field, `unknown family ${JSON.stringify(item)} (use H, K, L, P, R, T)`);
    }
    if (out.includes(item as FamilyLetter)) throw new ConfigError(field, `family ${item} is listed twice`);
    out.push(item as FamilyLetter);
  }
  return out;
}

function checkSpace(field: string, value: unknown): SpaceOption {
  if (!isPlainObject(value)) throw new ConfigError(field, "must be an object { fixed, groups, dividends }");
  for (const key of Object.keys(value)) {
    if (!["fixed", "groups", "dividends"].includes(key))
      throw new ConfigError(`${field}.${key}`, "unknown field");
  }
  const fixed = letters(`${field}.fixed`, value.fixed ?? []);
  const rawGroups = value.groups ?? [];
  if (!Array.isArray(rawGroups)) throw new ConfigError(`${field}.groups`, "must be an array");
  const used = new Set<FamilyLetter>(fixed);
  const groups: GroupOption[] = rawGroups.map((group, g) => {
    const at = `${field}.groups[${g}]`;
    if (!isPlainObject(group)) throw new ConfigError(at, "must be an object { count, from }");
    const from = letters(`${at}.from`, group.from);
    if (from.length === 0) throw new ConfigError(`${at}.from`, "must name at least one family");
    for (const letter of from) {
      if (used.has(letter))
        throw new ConfigError(`${at}.from`, `family ${letter} already appears in this space`);
      used.add(letter);
    }
    return { count: intIn(`${at}.count`, group.count, 1, from.length), from };
  });
  const investors = fixed.length + groups.reduce((sum, group) => sum + group.count, 0);
  if (investors < 1) throw new ConfigError(field, "a space must require at least one investor");
  return { fixed, groups, dividends: intIn(`${field}.dividends`, value.dividends, 1, MAX_PAYOUT) };
}

function checkEndRolls(value: unknown, tiles: number): number[][] {
  if (!Array.isArray(value) || value.length !== tiles - 1) {
    throw new ConfigError(
      "options.endRolls",
      `must be an array of ${tiles - 1} lists of die faces (one per tile but the last)`,
    );
  }
  return value.map((faces, k) => {
    const at = `options.endRolls[${k}]`;
    if (!Array.isArray(faces)) throw new ConfigError(at, "must be an array of die faces 1..6");
    const out = faces.map((face) => intIn(at, face, 1, 6));
    if (new Set(out).size !== out.length) throw new ConfigError(at, "lists a face twice");
    return out.sort((a, b) => a - b);
  });
}

/** Validates partial options against the defaults; returns complete, copied options or throws `ConfigError`. */
export function resolveOptions(input: unknown): KkkOptions {
  if (input === undefined || input === null) return structuredClone(DEFAULT_OPTIONS) as KkkOptions;
  if (!isPlainObject(input)) throw new ConfigError("options", "must be an object");
  for (const key of Object.keys(input)) {
    if (!OPTION_KEYS.includes(key)) throw new ConfigError(`options.${key}`, "unknown option");
  }
  const given = (key: keyof KkkOptions): unknown =>
    input[key] === undefined ? DEFAULT_OPTIONS[key] : input[key];
  const rawTiles = given("tileValues");
  if (!Array.isArray(rawTiles) || rawTiles.length < 1 || rawTiles.length >= MAX_SPACES) {
    throw new ConfigError("options.tileValues", `must be an array of 1 to ${MAX_SPACES - 1} values`);
  }
  const tileValues = rawTiles.map((v, k) => intIn(`options.tileValues[${k}]`, v, 1, MAX_PAYOUT));
  const rawBoard = given("board");
  if (!Array.isArray(rawBoard) || rawBoard.length <= tileValues.length || rawBoard.length > MAX_SPACES) {
    throw new ConfigError(
      "options.board",
      `must be an array of ${tileValues.length + 1} to ${MAX_SPACES} spaces (more spaces than deal tiles)`,
    );
  }
  const board = rawBoard.map((s, i) => checkSpace(`options.board[${i}]`, s));
  const topDividends = Math.max(...board.map((s) => s.dividends));
  const topValue = Math.max(...tileValues);
  if (topDividends * topValue > MAX_PAYOUT) {
    throw new ConfigError(
      "options.tileValues",
      `dividends × tile value may not exceed ${MAX_PAYOUT} (got ${topDividends * topValue})`,
    );
  }
  return {
    board,
    tileValues,
    endRolls: checkEndRolls(given("endRolls"), tileValues.length),
    negotiationLimit: intIn("options.negotiationLimit", given("negotiationLimit"), 1, 100_000),
    maxTurns: intIn("options.maxTurns", given("maxTurns"), 1, 1_000_000),
  };
}

const maskOf = (list: readonly FamilyLetter[]): number =>
  list.reduce((mask, letter) => mask | (1 << FAMILY_LETTERS.indexOf(letter)), 0);

/** Translates validated board spaces into the engine's bit-mask form. */
export function spaceRules(board: readonly SpaceOption[]): SpaceRule[] {
  return board.map((s) => ({
    fixed: maskOf(s.fixed),
    groups: s.groups.map((g) => ({ mask: maskOf(g.from), count: g.count })),
    dividends: s.dividends,
    investors: s.fixed.length + s.groups.reduce((sum, g) => sum + g.count, 0),
  }));
}
