/** Where the command line reads and writes, injectable so tests can drive every command. */

/** The streams of one CLI run. */
export interface CliIo {
  /** Writes one line of results to standard output. */
  readonly out: (text: string) => void;
  /** Writes one line of diagnostics to standard error. */
  readonly err: (text: string) => void;
  /** Standard output as a byte stream (for `env`'s binary frames). */
  readonly output: NodeJS.WritableStream;
  /** Standard input (read by `play` and `env`). */
  readonly input: NodeJS.ReadableStream;
  /** Where the progress bar goes (drawn only when it is a terminal). */
  readonly progress: NodeJS.WriteStream;
}

/** The process's own streams. */
export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    output: process.stdout,
    input: process.stdin,
    progress: process.stderr,
  };
}
