/**
 * The framing of `backroom env`'s protocol: every message, in either direction, is one line of JSON
 * (the header) optionally followed by a binary payload of exactly `header.bytes` bytes. Arrays in a
 * payload are little-endian and listed, in order, by the header's `arrays` entry.
 */

/** One message: its JSON header and the binary payload that followed it (empty when none). */
export interface Frame {
  readonly header: Record<string, unknown>;
  readonly payload: Uint8Array;
}

/** The element types a payload array may have, by their protocol names. */
export const ARRAY_TYPES = { f32: Float32Array, i32: Int32Array, u8: Uint8Array } as const;

/** A protocol array type name. */
export type ArrayTypeName = keyof typeof ARRAY_TYPES;

/** A typed array the protocol can carry. */
export type PayloadArray = Float32Array | Int32Array | Uint8Array;

/** A named array to send in a payload. */
export interface NamedArray {
  readonly name: string;
  readonly data: PayloadArray;
}

/** A header line that is not a JSON object (the reader reports it instead of throwing). */
export class FrameSyntaxError extends Error {}

const NEWLINE = 10;

/** The protocol name of a typed array's element type. */
function typeName(data: PayloadArray): ArrayTypeName {
  if (data instanceof Float32Array) return "f32";
  if (data instanceof Int32Array) return "i32";
  return "u8";
}

/**
 * Splits a byte stream into frames. `push` takes the next chunk and returns every frame it
 * completes; a header that is not a JSON object comes back as a `FrameSyntaxError` in its place.
 */
export class FrameReader {
  private buffer: Buffer = Buffer.alloc(0);
  private header: Record<string, unknown> | undefined;
  private needed = 0;

  /** Adds a chunk; returns the frames (or header syntax errors) it completes, in order. */
  push(chunk: Buffer): (Frame | FrameSyntaxError)[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: (Frame | FrameSyntaxError)[] = [];
    for (;;) {
      if (this.header) {
        if (this.buffer.length < this.needed) return frames;
        const payload = new Uint8Array(this.buffer.subarray(0, this.needed));
        this.buffer = this.buffer.subarray(this.needed);
        frames.push({ header: this.header, payload });
        this.header = undefined;
        continue;
      }
      const end = this.buffer.indexOf(NEWLINE);
      if (end < 0) return frames;
      const line = this.buffer.toString("utf8", 0, end).trim();
      this.buffer = this.buffer.subarray(end + 1);
      if (line === "") continue;
      const header = parseHeader(line);
      if (header instanceof FrameSyntaxError) {
        frames.push(header);
        continue;
      }
      const bytes = header.bytes;
      if (bytes === undefined || bytes === 0) {
        frames.push({ header, payload: new Uint8Array(0) });
      } else if (typeof bytes === "number" && Number.isInteger(bytes) && bytes > 0) {
        this.header = header;
        this.needed = bytes;
      } else {
        frames.push(
          new FrameSyntaxError(`"bytes" must be a non-negative integer, got ${JSON.stringify(bytes)}`),
        );
      }
    }
  }

  /** Whether a frame has started but not been completed (input that ends here was cut short). */
  get partial(): boolean {
    return this.header !== undefined || this.buffer.length > 0;
  }
}

/** Parses a header line into a JSON object, or describes why it is not one. */
function parseHeader(line: string): Record<string, unknown> | FrameSyntaxError {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return new FrameSyntaxError(`a request must be one line of JSON, got ${line.slice(0, 80)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return new FrameSyntaxError(`a request must be a JSON object, got ${line.slice(0, 80)}`);
  }
  return value as Record<string, unknown>;
}

/** Encodes a frame: the header (plus `arrays` and `bytes` when arrays are given) and their bytes. */
export function encodeFrame(header: Record<string, unknown>, arrays: readonly NamedArray[] = []): Buffer {
  if (arrays.length === 0) return Buffer.from(`${JSON.stringify(header)}\n`);
  return encodeFrameInto(header, arrays, undefined);
}

/**
 * Encodes a frame like `encodeFrame` into `target` when it has room for it (a buffer to reuse, so
 * that a large frame sent at every step costs no allocation), else into a new buffer of its own
 * (never a slice of Node's shared pool) with `slack` bytes to spare. Returns the frame: the first
 * bytes of whichever buffer it was written into.
 */
export function encodeFrameInto(
  header: Record<string, unknown>,
  arrays: readonly NamedArray[],
  target: Buffer | undefined,
  slack = 0,
): Buffer {
  let bytes = 0;
  for (const { data } of arrays) bytes += data.byteLength;
  const listed = arrays.map(({ name, data }) => [name, typeName(data), data.length]);
  const head = `${JSON.stringify({ ...header, arrays: listed, bytes })}\n`;
  const size = Buffer.byteLength(head) + bytes;
  const frame = target !== undefined && target.length >= size ? target : Buffer.allocUnsafeSlow(size + slack);
  let offset = frame.write(head, 0);
  for (const { data } of arrays) {
    frame.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), offset);
    offset += data.byteLength;
  }
  return frame.subarray(0, size);
}

/** Reads a payload as one array of the given type and length; `undefined` when the sizes disagree. */
export function payloadArray(
  payload: Uint8Array,
  type: ArrayTypeName,
  length: number,
): PayloadArray | undefined {
  const Type = ARRAY_TYPES[type];
  if (payload.byteLength !== length * Type.BYTES_PER_ELEMENT) return undefined;
  // Copied so that the array is aligned whatever the payload's offset in its buffer.
  const copy = new Uint8Array(payload);
  return new Type(copy.buffer, 0, length);
}
