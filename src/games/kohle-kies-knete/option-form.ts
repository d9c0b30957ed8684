/**
 * Kohle, Kie$ & Knete's options as form fields, from the same bounds `resolveOptions` checks: the
 * limits, each deal tile's value, each tile's end roll, and per board space the families it always
 * needs (a set), its groups of families to choose from (groups, disjoint from the fixed ones) and
 * its dividends.
 */
import {
  describeOptionSpecs,
  type LocaleOption,
  type OptionDescription,
  type OptionSpec,
  type SetChoiceSpec,
} from "../../core/index.js";
import type { KohleMessages } from "./locales/en.js";
import { text } from "./messages.js";
import { DEFAULT_OPTIONS, MAX_PAYOUT } from "./options.js";
import { FAMILY_LETTERS, FAMILY_NAMES } from "./types.js";

/** The families a space may need, by letter, named as printed on the cards. */
const FAMILIES: readonly SetChoiceSpec<KohleMessages>[] = FAMILY_LETTERS.map((letter, family) => ({
  value: letter,
  name: FAMILY_NAMES[family] as string,
}));

/** The end rolls a form offers for a tile: no roll, or the faces 1 to n (n = 1..6). */
const END_ROLLS: readonly (readonly number[])[] = Array.from({ length: 7 }, (_, n) =>
  Array.from({ length: n }, (_, face) => face + 1),
);

/** The options `setup` accepts as form fields (the player count does not bound any), labelled in the option's language. */
export function describeOptions(_players: number, options?: LocaleOption): OptionDescription[] {
  const { board, tileValues, endRolls } = DEFAULT_OPTIONS;
  // Dividends × tile value may not pass MAX_PAYOUT: each bound assumes the other options' defaults.
  const topDividends = Math.max(...board.map((space) => space.dividends));
  const topValue = Math.max(...tileValues);
  const specs: OptionSpec<KohleMessages>[] = [
    {
      key: "negotiationLimit",
      kind: "integer",
      default: DEFAULT_OPTIONS.negotiationLimit,
      min: 1,
      max: 100_000,
      nullable: false,
      label: "option.negotiationLimit.label",
      explanation: "option.negotiationLimit.explanation",
    },
    {
      key: "maxTurns",
      kind: "integer",
      default: DEFAULT_OPTIONS.maxTurns,
      min: 1,
      max: 1_000_000,
      nullable: false,
      label: "option.maxTurns.label",
      explanation: "option.maxTurns.explanation",
    },
    ...tileValues.map(
      (value, k): OptionSpec<KohleMessages> => ({
        key: `tileValues.${k}`,
        kind: "integer",
        default: value,
        min: 1,
        max: Math.floor(MAX_PAYOUT / topDividends),
        nullable: false,
        group: "advanced",
        label: "option.tileValue.label",
        explanation: "option.tileValue.explanation",
        values: { tile: k + 1 },
      }),
    ),
    ...endRolls.map(
      (faces, k): OptionSpec<KohleMessages> => ({
        key: `endRolls.${k}`,
        kind: "choice",
        default: faces,
        choices: END_ROLLS.map((value) => ({
          value,
          label: value.length === 0 ? "option.endRoll.none" : "option.endRoll.faces",
          values: { top: value.length },
        })),
        group: "advanced",
        label: "option.endRoll.label",
        explanation: "option.endRoll.explanation",
        values: { tile: k + 1 },
      }),
    ),
    // Spaces are numbered from 0, as the board shows them.
    ...board.flatMap((space, i): OptionSpec<KohleMessages>[] => [
      {
        key: `board.${i}.fixed`,
        kind: "set",
        default: space.fixed,
        choices: FAMILIES,
        group: "advanced",
        label: "option.fixed.label",
        explanation: "option.fixed.explanation",
        values: { space: i },
      },
      {
        key: `board.${i}.groups`,
        kind: "groups",
        default: space.groups,
        choices: FAMILIES,
        // Each family at most once per space: as many groups as families.
        maxGroups: FAMILIES.length,
        disjoint: { with: `board.${i}.fixed` },
        group: "advanced",
        label: "option.groups.label",
        explanation: "option.groups.explanation",
        countLabel: "option.groups.count",
        values: { space: i },
      },
      {
        key: `board.${i}.dividends`,
        kind: "integer",
        default: space.dividends,
        min: 1,
        max: Math.floor(MAX_PAYOUT / topValue),
        nullable: false,
        group: "advanced",
        label: "option.dividends.label",
        explanation: "option.dividends.explanation",
        values: { space: i },
      },
    ]),
  ];
  return describeOptionSpecs(text.translator, specs, options);
}
