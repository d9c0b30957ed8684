/**
 * `describeOptions` agrees with each game's `resolveOptions`: the described defaults are the
 * default options, every value inside a described range or list is accepted by `setup`, one just
 * outside is refused with `ConfigError`, and every option `setup` accepts (but the seed) is described.
 */
import { describe, expect, it } from "vitest";
import {
  type AnyGame,
  ConfigError,
  describeOptions,
  games,
  loadLocale,
  type OptionDescription,
  optionsFromForm,
} from "../../src/index.js";

/**
 * The options no form field sets (they are given through the options object): the families each
 * board space of Kohle, Kie$ & Knete needs, a structure of lists of family letters.
 */
const NOT_ON_FORMS: Readonly<Record<string, RegExp>> = {
  "kohle-kies-knete": /^board\.\d+\.(fixed|groups)\b/,
};

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

function inside(option: OptionDescription): unknown[] {
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
  }
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
        if (NOT_ON_FORMS[game.id]?.test(path)) continue;
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
        for (const value of inside(option)) {
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
        if (option.kind === "choice")
          for (const choice of option.choices) expect(choice.label.length).toBeGreaterThan(0);
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
