/**
 * A game's options as form fields: each option's kind, default, range or choices, and its label and
 * explanation from the game's catalogue. Each game describes its own (`Game.describeOptions`).
 */
import { ConfigError } from "./errors.js";
import { seatName } from "./i18n/interface.js";
import type { LocaleOption } from "./i18n/locale.js";
import type { Messages, MessageValues, Translator } from "./i18n/translator.js";

/** What every described option carries: where it goes in the options object and its words. */
export interface OptionDescriptionBase {
  /**
   * The option's path in the options object, dot-separated: `timeCardsToEnd`, or `deck.money10` for
   * a field of an object option (a numeric segment is an array index, see `optionsFromForm`).
   */
  readonly key: string;
  /** The catalogue key of the label. */
  readonly labelKey: string;
  /** The catalogue key of the explanation. */
  readonly explanationKey: string;
  /** The label in the requested language. */
  readonly label: string;
  /** One or two sentences on what the option changes, in the requested language. */
  readonly explanation: string;
  /** `"advanced"` for options a form may fold away (deck compositions, board details). */
  readonly group?: "advanced";
  /**
   * Where the option is one entry of a list option that is given whole (Campaign's ideologies, one
   * per seat): `key` names the list; every entry is set or none is, distinct where `distinct`.
   */
  readonly together?: { readonly key: string; readonly distinct: boolean };
  /** Where the option applies only beside another option's value (Tiefe Taschen: a depth needs the 2016 edition). */
  readonly requires?: { readonly key: string; readonly value: string | number | boolean | null };
}

/** An on/off option. */
export interface BooleanOptionDescription extends OptionDescriptionBase {
  readonly kind: "boolean";
  readonly default: boolean;
}

/** A whole number within `min`..`max` (or `null`, where `nullable`, for the rule's own default). */
export interface IntegerOptionDescription extends OptionDescriptionBase {
  readonly kind: "integer";
  /** The default value; `null` where the rules derive it (the explanation says how). */
  readonly default: number | null;
  readonly min: number;
  readonly max: number;
  /** True when `null` is accepted (it asks for the rule's derived default). */
  readonly nullable: boolean;
  /** The key of another integer option whose value caps this one (Slush Fund: the Time cards of the deck). */
  readonly maxKey?: string;
}

/** A value a choice puts into the options: a word, a number, `null` (the rule's default) or a list of numbers. */
export type OptionValue = string | number | null | readonly number[];

/** One choice of a choice option: its value and its label. */
export interface OptionChoice {
  readonly value: OptionValue;
  readonly label: string;
}

/** One value out of a list. */
export interface ChoiceOptionDescription extends OptionDescriptionBase {
  readonly kind: "choice";
  readonly default: OptionValue;
  readonly choices: readonly OptionChoice[];
}

/** One option of a game, described for a form. */
export type OptionDescription = BooleanOptionDescription | IntegerOptionDescription | ChoiceOptionDescription;

/** A described option before its words are resolved: `label` and `explanation` name catalogue keys. */
export type OptionSpec<M extends Messages> =
  | (Omit<BooleanOptionDescription, "label" | "explanation" | "labelKey" | "explanationKey"> & SpecWords<M>)
  | (Omit<IntegerOptionDescription, "label" | "explanation" | "labelKey" | "explanationKey"> & SpecWords<M>)
  | (Omit<ChoiceOptionDescription, "label" | "explanation" | "labelKey" | "explanationKey" | "choices"> &
      SpecWords<M> & {
        readonly choices: readonly ChoiceSpec<M>[];
      });

/** A choice before its words are resolved: a catalogue key (with values), or a seat named by the interface. */
export type ChoiceSpec<M extends Messages> =
  | {
      readonly value: OptionValue;
      readonly label: keyof M & string;
      readonly values?: MessageValues;
    }
  | { readonly value: number; readonly seat: number };

/** The choices of an option that names a seat: `null` (its `randomLabel`, at random), then each seat. */
export function seatChoices<M extends Messages>(
  players: number,
  randomLabel: keyof M & string,
): ChoiceSpec<M>[] {
  return [
    { value: null, label: randomLabel },
    ...Array.from({ length: players }, (_, seat) => ({ value: seat, seat })),
  ];
}

/** The catalogue keys (and placeholder values) of a spec's label and explanation. */
export interface SpecWords<M extends Messages> {
  readonly label: keyof M & string;
  readonly explanation: keyof M & string;
  readonly values?: MessageValues;
}

/** Resolves option specs' catalogue keys into words of the option's language. */
export function describeOptionSpecs<M extends Messages>(
  translator: Translator<M>,
  specs: readonly OptionSpec<M>[],
  options?: LocaleOption,
): OptionDescription[] {
  const say = translator.speaker(options);
  return specs.map((spec) => {
    const { label, explanation, values, ...rest } = spec;
    const words = {
      labelKey: label,
      explanationKey: explanation,
      label: say(label, values),
      explanation: say(explanation, values),
    };
    if (rest.kind === "choice") {
      const choices = rest.choices.map((choice) => ({
        value: choice.value,
        label: "seat" in choice ? seatName(choice.seat, options) : say(choice.label, choice.values),
      }));
      return { ...rest, ...words, choices } as ChoiceOptionDescription;
    }
    return { ...rest, ...words } as OptionDescription;
  });
}

/**
 * Builds the options object `setup` takes from form values keyed by `OptionDescription.key`, over a
 * copy of `base` (pass the game's `defaultOptions` when the form sets single entries of a list,
 * such as one deal tile's value): dotted keys reach into nested objects, numeric segments into
 * arrays (`{ "deck.vp": 6 }` → `{ deck: { vp: 6 } }`); `undefined` values are left out.
 */
export function optionsFromForm(
  values: Readonly<Record<string, unknown>>,
  base?: object,
): Record<string, unknown> {
  const root: Record<string, unknown> = base === undefined ? {} : structuredClone({ ...base });
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const path = key.split(".");
    for (const segment of path) {
      if (segment === "" || segment === "__proto__" || segment === "constructor" || segment === "prototype") {
        throw new ConfigError(`options.${key}`, "is not an option path");
      }
    }
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] as string);
      if (typeof node[segment] !== "object" || node[segment] === null) node[segment] = nextIsIndex ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}
