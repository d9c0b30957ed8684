/** The storage contract of what happens around the board: table talk, seat states and clocks, rematches. */

/** One stored chat line; `to` is `null` for a public line. */
export interface StoredChatLine {
  /** Increasing within the match (1, 2, …). */
  readonly id: number;
  readonly from: number;
  readonly to: number | null;
  readonly text: string;
  /** ISO time of storing. */
  readonly at: string;
}

/** How a seat stands: played by the autopilot, left for good, and when its turn runs out (epoch ms). */
export interface StoredSeatState {
  readonly seat: number;
  readonly autopilot: boolean;
  readonly left: boolean;
  readonly deadline: number | null;
}

/** What changed around a match, as told to every process sharing the storage. */
export type TableEventKind = "chat" | "seats" | "rematch";

/** The table side of a `MatchStorage`. */
export interface TableStorage {
  /**
   * Stores a chat line as the match's next id (and tells other processes); resolves to the stored
   * line, or to `undefined` (nothing stored) when the match holds `maxLines` lines already, its talk
   * was removed (retention), or it is gone.
   */
  appendChat(
    matchId: string,
    line: Omit<StoredChatLine, "id">,
    maxLines?: number,
  ): Promise<StoredChatLine | undefined>;
  /**
   * The newest `limit` lines after `afterId` that `reader` may read, oldest first: a seat reads the
   * public lines and the private ones it sent or received, a spectator (`null`) only the public
   * ones, and `"server"` every line (to relay it).
   */
  chatAfter(
    matchId: string,
    afterId: number,
    reader: number | null | "server",
    limit: number,
  ): Promise<StoredChatLine[]>;
  /** Every public line of a match, oldest first. */
  publicChat(matchId: string): Promise<StoredChatLine[]>;
  /** The turn clocks of these matches (absent: no clock). */
  turnSeconds(matchIds: readonly string[]): Promise<Map<string, number>>;
  /** The stored seat states of a match (seats never changed have none). */
  seatStates(matchId: string): Promise<StoredSeatState[]>;
  /** Stores seat states (whole rows) and tells other processes. */
  putSeatStates(matchId: string, states: readonly StoredSeatState[]): Promise<void>;
  /**
   * Links a finished match to its rematch unless it has one already; resolves to the linked rematch
   * (this one or the one stored first).
   */
  linkRematch(matchId: string, rematchId: string): Promise<string>;
  /** The rematch of a match, if any. */
  rematchOf(matchId: string): Promise<string | undefined>;
  /** Gives a seat reserved for a rematch (its token hash is `reservation`) to a new token hash; false when it is not (any more). */
  claimReservedSeat(matchId: string, seat: number, reservation: string, tokenHash: string): Promise<boolean>;
  /** Marks a match finished without actions (a rematch that lost a race to another). */
  dropMatch(matchId: string): Promise<void>;
  /** Calls `listener` when a process (this one included) changed something around a match. */
  onTableEvent(listener: (matchId: string | null, kind: TableEventKind | null) => void): Promise<void>;
}
