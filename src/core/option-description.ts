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

/** A member a set or groups option may hold: a word or a number (Kohle, Kie$ & Knete: a family letter). */
export type SetMember = string | number;

/** One member a set or groups option offers: its value and its label. */
export interface SetChoice {
  readonly value: SetMember;
  readonly label: string;
}

/**
 * Some of the offered members, each at most once, in any order (a form may return them in the order
 * of `choices`): Kohle, Kie$ & Knete's families a board space always needs.
 */
export interface SetOptionDescription extends OptionDescriptionBase {
  readonly kind: "set";
  readonly default: readonly SetMember[];
  readonly choices: readonly SetChoice[];
}

/** One group of a groups option: `count` of its members `from` are needed. */
export interface OptionGroup {
  readonly count: number;
  readonly from: readonly SetMember[];
}

/**
 * A list of groups, each a set of the offered members (at least one) and how many of them count,
 * from 1 to the group's size: Kohle, Kie$ & Knete's "2 of Knetowitz, Piepenbrok, Heiermann".
 */
export interface GroupsOptionDescription extends OptionDescriptionBase {
  readonly kind: "groups";
  readonly default: readonly OptionGroup[];
  readonly choices: readonly SetChoice[];
  /** The most groups the option holds. */
  readonly maxGroups: number;
  /**
   * Where set, a member may be in one group only, and not in the set option `disjoint.with` names
   * (Kohle: a family is needed once per space, always or in one group).
   */
  readonly disjoint?: { readonly with?: string };
  /** The catalogue key of the label of a group's count. */
  readonly countLabelKey: string;
  /** The label of a group's count ("how many of these") in the requested language. */
  readonly countLabel: string;
}

/** One option of a game, described for a form. */
export type OptionDescription =
  | BooleanOptionDescription
  | IntegerOptionDescription
  | ChoiceOptionDescription
  | SetOptionDescription
  | GroupsOptionDescription;

/** The fields of a description that `describeOptionSpecs` resolves from catalogue keys. */
export type Worded = "label" | "explanation" | "labelKey" | "explanationKey";

/** A described option before its words are resolved: `label` and `explanation` name catalogue keys. */
export type OptionSpec<M extends Messages> =
  | (Omit<BooleanOptionDescription, Worded> & SpecWords<M>)
  | (Omit<IntegerOptionDescription, Worded> & SpecWords<M>)
  | (Omit<ChoiceOptionDescription, Worded | "choices"> &
      SpecWords<M> & {
        readonly choices: readonly ChoiceSpec<M>[];
      })
  | (Omit<SetOptionDescription, Worded | "choices"> &
      SpecWords<M> & {
        readonly choices: readonly SetChoiceSpec<M>[];
      })
  | (Omit<GroupsOptionDescription, Worded | "choices" | "countLabel" | "countLabelKey"> &
      SpecWords<M> & {
        readonly choices: readonly SetChoiceSpec<M>[];
        /** The catalogue key of the label of a group's count. */
        readonly countLabel: keyof M & string;
      });

/** A set member before its words are resolved: a catalogue key (with values), or a proper name printed the same in every language. */
export type SetChoiceSpec<M extends Messages> =
  | { readonly value: SetMember; readonly label: keyof M & string; readonly values?: MessageValues }
  | { readonly value: SetMember; readonly name: string };

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
  const setChoice = (choice: SetChoiceSpec<M>): SetChoice => ({
    value: choice.value,
    label: "name" in choice ? choice.name : say(choice.label, choice.values),
  });
  return specs.map((spec) => {
    const { label, explanation, values, ...rest } = spec;
    const words = {
      labelKey: label,
      explanationKey: explanation,
      label: say(label, values),
      explanation: say(explanation, values),
    };
    switch (rest.kind) {
      case "choice": {
        const choices = rest.choices.map((choice) => ({
          value: choice.value,
          label: "seat" in choice ? seatName(choice.seat, options) : say(choice.label, choice.values),
        }));
        return { ...rest, ...words, choices } as ChoiceOptionDescription;
      }
      case "set":
        return { ...rest, ...words, choices: rest.choices.map(setChoice) } as SetOptionDescription;
      case "groups": {
        const count = { countLabelKey: rest.countLabel, countLabel: say(rest.countLabel, values) };
        return {
          ...rest,
          ...words,
          ...count,
          choices: rest.choices.map(setChoice),
        } as GroupsOptionDescription;
      }
      default:
        return { ...rest, ...words } as OptionDescription;
    }
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
