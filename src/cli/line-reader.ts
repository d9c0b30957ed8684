/** Reads standard input one line at a time, on demand (for interactive prompts and piped input alike). */
import { createInterface } from "node:readline";

/** A source of input lines; `next` resolves to `undefined` once the input has ended. */
export interface LineReader {
  next(): Promise<string | undefined>;
  close(): void;
}

/** Wraps a readable stream as a line reader. */
export function createLineReader(input: NodeJS.ReadableStream): LineReader {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  return {
    async next() {
      const { value, done } = await iterator.next();
      return done ? undefined : (value as string);
    },
    close: () => lines.close(),
  };
}
