/**
 * The generic action space: one block of indices per action type of the game's schema, and inside
 * a block a mixed-radix number whose digits are the fields' codecs. Games only override the fields
 * whose schema range is too wide or whose meaning depends on the table.
 */
import type { ActionSchema } from "../core/actions.js";
import { RuleError } from "../core/errors.js";
import type { Seat } from "../core/game.js";
import { ABSENT, type CodecContext, defaultCodec, type FieldCodec, UNDECODABLE } from "./codecs.js";
import type { ActionBlockLayout } from "./types.js";

/** Codecs replacing the schema's defaults, by action type and field; `false` leaves a type out of the space. */
export type ActionOverrides<V> = Readonly<Record<string, Readonly<Record<string, FieldCodec<V>>> | false>>;

interface Block<V> {
  readonly type: string;
  readonly offset: number;
  readonly size: number;
  readonly keys: readonly string[];
  readonly codecs: readonly FieldCodec<V>[];
  /** Per field: the product of the radices of the fields after it. */
  readonly strides: readonly number[];
}

/** The action space of one game, player count and option set. */
export interface ActionSpace<V> {
  readonly size: number;
  readonly layout: readonly ActionBlockLayout[];
  /** The index of an action taken by `player`, or -1 when it lies outside the space (or is no object). */
  indexOf(view: V, player: Seat, action: unknown): number;
  /** The action an index names, or `undefined` when it names nothing in this view. */
  actionAt(view: V, player: Seat, index: number): object | undefined;
}

/** Builds the action space of a schema: default codecs per field spec, replaced by `overrides`. */
export function buildActionSpace<V>(
  gameId: string,
  schema: ActionSchema,
  players: number,
  overrides: ActionOverrides<V>,
): ActionSpace<V> {
  const blocks: Block<V>[] = [];
  const byType = new Map<string, Block<V>>();
  let offset = 0;
  for (const type of Object.keys(schema)) {
    const override = overrides[type];
    if (override === false) continue;
    const fields = schema[type] as ActionSchema[string];
    const keys = Object.keys(fields);
    const codecs = keys.map(
      (key) =>
        (override?.[key] as FieldCodec<V> | undefined) ??
        (defaultCodec(fields[key] as never, players, `${gameId} ${type}.${key}`) as FieldCodec<V>),
    );
    const strides = codecs.map((_, i) => codecs.slice(i + 1).reduce((product, c) => product * c.radix, 1));
    const size = codecs.reduce((product, c) => product * c.radix, 1);
    const block: Block<V> = { type, offset, size, keys, codecs, strides };
    blocks.push(block);
    byType.set(type, block);
    offset += size;
  }
  return {
    size: offset,
    layout: blocks.map((b) => ({
      type: b.type,
      offset: b.offset,
      size: b.size,
      fields: b.keys.map((name, i) => ({
        name,
        radix: (b.codecs[i] as FieldCodec<V>).radix,
        meaning: (b.codecs[i] as FieldCodec<V>).meaning,
      })),
    })),
    indexOf(view, player, action) {
      if (typeof action !== "object" || action === null) return -1;
      const record = action as Record<string, unknown>;
      const block = typeof record.type === "string" ? byType.get(record.type) : undefined;
      if (!block || record.player !== player) return -1;
      const ctx: CodecContext<V> = { view, player, players, action: record };
      let index = 0;
      let present = 2;
      for (let i = 0; i < block.keys.length; i++) {
        const value = record[block.keys[i] as string];
        if (value !== undefined) present++;
        const codec = block.codecs[i] as FieldCodec<V>;
        const digit = codec.encode(value, ctx);
        if (digit < 0 || digit >= codec.radix) return -1;
        index = index * codec.radix + digit;
      }
      // An extra key would not survive the round trip (counted without allocating: this runs for every legal action).
      let keys = 0;
      for (const key in record) if (Object.hasOwn(record, key)) keys++;
      if (keys !== present) return -1;
      return block.offset + index;
    },
    actionAt(view, player, index) {
      let block: Block<V> | undefined;
      for (const candidate of blocks) {
        if (index < candidate.offset + candidate.size) {
          block = candidate;
          break;
        }
      }
      if (!block || index < 0) return undefined;
      const local = index - block.offset;
      const action: Record<string, unknown> = { type: block.type, player };
      const ctx: CodecContext<V> = { view, player, players, action };
      for (let i = 0; i < block.keys.length; i++) {
        const codec = block.codecs[i] as FieldCodec<V>;
        const digit = Math.floor(local / (block.strides[i] as number)) % codec.radix;
        const value = codec.decode(digit, ctx);
        if (value === UNDECODABLE) return undefined;
        if (value !== ABSENT) action[block.keys[i] as string] = value;
      }
      return action;
    },
  };
}

/** The error for an action outside the space. */
export function notEncodable(gameId: string, action: unknown): RuleError {
  let text: string;
  try {
    text = JSON.stringify(action) ?? String(action);
  } catch {
    text = String(action);
  }
  return new RuleError("not-encodable", `${gameId}: the action ${text} has no index in this action space`);
}
