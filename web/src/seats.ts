/** How seats are named on the page. */
import type { Seat } from "backroom";

/** "Seat 2 (you)", "Seat 1 (heuristic)", or "Seat 3" for another person. */
export function seatName(seat: Seat, you: Seat | null | undefined, roles?: readonly string[]): string {
  if (seat === you) return `Seat ${seat} (you)`;
  const role = roles?.[seat];
  return role && role !== "human" ? `Seat ${seat} (${role})` : `Seat ${seat}`;
}
