/**
 * Campaign's options as form fields, from the same bounds `resolveOptions` checks.
 */
import {
  describeOptionSpecs,
  type LocaleOption,
  type OptionDescription,
  type OptionSpec,
  seatChoices,
} from "../../core/index.js";
import { IDEOLOGY_IDS } from "./data.js";
import type { CampaignMessages } from "./locales/en.js";
import { PARTY_KEYS, text } from "./messages.js";
import { DEFAULT_OPTIONS } from "./options.js";

type Spec = OptionSpec<CampaignMessages>;

type Key = keyof CampaignMessages & string;

/** An integer option between `min` and `max` with its catalogue words. */
function integer(
  key: keyof typeof DEFAULT_OPTIONS & string,
  [min, max]: readonly [number, number],
  [label, explanation]: readonly [Key, Key],
  nullable = false,
): Spec {
  return {
    key,
    kind: "integer",
    default: DEFAULT_OPTIONS[key] as number | null,
    min,
    max,
    nullable,
    label,
    explanation,
  };
}

/** The options `setup` accepts for `players` seats as form fields, labelled in the option's language. */
export function describeOptions(players: number, options?: LocaleOption): OptionDescription[] {
  // The Anarchists are not played by two.
  const parties = IDEOLOGY_IDS.filter((id) => players > 2 || id !== "anarchists");
  const specs: Spec[] = [
    {
      key: "groupRaids",
      kind: "boolean",
      default: DEFAULT_OPTIONS.groupRaids,
      label: "option.groupRaids.label",
      explanation: "option.groupRaids.explanation",
    },
    integer("maxRounds", [1, 1000], ["option.maxRounds.label", "option.maxRounds.explanation"]),
    {
      key: "startPlayer",
      kind: "choice",
      default: DEFAULT_OPTIONS.startPlayer,
      choices: seatChoices(players, "option.startPlayer.random"),
      label: "option.startPlayer.label",
      explanation: "option.startPlayer.explanation",
    },
    ...Array.from(
      { length: players },
      (_, seat): Spec => ({
        key: `ideologies.${seat}`,
        kind: "choice",
        default: null,
        // No party chosen (the default) deals the ideologies at random.
        choices: [
          { value: null, label: "option.ideology.random" },
          ...parties.map((id) => ({ value: id, label: PARTY_KEYS[id] })),
        ],
        together: { key: "ideologies", distinct: true },
        label: "option.ideology.label",
        explanation: "option.ideology.explanation",
        values: { seat },
      }),
    ),
    {
      ...integer(
        "formationLimit",
        [1, 10_000],
        ["option.formationLimit.label", "option.formationLimit.explanation"],
        true,
      ),
      group: "advanced",
    },
    {
      ...integer(
        "leaningPenalty",
        [0, 12],
        ["option.leaningPenalty.label", "option.leaningPenalty.explanation"],
      ),
      group: "advanced",
    },
    {
      ...integer("raidPenalty", [0, 12], ["option.raidPenalty.label", "option.raidPenalty.explanation"]),
      group: "advanced",
    },
    {
      ...integer("tokenPrice", [1, 100], ["option.tokenPrice.label", "option.tokenPrice.explanation"]),
      group: "advanced",
    },
  ];
  return describeOptionSpecs(text.translator, specs, options);
}
