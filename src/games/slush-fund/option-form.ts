/**
 * Slush Fund's options as form fields, from the same bounds `resolveOptions` checks.
 */
import {
  describeOptionSpecs,
  type LocaleOption,
  type OptionDescription,
  type OptionSpec,
  seatChoices,
} from "../../core/index.js";
import { DEFAULT_DECK } from "./catalog.js";
import type { SlushFundMessages } from "./locales/en.js";
import { text } from "./messages.js";
import { DEFAULT_OPTIONS, MAX_PER_ENTRY } from "./options.js";
import { DECK_ENTRIES, type DeckEntry } from "./types.js";

/** The catalogue key of each deck entry's label. */
const ENTRY_LABELS = {
  money10: "option.deck.money10",
  money20: "option.deck.money20",
  money30: "option.deck.money30",
  money40: "option.deck.money40",
  money50: "option.deck.money50",
  vp: "option.deck.vp",
  scandal: "option.deck.scandal",
  thief: "option.deck.thief",
  spy: "option.deck.spy",
  transfer: "option.deck.transfer",
  time: "option.deck.time",
} as const satisfies Record<DeckEntry, keyof SlushFundMessages>;

/** The fewest cards of each deck entry `resolveOptions` accepts (a deck needs a Time card). */
const ENTRY_MIN = { time: 1 } as const;

/** The options `setup` accepts for `players` seats as form fields, labelled in the option's language. */
export function describeOptions(players: number, options?: LocaleOption): OptionDescription[] {
  const specs: OptionSpec<SlushFundMessages>[] = [
    {
      key: "timeCardsToEnd",
      kind: "integer",
      default: DEFAULT_OPTIONS.timeCardsToEnd,
      min: 1,
      max: DEFAULT_DECK.time,
      maxKey: "deck.time",
      nullable: true,
      label: "option.timeCardsToEnd.label",
      explanation: "option.timeCardsToEnd.explanation",
    },
    {
      key: "thiefTakes",
      kind: "choice",
      default: DEFAULT_OPTIONS.thiefTakes,
      choices: [
        { value: "top", label: "option.thiefTakes.top" },
        { value: "any", label: "option.thiefTakes.any" },
      ],
      label: "option.thiefTakes.label",
      explanation: "option.thiefTakes.explanation",
    },
    {
      key: "firstPlayer",
      kind: "choice",
      default: DEFAULT_OPTIONS.firstPlayer,
      choices: seatChoices(players, "option.firstPlayer.random"),
      label: "option.firstPlayer.label",
      explanation: "option.firstPlayer.explanation",
    },
    ...DECK_ENTRIES.map(
      (entry): OptionSpec<SlushFundMessages> => ({
        key: `deck.${entry}`,
        kind: "integer",
        default: DEFAULT_DECK[entry],
        min: entry === "time" ? ENTRY_MIN.time : 0,
        max: MAX_PER_ENTRY,
        nullable: false,
        group: "advanced",
        label: ENTRY_LABELS[entry],
        explanation: "option.deck.explanation",
      }),
    ),
  ];
  return describeOptionSpecs(text.translator, specs, options);
}
