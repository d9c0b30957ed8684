/**
 * `describeOptions` agrees with each game's `resolveOptions`: the described defaults are the
 * default options, every value inside a described range or list is accepted by `setup`, one just
 * outside is refused with `ConfigError`, every option `setup` accepts (but the seed) is described,
 * and the described defaults rebuild the default options exactly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AnyGame,
  ConfigError,
  describeOptions,
  games,
  loadLocale,
  type OptionDescription,
  optionsFromForm,
  type SetMember,
} from "../../src/index.js";

/** Every leaf path of a plain value (`deck.money10`, `tileValues.3`), objects and arrays followed. */
function leafPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([key, inner]) => leafPaths(inner, prefix === "" ? key : `${prefix}.${key}`));
}

function valueAt(value: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)?.[segment], value);
}

/**
 * The form values that set `option` to `value`, the others at their defaults: the entries of a list
 * set whole come along (distinct ones but for their default, swapped where `value` would repeat one;
 * all at their defaults when `value` is the default), and an option capped by this one (`maxKey`)
 * follows it down.
 */
function formValues(described: readonly OptionDescription[], option: OptionDescription, value: unknown) {
  const values: Record<string, unknown> = {};
  const together = option.together;
  if (together && value !== option.default) {
    const entries = described.filter((other) => other.together?.key === together.key);
    entries.forEach((entry, index) => {
      values[entry.key] =
        entry.kind === "choice"
          ? entry.choices.filter((choice) => choice.value !== entry.default)[index]?.value
          : entry.default;
    });
    const clash = entries.find((entry) => entry !== option && values[entry.key] === value);
    if (clash && together.distinct) values[clash.key] = values[option.key];
  }
  // A list set whole at its default is left out, as the page's form leaves it.
  if (!together || value !== option.default) values[option.key] = value;
  for (const other of described) {
    if (other.kind === "integer" && other.maxKey === option.key && typeof value === "number") {
      values[other.key] = Math.min(other.default ?? value, value);
    }
  }
  return values;
}

/** Sets up the game with one option changed (the others default); returns the error, if any. */
function trySetup(game: AnyGame, players: number, values: Record<string, unknown>): unknown {
  try {
    game.setup({ players, seed: 1, options: optionsFromForm(values, game.defaultOptions) });
    return undefined;
  } catch (error) {
    return error;
  }
}

/** The members a set or groups option leaves free: those no other option it is disjoint with holds. */
function freeMembers(described: readonly OptionDescription[], option: OptionDescription): SetMember[] {
  if (option.kind !== "set" && option.kind !== "groups") return [];
  const used = new Set<SetMember>();
  for (const other of described) {
    if (other.kind === "groups" && (other === option || other.disjoint?.with === option.key))
      for (const group of other.default) for (const member of group.from) used.add(member);
    if (option.kind === "groups" && other.kind === "set" && option.disjoint?.with === other.key)
      for (const member of other.default) used.add(member);
    if (other === option && option.kind === "set") for (const member of option.default) used.add(member);
  }
  return option.choices.map((choice) => choice.value).filter((member) => !used.has(member));
}

function inside(option: OptionDescription, described: readonly OptionDescription[]): unknown[] {
  switch (option.kind) {
    case "boolean":
      return [true, false];
    case "integer":
      return [
        option.min,
        option.max,
        Math.floor((option.min + option.max) / 2),
        ...(option.nullable ? [null] : []),
      ];
    case "choice":
      return option.choices.map((choice) => choice.value);
    case "set":
      // The default, and the default with each member nothing else on its space uses.
      return [option.default, ...freeMembers(described, option).map((member) => [...option.default, member])];
    case "groups": {
      const free = freeMembers(described, option);
      return [
        option.default,
        ...(free.length > 0 && option.default.length < option.maxGroups
          ? [[...option.default, { count: free.length, from: free }]]
          : []),
      ];
    }
  }
}

function outside(option: OptionDescription): unknown[] {
  switch (option.kind) {
    case "boolean":
      return ["yes", 1];
    case "integer":
      return [option.min - 1, option.max + 1, option.min + 0.5, ...(option.nullable ? [] : [null])];
    case "choice":
      return ["not-a-choice", 1.5];
    case "set": {
      const first = option.choices[0]?.value as SetMember;
      return ["not-a-set", ["not-a-member"], [first, first]];
    }
    case "groups": {
      const first = option.choices[0]?.value as SetMember;
      return [
        "not-a-list",
        [{ count: 1, from: [] }],
        [{ count: 0, from: [first] }],
        [{ count: 2, from: [first] }],
        [{ count: 1, from: ["not-a-member"] }],
      ];
    }
  }
}

/** The form values of every described option at its default (a list set whole: the list's default). */
function defaultValues(game: AnyGame, described: readonly OptionDescription[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const option of described) {
    if (option.together) values[option.together.key] = valueAt(game.defaultOptions, option.together.key);
    else values[option.key] = option.default;
  }
  return values;
}

describe.each(Object.values(games).map((game) => [game.id, game] as const))("%s", (_id, game) => {
  const counts = Array.from(
    { length: game.players.max - game.players.min + 1 },
    (_, n) => game.players.min + n,
  );

  it("describes every option setup accepts, with the default options as defaults", () => {
    for (const players of counts) {
      const described = describeOptions(game, players);
      expect(described.length).toBeGreaterThan(0);
      const keys = described.map((option) => option.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const path of leafPaths(game.defaultOptions)) {
        const covered = keys.some(
          (key) => key === path || path.startsWith(`${key}.`) || key.startsWith(`${path}.`),
        );
        expect(covered, `${game.id}: option ${path} is not described`).toBe(true);
      }
      for (const option of described) {
        expect(option.default, `${game.id}: default of ${option.key}`).toEqual(
          valueAt(game.defaultOptions, option.key) ?? null,
        );
      }
    }
  });

  it("rebuilds the default options exactly from the described defaults", () => {
    for (const players of counts) {
      const described = describeOptions(game, players);
      expect(optionsFromForm(defaultValues(game, described))).toEqual(game.defaultOptions);
    }
  });

  it("offers each set member of a default among its choices (a form can show it)", () => {
    for (const option of describeOptions(game, game.players.min)) {
      if (option.kind !== "set" && option.kind !== "groups") continue;
      const members = option.choices.map((choice) => choice.value);
      const defaults = option.kind === "set" ? option.default : option.default.flatMap((group) => group.from);
      for (const member of defaults) expect(members, option.key).toContain(member);
    }
  });

  it("offers each list option's default among its choices (a form can show it)", () => {
    for (const players of counts) {
      for (const option of describeOptions(game, players)) {
        if (option.kind !== "choice") continue;
        expect(
          option.choices.map((choice) => choice.value),
          `${game.id} at ${players}: ${option.key}`,
        ).toContainEqual(option.default);
      }
    }
  });

  it("every value inside a described range is accepted and one just outside refused", () => {
    for (const players of counts) {
      const described = describeOptions(game, players);
      for (const option of described) {
        for (const value of inside(option, described)) {
          const error = trySetup(game, players, formValues(described, option, value));
          expect(error, `${game.id} ${option.key}=${String(value)}`).toBeUndefined();
        }
        for (const value of outside(option)) {
          const error = trySetup(game, players, formValues(described, option, value));
          expect(error, `${game.id} ${option.key}=${String(value)} is refused`).toBeInstanceOf(ConfigError);
          expect((error as ConfigError).field.startsWith("options.")).toBe(true);
        }
      }
    }
  });

  it("labels and explains every option in English, German and French", async () => {
    await loadLocale(game, "de");
    await loadLocale(game, "fr");
    const en = describeOptions(game, game.players.max);
    for (const locale of ["de", "fr"] as const) {
      const other = describeOptions(game, game.players.max, { locale });
      other.forEach((option, index) => {
        expect(option.label.length).toBeGreaterThan(0);
        expect(option.explanation.length).toBeGreaterThan(0);
        expect(option.labelKey).toBe(en[index]?.labelKey);
        if (option.kind === "choice" || option.kind === "set" || option.kind === "groups")
          for (const choice of option.choices) expect(choice.label.length).toBeGreaterThan(0);
        if (option.kind === "groups") expect(option.countLabel.length).toBeGreaterThan(0);
      });
      // A language of its own, not English under another name.
      expect(other.map((option) => option.explanation)).not.toEqual(en.map((option) => option.explanation));
    }
  });
});

describe("optionsFromForm", () => {
  it("nests dotted keys, makes arrays of numeric segments and refuses prototype keys", () => {
    expect(optionsFromForm({ "deck.vp": 6, timeCardsToEnd: 4, "tileValues.0": 2, skip: undefined })).toEqual({
      deck: { vp: 6 },
      timeCardsToEnd: 4,
      tileValues: [2],
    });
    expect(() => optionsFromForm({ "__proto__.polluted": 1 })).toThrow(ConfigError);
    // Over a base, one entry of a list changes and the rest stays.
    expect(optionsFromForm({ "tileValues.1": 9 }, { tileValues: [2, 3, 4], maxTurns: 5 })).toEqual({
      tileValues: [2, 9, 4],
      maxTurns: 5,
    });
  });
});

describe("Kohle, Kie$ & Knete's board families as described sets", () => {
  const game = games["kohle-kies-knete"] as AnyGame;
  const described = describeOptions(game, 4);
  const board = game.defaultOptions.board as readonly {
    fixed: readonly string[];
    groups: readonly { count: number; from: readonly string[] }[];
  }[];

  it("accepts any families a space always needs, of those its groups leave free, as long as it needs someone", () => {
    const option = described.find((entry) => entry.key === "board.0.fixed") as OptionDescription;
    const members = option.kind === "set" ? option.choices.map((choice) => choice.value as string) : [];
    expect(members).toEqual(["H", "K", "L", "P", "R", "T"]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: board.length - 1 }), fc.subarray(members), (space, chosen) => {
        const inGroups = new Set(board[space]?.groups.flatMap((group) => group.from));
        const fixed = chosen.filter((member) => !inGroups.has(member));
        const values = { [`board.${space}.fixed`]: fixed };
        const error = trySetup(game, 4, values);
        if (fixed.length === 0 && inGroups.size === 0) return error instanceof ConfigError;
        if (error !== undefined) return false;
        const options = optionsFromForm(values, game.defaultOptions);
        const state = game.setup({ players: 4, seed: 1, options });
        return state.options.board[space].fixed.join("") === fixed.join("");
      }),
      { numRuns: 60 },
    );
  });

  it("accepts groups that split the free families, with any count up to each group's size", () => {
    const member = fc.constantFrom("H", "K", "L", "P", "R", "T");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: board.length - 1 }),
        fc.uniqueArray(member, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        (space, families, parts, wanted) => {
          const fixed = new Set(board[space]?.fixed);
          const free = families.filter((family) => !fixed.has(family));
          const size = Math.ceil(free.length / parts) || 1;
          const groups = Array.from({ length: Math.ceil(free.length / size) }, (_, g) => {
            const from = free.slice(g * size, (g + 1) * size);
            return { count: Math.min(wanted, from.length), from };
          });
          const error = trySetup(game, 4, { [`board.${space}.groups`]: groups });
          if (fixed.size === 0 && groups.length === 0) return error instanceof ConfigError;
          if (error !== undefined) return false;
          // A family a space already needs may not be in one of its groups.
          const first = [...fixed][0];
          if (first === undefined) return true;
          const clash = trySetup(game, 4, { [`board.${space}.groups`]: [{ count: 1, from: [first] }] });
          return clash instanceof ConfigError;
        },
      ),
      { numRuns: 60 },
    );
  });
});
