/**
 * The per-address budget of stored table talk: each client address may have so many bytes of talk
 * stored per day (UTC, on the server's clock), each line costing its text's UTF-8 bytes plus a fixed
 * charge for the row it takes. Kept in the process's memory, for at most `MAX_TALK_ADDRESSES`
 * addresses a day (the oldest entry gives way), so the budget itself is bounded too.
 */

/** What a stored line costs beyond its text: its row's ids, seats, time and index entry, roughly. */
export const TALK_LINE_OVERHEAD_BYTES = 64;

/** The most addresses whose spending one process remembers within a day. */
export const MAX_TALK_ADDRESSES = 100_000;

const DAY_MS = 24 * 60 * 60_000;

/** What a line of `text` costs of its sender's budget, in bytes. */
export const talkLineCost = (text: string): number =>
  Buffer.byteLength(text, "utf8") + TALK_LINE_OVERHEAD_BYTES;

/** The talk budget of every address of one process. */
export class TalkBudget {
  private day = Number.NaN;
  private readonly spent = new Map<string, number>();

  constructor(
    /** Bytes one address may have stored per day. */
    readonly bytesPerDay: number,
    /** The server's clock, in milliseconds since the epoch. */
    private readonly now: () => number,
    private readonly maxAddresses = MAX_TALK_ADDRESSES,
  ) {}

  /** Charges `bytes` to `address` when its budget for today holds them; false (nothing charged) when not. */
  charge(address: string, bytes: number): boolean {
    this.turnDay();
    const spent = this.spent.get(address) ?? 0;
    if (spent + bytes > this.bytesPerDay) return false;
    this.spent.delete(address); // re-inserted last: the map's order is the order of last use
    this.spent.set(address, spent + bytes);
    if (this.spent.size > this.maxAddresses) {
      const oldest = this.spent.keys().next().value as string;
      this.spent.delete(oldest);
    }
    return true;
  }

  /** Gives back a charge whose line was not stored after all (the match's talk was full). */
  refund(address: string, bytes: number): void {
    this.turnDay();
    const spent = this.spent.get(address);
    if (spent !== undefined) this.spent.set(address, Math.max(0, spent - bytes));
  }

  /** Forgets every address's spending when a new day has begun. */
  private turnDay(): void {
    const today = Math.floor(this.now() / DAY_MS);
    if (today === this.day) return;
    this.day = today;
    this.spent.clear();
  }
}
