/**
 * A connection watching a match, as the live match and its table see it.
 */
import type { ServerMessage } from "../../client/protocol.js";

/** A connection watching a match: its seat (`null` for a spectator) and the last version it was sent. */
export interface Viewer {
  readonly seat: number | null;
  /** The last version this viewer has been sent (or said it had seen). */
  lastVersion: number;
  /** The id of the last chat line this viewer has been sent (or said it had seen). */
  lastChat: number;
  send(message: ServerMessage): void;
}
