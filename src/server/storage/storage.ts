/** The storage contract of the match server: matches, seats and every accepted action with its version. */
import type { FinishedMatchStorage } from "./finished-matches.js";
import type { TableStorage } from "./table-store.js";

/** One seat as stored: the bot playing it, or the hash of the token of the person holding it. */
export interface StoredSeat {
  readonly bot: string | null;
  readonly tokenHash: string | null;
  readonly name: string | null;
  /** Whether the person holding the seat has connected with its token since joining. */
  readonly connected?: boolean;
}

/** A match's configuration and progress, without its actions. */
export interface StoredMatch {
  readonly id: string;
  readonly game: string;
  /** The game's rules version when the match was created (carried into the record). */
  readonly rulesVersion: string;
  /** The package version that created the match (carried into the record). */
  readonly packageVersion: string;
  readonly players: number;
  readonly seed: number | string;
  readonly options: Record<string, unknown>;
  readonly botDelayMs: number;
  readonly createdAt: string;
  /** `expired`: no person joined in time; `abandoned`: no action for a long time (see the server's limits). */
  readonly status: "open" | "finished" | "expired" | "abandoned";
  /** The number of stored actions. */
  readonly version: number;
  readonly seats: readonly StoredSeat[];
  /** The hash of a private match's invitation secret; `null` (or absent) for a public match. */
  readonly invitationHash?: string | null;
}

/** Where matches live; every write that can race between processes is a compare-and-set. */
export interface MatchStorage extends TableStorage, FinishedMatchStorage {
  /** A short description for logs (never contains a password). */
  readonly description: string;
  /**
   * Stores a new match at version 0 with its seats and, when given, its turn clock in seconds, all
   * at once: no reader ever finds the match without its clock.
   */
  createMatch(match: StoredMatch, turnSeconds?: number | null): Promise<void>;
  /** The match, or `undefined` when there is none with this id. */
  getMatch(id: string): Promise<StoredMatch | undefined>;
  /** Matches in creation order, only open ones unless `all`. */
  listMatches(all?: boolean): Promise<StoredMatch[]>;
  /** Notes that a seat's person connected with its token; false when the seat no longer has this token. */
  markSeatConnected(id: string, seat: number, tokenHash: string): Promise<boolean>;
  /** Frees the person seats of open matches claimed before `claimedBefore` (ISO) whose person never connected; returns how many. */
  freeUnconnectedSeats(claimedBefore: string): Promise<number>;
  /** Keeps a finished match's final state (plain JSON), so it is served without replaying. */
  storeFinalState(id: string, state: unknown): Promise<void>;
  /** The final state stored for a finished match, if any. */
  finalStateOf(id: string): Promise<unknown>;
  /** The number of open matches. */
  countOpenMatches(): Promise<number>;
  /** Up to `limit` matches in creation order after the match `after` (only open ones unless `all`). */
  pageMatches(query: { all: boolean; after?: string; limit: number }): Promise<StoredMatch[]>;
  /**
   * Ends open matches: `expired` when created before `unjoinedBefore` with no action and no person
   * joined, `abandoned` when their last action (or creation) is before `idleBefore` (ISO times); `at`
   * (ISO, default now) is stored as their end. Returns the ids ended.
   */
  expireMatches(unjoinedBefore: string, idleBefore: string, at?: string): Promise<string[]>;
  /** Removes up to `limit` matches (not open) that ended before `endedBefore` (ISO), with all their rows; resolves to their ids. */
  removeEndedMatches(endedBefore: string, limit: number): Promise<string[]>;
  /** Removes the talk of up to `limit` matches (not open) that ended before `endedBefore` (ISO); resolves to how many. */
  removeEndedTalk(endedBefore: string, limit: number): Promise<number>;
  /** The stored actions after `version`, in order (the record's tail). */
  actionsAfter(id: string, version: number): Promise<unknown[]>;
  /** Gives a free person's seat to a token hash; false when the seat was already taken (by anyone). */
  claimSeat(id: string, seat: number, tokenHash: string, name: string | null): Promise<boolean>;
  /**
   * Stores `action` as version `expectedVersion + 1` if the match is still at `expectedVersion`,
   * atomically, and tells other processes; false (nothing written) when another write got there first.
   * `actId`, when given, is stored with it (unique per match) so a resent act is recognized.
   */
  appendAction(
    id: string,
    expectedVersion: number,
    action: unknown,
    finished: boolean,
    actId?: string,
  ): Promise<boolean>;
  /** The version stored with this act id in this match, if any. */
  versionOfAct(id: string, actId: string): Promise<number | undefined>;
  /**
   * Calls `listener` when a process (this one included) stored a new version of a match; with
   * `null` when notifications may have been lost (a dropped connection) and every match should resync.
   */
  onNewVersion(listener: (matchId: string | null, version: number) => void): Promise<void>;
  /** A trivial query: resolves when the database answers. */
  ping?(): Promise<void>;
  /** Reopens a broken database handle (the embedded database); absent where the driver reconnects itself. */
  reopen?(): Promise<void>;
  /** Closes connections (and releases an embedded database). */
  close(): Promise<void>;
}
