/** Runs the CLI in this process with captured output and scripted standard input. */
import { PassThrough, Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { main } from "../../src/cli/main.js";

/** The fixture game module, for `--module`. */
export const FIXTURE = fileURLToPath(new URL("../fixtures/high-card.ts", import.meta.url));

/** What one CLI run printed and returned. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Runs `backroom <args>` with the given lines as standard input (and `progress` as the progress bar's stream). */
export async function runCli(
  args: readonly string[],
  inputLines: readonly string[] = [],
  progress: NodeJS.WriteStream = new PassThrough() as unknown as NodeJS.WriteStream,
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    output: new PassThrough(),
    input: Readable.from(inputLines.map((line) => `${line}\n`)),
    progress,
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
