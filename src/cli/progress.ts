/**
 * How far a batch of games is, on standard error: on a terminal a bar (drawn by cli-progress) with
 * the games done, the total and the time left, left in place when done; elsewhere (a log file, CI)
 * one line per game played. Standard output, where the results go, is never touched: a command
 * finishes its progress before it prints them.
 */
import cliProgress from "cli-progress";
import type { LocaleOption } from "../core/i18n/locale.js";
import { say } from "./messages.js";

/** The progress of one batch: told the games done so far, then finished (also when the batch fails). */
export interface Progress {
  update(done: number): void;
  finish(): void;
}

/** A duration as minutes and seconds ("0:07", "12:40"), with hours past an hour ("1:02:05"). */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(whole % 60)}` : `${minutes}:${pad(whole % 60)}`;
}

/**
 * Creates the progress of `total` games labelled `label` (the game's id) on `stream`, in the
 * option's language; `now` gives milliseconds (the time left assumes the games to come take as
 * long as those played).
 */
export function createProgress(
  total: number,
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
  options: LocaleOption = {},
  now: () => number = () => performance.now(),
): Progress {
  if (total <= 0) return { update() {}, finish() {} };
  const t = say(options);
  const started = now();
  const status = (done: number): string => {
    const seconds = (now() - started) / 1000;
    if (done <= 0) return t("progress.status", { done: 0, total, phase: "start", time: "" });
    if (done >= total)
      return t("progress.status", { done: total, total, phase: "end", time: clockText(seconds) });
    const left = clockText((seconds / done) * (total - done));
    return t("progress.status", { done, total, phase: "running", time: left });
  };
  if (!stream.isTTY) {
    let reported = 0;
    return {
      update(done) {
        while (reported < Math.min(done, total)) {
          reported++;
          stream.write(`${t("progress.line", { game: label, status: status(reported) })}\n`);
        }
      },
      finish() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    // The finished bar stays, as a line of what was played (a tournament leaves one per game).
    { stream, format: `${label} {bar} {status}`, barsize: 30, clearOnComplete: false, fps: 4 },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { status: status(0) });
  return {
    update(done) {
      bar.update(Math.min(done, total), { status: status(done) });
    },
    finish() {
      bar.stop();
    },
  };
}
