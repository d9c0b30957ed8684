/** A server clock (`startMatchServer({ time })`) that a test moves by hand; timers fire when it passes them. */
import type { ServerTime } from "../../src/server/table/turn-clock.js";

/** A clock the test moves by hand, starting at `start` (ms since the epoch). */
export class TestTime implements ServerTime {
  private timers: { at: number; callback: () => void }[] = [];
  constructor(private current = 1_000_000) {}
  now = () => this.current;
  setTimer = (callback: () => void, ms: number) => {
    const timer = { at: this.current + ms, callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  };
  /** When the armed timers fire (epoch ms), earliest first. */
  pending(): number[] {
    return this.timers.map((timer) => timer.at).sort((a, b) => a - b);
  }
  /** Moves the clock on by `ms` and fires every timer it passed. */
  advance(ms: number): void {
    this.current += ms;
    const due = this.timers.filter((timer) => timer.at <= this.current);
    this.timers = this.timers.filter((timer) => timer.at > this.current);
    for (const timer of due) timer.callback();
  }
}
