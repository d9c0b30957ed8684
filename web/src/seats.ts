/** How seats are named on the page. */
import { seatName as engineSeatName, type Seat } from "backroom";
import { botLabel, isBotName } from "./bots.js";
import { currentLocale, type Message, t } from "./i18n/message.js";

/** "Seat 2 (you)", "Seat 1 (heuristic bot)", "Seat 3 (Ada)", or "Seat 3" for a person here, in the current language. */
export function seatName(seat: Seat, you: Seat | null | undefined, roles?: readonly string[]): Message {
  const name = engineSeatName(seat, { locale: currentLocale() });
  if (seat === you) return t("seat.you", { name });
  const role = roles?.[seat];
  if (!role || role === "human") return t("seat.plain", { name });
  return t("seat.role", { name, role: isBotName(role) ? botLabel(role) : role });
}
