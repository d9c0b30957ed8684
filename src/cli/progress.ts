/** A one-line progress bar for terminals; silent when the stream is not a TTY. */
export interface Progress {
  update(done: number): void;
  finish(): void;
}

/** Creates a progress bar over `total` steps on the stream (a no-op when it is not a terminal). */
export function createProgress(
  total: number,
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
): Progress {
  if (!stream.isTTY || total <= 0) return { update() {}, finish() {} };
  let last = -1;
  const width = 30;
  return {
    update(done) {
      const percent = Math.floor((100 * done) / total);
      if (percent === last) return;
      last = percent;
      const filled = Math.round((width * done) / total);
      stream.write(`\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}`);
    },
    finish() {
      stream.write("\r\u001b[2K");
    },
  };
}
