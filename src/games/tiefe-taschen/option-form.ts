/**
 * Tiefe Taschen's options as form fields, from the same bounds `normalizeOptions` checks.
 */
import {
  describeOptionSpecs,
  type LocaleOption,
  type OptionDescription,
  seatChoices,
} from "../../core/index.js";
import { text } from "./messages.js";
import { DEFAULT_OPTIONS, initialTreasurySize, MAX_NEGOTIATION_LIMIT } from "./options.js";

/** The options `setup` accepts for `players` seats as form fields, labelled in the option's language. */
export function describeOptions(players: number, options?: LocaleOption): OptionDescription[] {
  return describeOptionSpecs(
    text.translator,
    [
      {
        key: "edition",
        kind: "choice",
        default: DEFAULT_OPTIONS.edition,
        choices: [
          { value: "2016", label: "option.edition.2016" },
          { value: "2015", label: "option.edition.2015" },
        ],
        label: "option.edition.label",
        explanation: "option.edition.explanation",
      },
      {
        key: "firstPresident",
        kind: "choice",
        default: DEFAULT_OPTIONS.firstPresident,
        choices: seatChoices(players, "option.firstPresident.random"),
        label: "option.firstPresident.label",
        explanation: "option.firstPresident.explanation",
      },
      {
        key: "bankruptcyDepth",
        kind: "integer",
        default: DEFAULT_OPTIONS.bankruptcyDepth,
        min: 0,
        max: initialTreasurySize("2016", players),
        nullable: true,
        requires: { key: "edition", value: "2016" },
        group: "advanced",
        label: "option.bankruptcyDepth.label",
        explanation: "option.bankruptcyDepth.explanation",
      },
      {
        key: "negotiationLimit",
        kind: "integer",
        default: DEFAULT_OPTIONS.negotiationLimit,
        min: 0,
        max: MAX_NEGOTIATION_LIMIT,
        nullable: true,
        group: "advanced",
        label: "option.negotiationLimit.label",
        explanation: "option.negotiationLimit.explanation",
      },
    ],
    options,
  );
}
