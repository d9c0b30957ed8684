/**
 * Field codecs: how one field of an action becomes a digit of the action index and back. The
 * schema's own specs get default codecs; games override fields whose raw range is too wide (card
 * ids, lists) with the table-aware codecs below.
 */
import type { FieldSpec } from "../core/actions.js";
import { InvariantError } from "../core/errors.js";
import type { Seat } from "../core/game.js";
import type { CardView } from "../core/view.js";

/** What `decode` returns for a digit that names nothing in this view (e.g. a card not held). */
export const UNDECODABLE: unique symbol = Symbol("undecodable");
/** What `decode` returns for an optional field that is absent. */
export const ABSENT: unique symbol = Symbol("absent");

/**
 * Reads the table for a codec: the acting seat's view, that seat, the player count, and the action
 * (whole when encoding; when decoding, the fields before this one, so a field may depend on them).
 */
export interface CodecContext<V> {
  readonly view: V;
  readonly player: Seat;
  readonly players: number;
  readonly action: Readonly<Record<string, unknown>>;
}

/** Turns one field value into a digit in `0..radix-1` and back, given the acting seat's view. */
export interface FieldCodec<V = never> {
  readonly radix: number;
  /** A short phrase for the documentation. */
  readonly meaning: string;
  /** The digit of a value, or -1 when the value lies outside the space. */
  encode(value: unknown, ctx: CodecContext<V>): number;
  /** The value of a digit, `UNDECODABLE` when it names nothing now, or `ABSENT` for a missing optional field. */
  decode(digit: number, ctx: CodecContext<V>): unknown;
}

/** The widest int range encoded as is; wider fields need a game override. */
export const MAX_PLAIN_RADIX = 256;

/** An integer in `min..max`, digit `value - min`. */
export function intRange(min: number, max: number, meaning = `integer ${min}..${max}`): FieldCodec {
  const radix = max - min + 1;
  return {
    radix,
    meaning,
    encode: (value) =>
      typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value - min : -1,
    decode: (digit) => digit + min,
  };
}

/** A seat relative to the acting seat: digit 0 is the actor, 1 the next seat clockwise, … */
export function relativeSeat(players: number): FieldCodec {
  return {
    radix: players,
    meaning: "seat relative to the actor (0 = the actor, 1 = next clockwise)",
    encode: (value, { player }) =>
      typeof value === "number" && Number.isInteger(value) && value >= 0 && value < players
        ? (value - player + players) % players
        : -1,
    decode: (digit, { player }) => (player + digit) % players,
  };
}

/** Another seat than the actor's: digit 0 is the next seat clockwise, up to `players - 2`. */
export function otherSeat(players: number): FieldCodec {
  return {
    radix: Math.max(1, players - 1),
    meaning: "another seat, relative to the actor (0 = next clockwise)",
    encode: (value, { player }) =>
      typeof value === "number" &&
      Number.isInteger(value) &&
      value >= 0 &&
      value < players &&
      value !== player
        ? ((value - player + players) % players) - 1
        : -1,
    decode: (digit, { player }) => (player + digit + 1) % players,
  };
}

/** `false` → 0, `true` → 1. */
export const boolean: FieldCodec = {
  radix: 2,
  meaning: "0 = false, 1 = true",
  encode: (value) => (value === true ? 1 : value === false ? 0 : -1),
  decode: (digit) => digit === 1,
};

/** One of the listed values, digit = its position. */
export function oneOf(values: readonly (string | number)[]): FieldCodec {
  return {
    radix: values.length,
    meaning: values.map((v, i) => `${i} = ${JSON.stringify(v)}`).join(", "),
    encode: (value) => values.indexOf(value as string | number),
    decode: (digit) => values[digit],
  };
}

/** An optional field: digit 0 when absent, else 1 + the inner digit. */
export function optionalOf<V>(inner: FieldCodec<V>): FieldCodec<V> {
  return {
    radix: inner.radix + 1,
    meaning: `0 = absent, else 1 + (${inner.meaning})`,
    encode: (value, ctx) => {
      if (value === undefined) return 0;
      const digit = inner.encode(value, ctx);
      return digit < 0 ? -1 : digit + 1;
    },
    decode: (digit, ctx) => (digit === 0 ? ABSENT : inner.decode(digit - 1, ctx)),
  };
}

/** The default codec of a schema field; throws for fields too wide to encode plainly (give an override). */
export function defaultCodec(spec: FieldSpec, players: number, where: string): FieldCodec {
  switch (spec.kind) {
    case "int":
      if (spec.max - spec.min + 1 > MAX_PLAIN_RADIX) {
        throw new InvariantError(
          `${where}: int ${spec.min}..${spec.max} is too wide; the game must override it`,
        );
      }
      return intRange(spec.min, spec.max);
    case "seat":
      return relativeSeat(players);
    case "bool":
      return boolean;
    case "literal":
      return oneOf(spec.values);
    case "intList":
      throw new InvariantError(`${where}: a list field needs a game override`);
    case "optional":
      return optionalOf(defaultCodec(spec.spec, players, where));
  }
}

/** Which cards a zone codec names: each card id's class (-1: not in this field) and per class a cap. */
export interface CardClasses {
  /** Card id → class index, or -1 for cards this field never names. */
  readonly classOf: ArrayLike<number>;
  /** Per class: the most copies of it the zone can hold at once (the rank digit's range). */
  readonly caps: readonly number[];
  /** Per class: a name for the documentation. */
  readonly names: readonly string[];
}

/**
 * A card named by its class and its rank among the cards of that class in a zone of the view (in
 * zone order): digit = offset of the class + rank. Equal cards thus share the low digits (rank 0 is
 * "the first such card"), and the space stays as small as the classes times their copies.
 */
export function cardInZone<V>(
  classes: CardClasses,
  zoneOf: (ctx: CodecContext<V>) => readonly CardView[],
  zoneName: string,
): FieldCodec<V> {
  const { classOf, caps } = classes;
  const offsets: number[] = [];
  let radix = 0;
  for (const cap of caps) {
    offsets.push(radix);
    radix += cap;
  }
  return {
    radix,
    meaning: `a card of ${zoneName}: class (${classes.names
      .map((name, c) => `${name} ×${caps[c]}`)
      .filter((_, c) => (caps[c] as number) > 0)
      .join(", ")}) and its rank among equal cards there`,
    encode(value, ctx) {
      if (typeof value !== "number" || !Number.isInteger(value)) return -1;
      const cls = classOf[value] ?? -1;
      if (cls < 0) return -1;
      let rank = 0;
      const zone = zoneOf(ctx);
      for (let i = 0; i < zone.length; i++) {
        const card = zone[i] as CardView;
        if (card === value) return rank < (caps[cls] as number) ? (offsets[cls] as number) + rank : -1;
        if (card !== null && classOf[card] === cls) rank++;
      }
      return -1;
    },
    decode(digit, ctx) {
      let cls = caps.length - 1;
      while (cls > 0 && (offsets[cls] as number) > digit) cls--;
      let rank = digit - (offsets[cls] as number);
      const zone = zoneOf(ctx);
      for (let i = 0; i < zone.length; i++) {
        const card = zone[i] as CardView;
        if (card !== null && classOf[card] === cls && rank-- === 0) return card;
      }
      return UNDECODABLE;
    },
  };
}

/**
 * A set of seats given as an ascending list: one bit per seat relative to the actor (bit 0 = the
 * actor, bit 1 = the next seat clockwise); decoded back to the ascending list of absolute seats.
 */
export function seatSet(players: number): FieldCodec {
  return {
    radix: 2 ** players,
    meaning: "a set of seats: bit k = the seat k places after the actor (bit 0 = the actor)",
    encode(value, { player }) {
      if (!Array.isArray(value)) return -1;
      let mask = 0;
      let previous = -1;
      for (const seat of value) {
        if (typeof seat !== "number" || !Number.isInteger(seat) || seat <= previous || seat >= players)
          return -1;
        previous = seat;
        mask |= 1 << ((seat - player + players) % players);
      }
      return mask;
    },
    decode(digit, { player }) {
      const seats: number[] = [];
      for (let seat = 0; seat < players; seat++) {
        if (digit & (1 << ((seat - player + players) % players))) seats.push(seat);
      }
      return seats;
    },
  };
}
