import { describe, expect, it } from "vitest";
import { ConfigError, HIDDEN } from "../../../src/core/index.js";
import {
  campaign,
  GROUPS,
  IDEOLOGIES,
  IDEOLOGY_IDS,
  PRESIDENT_CARDS,
  ROLL_TOKENS,
} from "../../../src/games/campaign/index.js";
import { fresh } from "./helpers.js";

describe("components", () => {
  it("transcribes the seven ideologies with every number", () => {
    expect(IDEOLOGY_IDS).toHaveLength(7);
    const row = (id: keyof typeof IDEOLOGIES) => {
      const { discipline, contributions, electability, leaning } = IDEOLOGIES[id];
      return [discipline, contributions, electability, leaning];
    };
    expect(row("democrats")).toEqual([10, 10, 10, "L"]);
    expect(row("independents")).toEqual([6, 6, 8, "C"]);
    expect(row("republicans")).toEqual([10, 10, 10, "R"]);
    expect(row("greens")).toEqual([8, 5, 8, "L"]);
    expect(row("communists")).toEqual([10, 8, 8, "L"]);
    expect(row("anarchists")).toEqual([6, 5, 4, null]);
    expect(row("libertarians")).toEqual([8, 7, 7, "R"]);
  });

  it("transcribes the 28 groups and 17 president cards", () => {
    expect(GROUPS).toHaveLength(28);
    expect(PRESIDENT_CARDS).toHaveLength(17);
    expect(GROUPS.find((g) => g.name === "Old-Guard Business")).toEqual({
      name: "Old-Guard Business",
      contributions: 9,
      influence: 7,
      cooperativeness: 2,
      type: "BB",
      leaning: "R",
    });
    expect(GROUPS.find((g) => g.name === "The ACLU")).toMatchObject({
      cooperativeness: 0,
      type: "MM",
      leaning: "L",
    });
    expect(GROUPS.find((g) => g.name === "The Patriot Movement")).toMatchObject({ type: null, leaning: "R" });
    const count = (type: string) => GROUPS.filter((g) => g.type === type).length;
    expect([count("BB"), count("B"), count("W"), count("MM")]).toEqual([7, 1, 2, 5]);
    expect(ROLL_TOKENS).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
  });
});

describe("setup", () => {
  it("fills treasuries with contributions + electability and lays out four groups", () => {
    const s = fresh(["anarchists", "greens", "communists"]);
    expect(s.treasury).toEqual([9, 13, 16]);
    expect(s.ledger).toEqual({ paid: 38, received: 0 });
    expect(s.groupRow).toHaveLength(4);
    expect(s.groupDeck).toHaveLength(24);
    expect(s.presidentDeck).toHaveLength(17);
    expect(s.seats).toEqual([0, 0, 0]);
    expect(s.middle).toBe(15);
    expect(campaign.invariants(s)).toEqual([]);
  });

  it("deals distinct ideologies at random, never the Anarchists with two players", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const s = campaign.setup({ players: 2, seed });
      expect(s.ideology).not.toContain("anarchists");
      expect(new Set(s.ideology).size).toBe(2);
      for (const id of s.ideology) seen.add(id);
    }
    expect(seen.size).toBe(6);
    const seven = campaign.setup({ players: 7, seed: 1 });
    expect([...seven.ideology].sort()).toEqual([...IDEOLOGY_IDS].sort());
  });

  it("draws the start player with the seeded generator, deterministically", () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 50; seed++) starts.add(campaign.setup({ players: 4, seed }).startPlayer);
    expect(starts.size).toBe(4);
    expect(campaign.setup({ players: 4, seed: "x" })).toEqual(campaign.setup({ players: 4, seed: "x" }));
  });

  it("rejects bad player counts and options with a ConfigError naming the field", () => {
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).field;
      }
      return "no error";
    };
    expect(field(() => campaign.setup({ players: 1, seed: 1 }))).toBe("players");
    expect(field(() => campaign.setup({ players: 8, seed: 1 }))).toBe("players");
    expect(
      field(() => campaign.setup({ players: 2, seed: 1, options: { ideologies: ["anarchists", "greens"] } })),
    ).toBe("options.ideologies");
    expect(
      field(() => campaign.setup({ players: 2, seed: 1, options: { ideologies: ["greens", "greens"] } })),
    ).toBe("options.ideologies");
    expect(field(() => campaign.setup({ players: 3, seed: 1, options: { ideologies: ["greens"] } }))).toBe(
      "options.ideologies",
    );
    expect(field(() => campaign.setup({ players: 3, seed: 1, options: { maxRounds: 0 } }))).toBe(
      "options.maxRounds",
    );
    expect(field(() => campaign.setup({ players: 3, seed: 1, options: { formationLimit: 1.5 } }))).toBe(
      "options.formationLimit",
    );
    expect(field(() => campaign.setup({ players: 3, seed: 1, options: { startPlayer: 3 } }))).toBe(
      "options.startPlayer",
    );
    expect(
      field(() => campaign.setup({ players: 3, seed: 1, options: { groupRaids: "yes" as never } })),
    ).toBe("options.groupRaids");
    expect(field(() => campaign.setup({ players: 3, seed: 1, options: { colour: 1 } as never }))).toBe(
      "options.colour",
    );
  });

  it("defaults the formation limit to six actions per player", () => {
    expect(campaign.setup({ players: 5, seed: 1 }).options.formationLimit).toBe(30);
    expect(campaign.defaultOptions).toMatchObject({
      maxRounds: 20,
      groupRaids: true,
      leaningPenalty: 2,
      raidPenalty: 4,
    });
  });
});

describe("hidden information", () => {
  it("shows deck sizes but never the decks' order or the generator", () => {
    const s = fresh(["democrats", "republicans", "greens"]);
    const view = campaign.viewFor(s, 1);
    expect(view.groupDeck).toEqual(s.groupDeck.map(() => HIDDEN));
    expect(view.presidentDeckSize).toBe(17);
    expect(Object.keys(view)).not.toContain("rng");
    expect(Object.keys(view)).not.toContain("presidentDeck");
    expect(view.groupRow).toEqual(s.groupRow);
  });

  it("determinize resamples the decks and keeps everything the viewer sees", () => {
    const s = fresh(["democrats", "republicans", "greens"]);
    const view = campaign.viewFor(s, 0);
    const a = campaign.determinize(view, "a");
    const b = campaign.determinize(view, "b");
    expect(campaign.viewFor(a, 0)).toEqual(view);
    expect(campaign.invariants(a)).toEqual([]);
    expect(a.groupDeck).not.toEqual(b.groupDeck);
    expect(a.presidentDeck).not.toEqual(b.presidentDeck);
  });
});
