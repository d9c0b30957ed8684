import { describe, expect, it } from "vitest";
import { ConfigError, HIDDEN, playout, randomBot } from "../../../src/core/index.js";
import {
  campaign,
  GROUPS,
  IDEOLOGIES,
  IDEOLOGY_IDS,
  type IdeologyId,
  PRESIDENT_CARD_NAMES,
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

  it("gives every group the seed's contributions, influence, cooperativeness, type and leaning", () => {
    // name: contributions, influence, cooperativeness, type, leaning (from the design text's list).
    const printed: Record<string, [number, number, number, string | null, string | null]> = {
      "The Military Industrial Complex": [6, 8, 3, null, null],
      "Car Drivers": [2, 1, 3, null, null],
      "Chinese Industrialists": [6, 8, 5, "BB", null],
      "The Patriot Movement": [2, 1, 2, null, "R"],
      "The Anti-War Movement": [3, 3, 4, "MM", "L"],
      "The AFL/CIO": [5, 8, 6, "W", null],
      "The Debtors": [0, 1, 8, null, null],
      "The Former Generals": [1, 4, 4, null, null],
      "The Proletariat": [1, 1, 1, "W", null],
      "The Blogosphere": [3, 6, 1, null, null],
      "The Telecoms": [6, 5, 6, "BB", "R"],
      "The Corporate Press": [4, 7, 4, "BB", "R"],
      "The Liberal Media": [3, 7, 4, "B", "C"],
      "Big Finance": [8, 8, 3, "BB", "R"],
      "The Military Vote": [1, 2, 1, null, null],
      "The Prison Industrial Complex": [5, 4, 1, "BB", "R"],
      "The ACLU": [1, 1, 0, "MM", "L"],
      AIPAC: [6, 6, 4, null, "R"],
      "Saudi Oil Magnets": [5, 5, 1, "BB", null],
      Artists: [0, 9, 2, "MM", "L"],
      "The Bible Belt": [5, 6, 2, null, null],
      "The Gay Vote": [4, 4, 5, "MM", null],
      "The Female Vote": [3, 5, 4, null, null],
      "Organized Crime": [3, 3, 5, null, null],
      "Old People": [6, 7, 4, null, null],
      Universities: [3, 6, 3, "MM", "L"],
      "The Colonies": [3, 2, 2, null, null],
      "Old-Guard Business": [9, 7, 2, "BB", "R"],
    };
    const engine = Object.fromEntries(
      GROUPS.map((g) => [g.name, [g.contributions, g.influence, g.cooperativeness, g.type, g.leaning]]),
    );
    expect(engine).toEqual(printed);
  });

  it("names the 17 president cards of the seed, without a Lawyers group in the deck", () => {
    expect(Object.values(PRESIDENT_CARD_NAMES)).toHaveLength(17);
    expect(new Set(Object.values(PRESIDENT_CARD_NAMES)).size).toBe(17);
    expect(PRESIDENT_CARDS.map((card) => PRESIDENT_CARD_NAMES[card])).toContain("*gate");
    expect(GROUPS.some((g) => g.name.includes("Lawyers"))).toBe(false);
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

describe("roles", () => {
  it("are the ideologies dealt at setup, one per seat, the same at the end of a game", () => {
    const ideologies: IdeologyId[] = ["greens", "anarchists", "democrats"];
    const state = campaign.setup({ players: 3, seed: "roles", options: { ideologies } });
    expect(campaign.roles?.(state)).toEqual(ideologies);
    const end = playout(campaign, {
      players: 3,
      seed: "roles",
      bots: [randomBot, randomBot, randomBot],
    }).finalState;
    const dealt = campaign.roles?.(campaign.setup({ players: 3, seed: "roles" })) as string[];
    expect(dealt).toHaveLength(3);
    expect(new Set(dealt).size).toBe(3);
    for (const role of dealt) expect(IDEOLOGY_IDS).toContain(role);
    expect(campaign.roles?.(end)).toEqual(dealt);
  });
});
