/// <reference lib="dom" />
/**
 * Why a choice the rules name is not offered now: under the move chooser, each kind of action the
 * step knows that the seat cannot take, with the engine's reason (its `RuleError` text).
 */

import { h } from "./dom.js";
import { t } from "./i18n/message.js";
import type { UnavailableAction } from "./table-session.js";

/** The list of what cannot be done now and why, or nothing when every kind is offered. */
export function whyNot(unavailable: readonly UnavailableAction[]): HTMLElement | undefined {
  if (unavailable.length === 0) return undefined;
  return h(
    "section",
    { id: "why-not", class: "why-not", "aria-labelledby": "why-not-title" },
    h("h4", { id: "why-not-title" }, t("whyNot.title")),
    h(
      "ul",
      {},
      unavailable.map((entry) => h("li", { "data-type": entry.type, "data-code": entry.code }, entry.text)),
    ),
  );
}
