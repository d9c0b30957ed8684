/**
 * Seeded pseudo-random generator kept as plain data inside a game state.
 *
 * The generator is SFC32 (Chris Doty-Humphrey's "small fast counting" generator, 128 bits of state,
 * passes PractRand), seeded through the cyrb128 string hash. Its whole state is four unsigned
 * 32-bit integers, so it survives `JSON.stringify` and structural cloning, and the same seed gives
 * the same sequence on every JavaScript engine. Every helper is pure: it returns the drawn value
 * together with the next state, and never touches the state it was given.
 */

/** The generator's state: four unsigned 32-bit integers, plain JSON data. */
export type RngState = readonly [number, number, number, number];

/** A step of the generator: the drawn value and the state after drawing it. */
export type RngResult<T> = readonly [value: T, next: RngState];

/** Derives a generator state from a number or string seed (same seed, same state, everywhere). */
export function seedRng(seed: number | string): RngState {
  const text = typeof seed === "number" ? `n:${seed}` : `s:${seed}`;
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const words: Words = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Discard the first outputs so that similar seeds diverge fully.
  for (let i = 0; i < 12; i++) advance(words);
  return words;
}

/** A generator state being advanced in place (the four words of an `RngState`, copied). */
type Words = [number, number, number, number];

/** A mutable copy of a generator state (indexed reads work on frozen states and immer drafts alike). */
function wordsOf(rng: RngState): Words {
  return [rng[0], rng[1], rng[2], rng[3]];
}

/** One SFC32 step: advances `words` in place and returns the drawn unsigned 32-bit integer. */
function advance(words: Words): number {
  let a = words[0];
  let b = words[1];
  let c = words[2];
  let d = words[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  words[0] = a >>> 0;
  words[1] = b >>> 0;
  words[2] = c >>> 0;
  words[3] = d >>> 0;
  return t >>> 0;
}

const TWO_TO_32 = 0x100000000;

/**
 * `value % divisor` for integers in `0..2^32` (divisor positive), by a floating division and a
 * correction: the `%` operator on numbers beyond 32 bits compiles to a call of the C library's fmod.
 */
function remainder(value: number, divisor: number): number {
  const r = value - Math.floor(value / divisor) * divisor;
  return r < 0 ? r + divisor : r >= divisor ? r - divisor : r;
}

/** Throws `RangeError` unless `min..max` is a non-empty integer range of at most 2^32 values. */
function checkRange(min: number, max: number): void {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`randomInt needs integers min <= max, got ${min}..${max}`);
  }
  if (max - min + 1 > TWO_TO_32) throw new RangeError("randomInt range exceeds 2^32");
}

/** Draws uniformly from `0..span-1` (unbiased, by rejection), advancing `words` in place. */
function below(words: Words, span: number): number {
  const limit = TWO_TO_32 - remainder(TWO_TO_32, span);
  for (;;) {
    const value = advance(words);
    if (value < limit) return remainder(value, span);
  }
}

/** Draws a uniformly distributed unsigned 32-bit integer. */
export function nextUint32(rng: RngState): RngResult<number> {
  const words = wordsOf(rng);
  return [advance(words), words];
}

/** Draws an integer uniformly from `min..max` inclusive (unbiased, by rejection). */
export function randomInt(rng: RngState, min: number, max: number): RngResult<number> {
  checkRange(min, max);
  const words = wordsOf(rng);
  return [min + below(words, max - min + 1), words];
}

/** Rolls one die with the given number of sides (1..sides). */
export function rollDie(rng: RngState, sides = 6): RngResult<number> {
  return randomInt(rng, 1, sides);
}

/** Picks one item uniformly; the list must not be empty. */
export function pick<T>(rng: RngState, items: readonly T[]): RngResult<T> {
  if (items.length === 0) throw new RangeError("pick from an empty list");
  const [index, next] = randomInt(rng, 0, items.length - 1);
  return [items[index] as T, next];
}

/** Returns a uniformly shuffled copy of the items (Fisher–Yates). */
export function shuffle<T>(rng: RngState, items: readonly T[]): RngResult<T[]> {
  const out = items.slice();
  const words = wordsOf(rng);
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(words, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, words];
}

/** Anything that carries a generator, such as a game state or an immer draft of one. */
export interface HasRng {
  rng: RngState;
}

/** Runs one generator step on a holder (typically a draft state), stores the next state, returns the value. */
export function drawFrom<T>(holder: HasRng, step: (rng: RngState) => RngResult<T>): T {
  // Generator states are replaced, never changed in place: read the frozen original, not a proxy.
  const [value, next] = step(holder.rng);
  holder.rng = next;
  return value;
}

/** A mutable random source for bots and drivers, which are not game state and may keep their own. */
export interface RandomSource {
  /** An integer uniformly from `0..n-1`; `n` must be a positive integer. */
  below(n: number): number;
  /** A float uniformly from [0, 1). */
  fraction(): number;
  /** The current generator state, to fork or persist the source. */
  state(): RngState;
}

/** Creates a mutable random source over the seeded generator. */
export function createRandom(seed: number | string | RngState): RandomSource {
  // The state is advanced in place: a draw allocates nothing (drivers draw once or twice per action).
  const words = wordsOf(typeof seed === "object" ? seed : seedRng(seed));
  return {
    below(n) {
      checkRange(0, n - 1);
      return below(words, n);
    },
    fraction() {
      return advance(words) / TWO_TO_32;
    },
    state: () => wordsOf(words),
  };
}
