/**
 * Turn clocks: each seat of a person that may act has its own deadline, set when it comes to act
 * (or acts and may act again) and kept while others act, so in a simultaneous step a slow person
 * never holds up the others: their clock runs out alone. Time is injectable for tests.
 */

/** The server's clock and timers (the system's by default; tests may drive their own). */
export interface ServerTime {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `callback` after `ms` milliseconds; the returned function cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
}

/** The system clock and `setTimeout` (timers do not keep the process alive). */
export const systemTime: ServerTime = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const timer = setTimeout(callback, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

/** What the clock needs to know about a moment of the match. */
export interface ClockMoment {
  /** The seats that may act now. */
  readonly toAct: readonly number[];
  /** The seats that acted since the last moment (their turn starts again if they may still act). */
  readonly acted: ReadonlySet<number>;
  /** Whether a seat is timed: a person's seat, not on autopilot, not left. */
  readonly timed: (seat: number) => boolean;
  readonly now: number;
  readonly turnMs: number;
}

/** Each seat's deadline (epoch ms) after a moment, given the deadlines before it; `null` where no clock runs. */
export function nextDeadlines(previous: readonly (number | null)[], moment: ClockMoment): (number | null)[] {
  return previous.map((before, seat) => {
    if (!moment.timed(seat) || !moment.toAct.includes(seat)) return null;
    return before !== null && !moment.acted.has(seat) ? before : moment.now + moment.turnMs;
  });
}

/** The earliest deadline, or `undefined` when no clock runs. */
export function earliestDeadline(deadlines: readonly (number | null)[]): number | undefined {
  const running = deadlines.filter((deadline): deadline is number => deadline !== null);
  return running.length === 0 ? undefined : Math.min(...running);
}
