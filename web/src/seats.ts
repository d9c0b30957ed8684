/** How seats are named on the page. */
import { seatName as engineSeatName, type Seat } from "backroom";
import { currentLocale, type Message, t } from "./i18n/message.js";

/** "Seat 2 (you)", "Seat 1 (heuristic)", or "Seat 3" for another person, in the current language. */
export function seatName(seat: Seat, you: Seat | null | undefined, roles?: readonly string[]): Message {
  const name = engineSeatName(seat, { locale: currentLocale() });
  if (seat === you) return t("seat.you", { name });
  const role = roles?.[seat];
  return role && role !== "human" ? t("seat.role", { name, role }) : t("seat.plain", { name });
}
