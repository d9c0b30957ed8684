/**
 * A NumPy `.npy` file of one-dimensional structured records, written as they come: the header is
 * reserved at a fixed width and rewritten with the final count on close, so `numpy.load` reads
 * the file as one array without the writer holding every record in memory.
 */
import { closeSync, openSync, writeSync } from "node:fs";

/** One field of a record: a name, a NumPy scalar type (`<f4`, `<i4`, `|u1`) and a length. */
export interface NpyField {
  readonly name: string;
  readonly type: "<f4" | "<i4" | "|u1";
  readonly length: number;
}

/** The header's size in bytes: the magic, the version, the length and the padded text (a multiple of 64). */
const HEADER_BYTES = 1024;

const BYTES = { "<f4": 4, "<i4": 4, "|u1": 1 } as const;

/** Writes records of `fields` to a new `.npy` file at `path`. */
export class NpyWriter {
  private readonly fd: number;
  private readonly record: Buffer;
  private readonly offsets: number[];
  private count = 0;

  constructor(
    private readonly path: string,
    private readonly fields: readonly NpyField[],
  ) {
    this.offsets = [];
    let size = 0;
    for (const field of fields) {
      this.offsets.push(size);
      size += BYTES[field.type] * field.length;
    }
    this.record = Buffer.alloc(size);
    this.fd = openSync(path, "w");
    writeSync(this.fd, this.header());
  }

  /** Appends one record: per field, exactly its length of values (shorter arrays are refused). */
  write(values: readonly ArrayLike<number>[]): void {
    this.fields.forEach((field, f) => {
      const data = values[f];
      if (!data || data.length !== field.length)
        throw new RangeError(`${this.path}: field ${field.name} takes ${field.length} values`);
      let offset = this.offsets[f] as number;
      for (let i = 0; i < field.length; i++) {
        const value = data[i] as number;
        if (field.type === "<f4") this.record.writeFloatLE(value, offset);
        else if (field.type === "<i4") this.record.writeInt32LE(value, offset);
        else this.record.writeUInt8(value, offset);
        offset += BYTES[field.type];
      }
    });
    writeSync(this.fd, this.record);
    this.count++;
  }

  /** Writes the final record count into the header and closes the file; returns the count. */
  close(): number {
    writeSync(this.fd, this.header(), 0, HEADER_BYTES, 0);
    closeSync(this.fd);
    return this.count;
  }

  private header(): Buffer {
    const descr = this.fields
      .map((field) => `('${field.name}', '${field.type}', (${field.length},))`)
      .join(", ");
    const text = `{'descr': [${descr}], 'fortran_order': False, 'shape': (${this.count},), }`;
    const room = HEADER_BYTES - 10;
    if (text.length + 1 > room) throw new RangeError(`${this.path}: too many fields for the header`);
    const header = Buffer.alloc(HEADER_BYTES, 0x20);
    header.write("\x93NUMPY", 0, "latin1");
    header.writeUInt8(1, 6);
    header.writeUInt8(0, 7);
    header.writeUInt16LE(room, 8);
    header.write(text, 10, "latin1");
    header.write("\n", HEADER_BYTES - 1, "latin1");
    return header;
  }
}
