/**
 * The how-to-play guides and glossaries: every game has every section in English, German and
 * French, the translations have exactly the English shape and placeholders, every card kind and
 * view field the tables draw (collected from real seeded games) has a glossary term, the numbers
 * come from the engine's defaults, and no run of eight words is copied from the rule texts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type AnyGame,
  type CardFace,
  ConfigError,
  GUIDE_SECTIONS,
  type GuideSource,
  LOCALES,
  playout,
  randomBot,
  type StateBase,
} from "../../src/core/index.js";
import {
  GUIDE_TERM_IDS,
  GUIDE_VIEW_TERMS,
  guideFor,
  loadGuide,
  termFor,
  termForCard,
  termsFor,
} from "../../src/games/guides.js";
import { de as slushFundDe } from "../../src/games/slush-fund/guide/de.js";
import { en as slushFundEn } from "../../src/games/slush-fund/guide/en.js";
import { fr as slushFundFr } from "../../src/games/slush-fund/guide/fr.js";
import * as SlushFund from "../../src/games/slush-fund/index.js";
import { de as tiefeTaschenDe } from "../../src/games/tiefe-taschen/guide/de.js";
import { en as tiefeTaschenEn } from "../../src/games/tiefe-taschen/guide/en.js";
import { fr as tiefeTaschenFr } from "../../src/games/tiefe-taschen/guide/fr.js";
import * as TiefeTaschen from "../../src/games/tiefe-taschen/index.js";
import { findSeeds, SEED_FILES, shingleHashes, wordsOf } from "../support/shingles.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** One game's guide sources, how to play it, and every card face a view of it shows. */
interface GuideCase {
  readonly game: AnyGame;
  readonly sources: Readonly<Record<(typeof LOCALES)[number], GuideSource>>;
  /** Player counts and options to collect views from. */
  readonly games: readonly { readonly players: number; readonly options: object }[];
  /** Every card face the view shows, through the game's present.ts. */
  readonly faces: (view: never) => CardFace[];
}

const CASES: readonly GuideCase[] = [
  {
    game: TiefeTaschen.tiefeTaschen as AnyGame,
    sources: { en: tiefeTaschenEn, de: tiefeTaschenDe as GuideSource, fr: tiefeTaschenFr as GuideSource },
    games: [
      { players: 4, options: {} },
      { players: 5, options: { edition: "2015", negotiationLimit: 3 } },
    ],
    faces: (view: TiefeTaschen.TiefeTaschenView) => {
      const edition = view.options.edition;
      const money = [
        ...view.pool,
        ...view.bankruptcyShown,
        ...view.money.flat(),
        ...view.knownMoney.flat(),
        ...view.bribes.flatMap((bribes) => bribes.map((bribe) => bribe?.card ?? null)),
      ];
      const actions = view.chosen.filter((_, seat) => view.hasCard[seat]);
      return [
        ...money.map((card) => TiefeTaschen.moneyCardFace(card, edition)),
        ...actions.map((card) => TiefeTaschen.actionCardFace(card)),
      ];
    },
  },
  {
    game: SlushFund.slushFund as AnyGame,
    sources: { en: slushFundEn, de: slushFundDe as GuideSource, fr: slushFundFr as GuideSource },
    games: [
      { players: 2, options: {} },
      { players: 4, options: { thiefTakes: "any" } },
    ],
    faces: (view: SlushFund.SlushFundView) => {
      const catalog = SlushFund.catalogOf(view.options.deck);
      const cards = [
        ...view.fund,
        ...view.revealed,
        ...view.hand,
        ...view.timeCards,
        ...view.removed,
        ...view.scandals.flat(),
        ...view.piles.flatMap((row) => row.flatMap((pile) => pile.cards)),
      ];
      return cards.map((card) => SlushFund.cardFace(card, catalog));
    },
  },
];

/** Every view (each seat's and the spectator's) after every action of a few seeded games. */
function viewsOf(test: GuideCase): object[] {
  const views: object[] = [];
  for (const [index, { players, options }] of test.games.entries()) {
    const look = (state: StateBase) => {
      views.push(test.game.viewFor(state, null));
      for (let seat = 0; seat < players; seat++) views.push(test.game.viewFor(state, seat));
    };
    playout(test.game, {
      players,
      seed: `guides/${test.game.id}/${index}`,
      options,
      bots: Array.from({ length: players }, () => randomBot),
      onAction: (_action, state) => look(state),
    });
  }
  return views;
}

/** Every string of a source, by its path ("sections.goal.paragraphs.0"). */
function stringsOf(value: unknown, path = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(path, value);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      for (const [p, s] of stringsOf(inner, path ? `${path}.${key}` : key)) out.set(p, s);
    }
  }
  return out;
}

/** The ICU placeholders a message names, sorted. */
function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1] as string).sort();
}

beforeAll(async () => {
  for (const { game } of CASES) for (const locale of LOCALES) await loadGuide(game.id, locale);
});

describe.each(CASES)("the guide of $game.id", (test) => {
  const id = test.game.id;

  it.each(LOCALES)("has every section, non-empty, in %s", (locale) => {
    const guide = guideFor(id, { locale });
    expect(guide.gameId).toBe(id);
    expect(guide.title.trim()).not.toBe("");
    expect(guide.summary.trim()).not.toBe("");
    expect(guide.sections.map((section) => section.id)).toEqual([...GUIDE_SECTIONS]);
    for (const section of guide.sections) {
      expect(section.heading.trim(), `${locale} ${section.id}`).not.toBe("");
      expect(section.paragraphs.length, `${locale} ${section.id}`).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe("");
      for (const item of section.items ?? []) {
        expect(item.term.trim(), `${locale} ${section.id}`).not.toBe("");
        expect(item.text.trim(), `${locale} ${section.id} ${item.term}`).not.toBe("");
      }
      // A placeholder left unfilled or an ICU quote left over would show on the page.
      for (const text of [section.heading, ...section.paragraphs]) expect(text).not.toMatch(/[{}]|''/);
    }
    const components = guide.sections.find((section) => section.id === "components");
    expect(components?.items?.map((item) => item.termId).filter(Boolean)).toEqual([
      ...GUIDE_TERM_IDS[id as keyof typeof GUIDE_TERM_IDS],
    ]);
  });

  it("has German and French of exactly the English shape, placeholders and item links", () => {
    const english = stringsOf(test.sources.en);
    for (const locale of ["de", "fr"] as const) {
      const translated = stringsOf(test.sources[locale]);
      expect([...translated.keys()], locale).toEqual([...english.keys()]);
      for (const [path, message] of english) {
        const other = translated.get(path) ?? "";
        if (path.endsWith(".ref")) expect(other, `${locale} ${path}`).toBe(message);
        else expect(placeholdersOf(other), `${locale} ${path}`).toEqual(placeholdersOf(message));
        if (message.trim() !== "") expect(other.trim(), `${locale} ${path}`).not.toBe("");
      }
      expect(termsFor(id, { locale }).map((term) => term.id)).toEqual(termsFor(id).map((term) => term.id));
    }
  });

  it("explains every card kind and every drawn view field of real seeded games, in every language", () => {
    const views = viewsOf(test);
    expect(views.length).toBeGreaterThan(100);
    const kinds = new Set(views.flatMap((view) => test.faces(view as never).map((face) => face.kind)));
    expect(kinds.has("back")).toBe(true);
    const fields = GUIDE_VIEW_TERMS[id as keyof typeof GUIDE_VIEW_TERMS];
    const keys = new Set(views.flatMap((view) => Object.keys(view)));
    for (const locale of LOCALES) {
      for (const kind of kinds) {
        const term = termForCard(id, { kind }, { locale });
        expect(term, `${locale}: card kind ${kind}`).toBeDefined();
        expect(term?.name.trim()).not.toBe("");
        expect(term?.explanation.trim()).not.toBe("");
      }
      for (const key of keys) {
        expect(Object.hasOwn(fields, key), `view field ${key} is classified`).toBe(true);
        const termId = fields[key];
        if (termId) expect(termFor(id, termId, { locale }), `${locale}: ${key} → ${termId}`).toBeDefined();
      }
    }
    // Every card term names a kind a real game showed (no term for a card that does not exist).
    const cardTerms = termsFor(id).filter((term) => term.id.startsWith("card."));
    for (const term of cardTerms) expect(kinds, term.id).toContain(term.id.slice("card.".length));
  });

  it("copies no run of eight words of the game's rule texts", () => {
    const seeds = findSeeds(ROOT);
    const runs = seeds
      ? new Set(
          (SEED_FILES[id] ?? []).flatMap((file) => shingleHashes(readFileSync(join(seeds, file), "utf8"))),
        )
      : new Set(
          (
            JSON.parse(readFileSync(join(ROOT, "test", "fixtures", "seed-shingles.json"), "utf8")) as Record<
              string,
              string
            >
          )[id]?.split(" "),
        );
    expect(runs.size).toBeGreaterThan(500);
    const copies: string[] = [];
    for (const locale of LOCALES) {
      const guide = guideFor(id, { locale });
      const texts = [
        guide.summary,
        ...guide.sections.flatMap((section) => [
          ...section.paragraphs,
          ...(section.items ?? []).map((item) => `${item.term} ${item.text}`),
        ]),
      ];
      for (const text of texts) {
        const words = wordsOf(text);
        shingleHashes(text).forEach((hash, at) => {
          if (runs.has(hash)) copies.push(`${locale}: ${words.slice(at, at + 8).join(" ")}`);
        });
      }
    }
    expect(copies).toEqual([]);
  });
});

/** The formatted texts of a game's English guide, joined. */
function englishText(gameId: string): string {
  return guideFor(gameId)
    .sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? []).map((item) => item.text)])
    .join("\n");
}

describe("numbers in the guides come from the engines' defaults", () => {
  it("Tiefe Taschen: players, starting money, the bankruptcy card's depth and the negotiation limit", () => {
    const text = englishText("tiefe-taschen");
    // The rulings: one 2, one 3 and one 4 Mio card each; 18 cards of each value in 2016.
    expect(text).toContain("4 to 8 people play");
    expect(text).toContain("Everyone starts with 9 Mio");
    expect(text).toContain("18 cards of each value from 1 to 5 Mio (90 in all)");
    const depth = (players: number) => {
      const state = TiefeTaschen.tiefeTaschen.setup({ players, seed: 1 }) as {
        treasury: number[];
        bankruptcyCard: number;
      };
      return state.treasury.indexOf(state.bankruptcyCard);
    };
    expect(text).toContain(`(${depth(8)} cards with 8 players, ${depth(4)} with 4)`);
    // The limit a real negotiation gets, per active player.
    let limits = 0;
    playout(TiefeTaschen.tiefeTaschen, {
      players: 6,
      seed: "guides/limit",
      bots: Array.from({ length: 6 }, () => randomBot),
      onAction: (_action, state) => {
        const view = TiefeTaschen.tiefeTaschen.viewFor(state as never, null);
        if (view.phase !== "negotiate") return;
        const active = view.active.filter(Boolean).length;
        expect(text).toContain(`After ${view.limit / active} changes per active player`);
        limits++;
      },
    });
    expect(limits).toBeGreaterThan(0);
  });

  it("Slush Fund: Time cards to end, the deck, the politician's value and the fund's minimum", () => {
    const defaults = SlushFund.DEFAULT_OPTIONS;
    const text = englishText("slush-fund");
    expect(text).toContain(`until ${defaults.timeCardsToEnd} Time cards have come out`);
    expect(text).toContain(`The deck holds ${Object.values(defaults.deck).reduce((a, b) => a + b, 0)} cards`);
    expect(text).toContain(`${defaults.deck.scandal} Scandals`);
    expect(text).toContain(
      `A politician is worth ${SlushFund.politicianValue({ scandals: [[]] } as never, 0)} VP`,
    );
    expect(termFor("slush-fund", "zone.fund")?.explanation).toMatch(/at least 3 are needed to take 3/);
    expect(termFor("slush-fund", "zone.fund", { locale: "de" })?.explanation).toMatch(/mindestens 3/);
  });
});

describe("the committed hashes of the rule texts", () => {
  it("cover every game, and match ../shared/seeds where present (else run tsx scripts/seed-shingles.ts)", () => {
    const committed = JSON.parse(readFileSync(join(ROOT, "test", "fixtures", "seed-shingles.json"), "utf8"));
    expect(Object.keys(committed).sort()).toEqual(Object.keys(SEED_FILES).sort());
    const seeds = findSeeds(ROOT);
    for (const [game, files] of Object.entries(SEED_FILES)) {
      expect(committed[game].split(" ").length, game).toBeGreaterThan(500);
      if (!seeds) continue;
      const hashes = new Set(files.flatMap((file) => shingleHashes(readFileSync(join(seeds, file), "utf8"))));
      expect(committed[game], game).toBe([...hashes].sort().join(" "));
    }
  });
});

describe("guideFor and the glossary", () => {
  it("refuse an unknown game with a ConfigError naming the known ones", () => {
    expect(() => guideFor("chess")).toThrow(ConfigError);
    expect(() => termsFor("chess")).toThrow(/known games: .*slush-fund/);
  });

  it("give undefined for an unknown term or card kind", () => {
    expect(termFor("slush-fund", "zone.nowhere")).toBeUndefined();
    expect(termForCard("slush-fund", { kind: "unknown" })).toBeUndefined();
  });
});
