/**
 * Client-chosen act ids: an `act` may carry one, the server stores it with the action, and a
 * resent act with the same id is answered with the first one's `accepted` instead of being applied
 * again (after a lost answer, a reconnect or a restart, through any process). Their shape is the
 * act message's schema (`ACT_ID_PATTERN`), checked before an act is handled.
 */

/** The stored key of a seat's act id: ids are the client's, so two seats' ids never collide. */
export function actKey(seat: number, id: string): string {
  return `${seat}/${id}`;
}
