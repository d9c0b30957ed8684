import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildCatalog,
  canSee,
  cardOf,
  checkCardConservation,
  createHiddenDealer,
  drawCards,
  findDuplicateCards,
  HIDDEN,
  InvariantError,
  moveAll,
  moveAt,
  moveCard,
  omitSecrets,
  projectZone,
  revealTo,
  seedRng,
  topCard,
  unseenCards,
} from "../../src/core/index.js";

describe("cards and zones", () => {
  it("builds a catalog from counts", () => {
    const catalog = buildCatalog([
      [{ value: 1 }, 2],
      [{ value: 5 }, 1],
    ]);
    expect(catalog.cards.map((c) => c.value)).toEqual([1, 1, 5]);
    expect(cardOf(catalog, 2).value).toBe(5);
    expect(() => cardOf(catalog, 3)).toThrow(InvariantError);
  });

  it("never duplicates or drops a card, whatever the moves", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(3), fc.nat(3), fc.nat(20), fc.nat(3)), { maxLength: 60 }),
        (moves) => {
          const zones: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], []];
          for (const [from, to, pickIndex, count] of moves) {
            const source = zones[from]!;
            const target = zones[to]!;
            if (from === to) continue;
            if (count === 0 && source.length > 0)
              moveCard(source, target, source[pickIndex % source.length]!);
            else if (count === 1 && source.length > 0) moveAt(source, pickIndex % source.length, target);
            else if (count === 2) drawCards(source, target, pickIndex % 4);
            else moveAll(source, target);
          }
          expect(checkCardConservation(10, Object.fromEntries(zones.map((z, i) => [`z${i}`, z])))).toEqual(
            [],
          );
        },
      ),
    );
  });

  it("refuses to move a card that is not there", () => {
    expect(() => moveCard([1, 2], [], 3)).toThrow(InvariantError);
    expect(() => moveAt([1], 1, [])).toThrow(InvariantError);
    expect(drawCards([1], [], 3)).toEqual([1]);
    expect(topCard([4, 7])).toBe(7);
    expect(topCard([])).toBeUndefined();
  });

  it("reports duplicates, strays and missing cards", () => {
    expect(findDuplicateCards([[1, 2], [2]])).toEqual([2]);
    const problems = checkCardConservation(4, { a: [0, 1], b: [1, 9] });
    expect(problems.join(" ")).toMatch(/card 1 is both in a and in b/);
    expect(problems.join(" ")).toMatch(/unknown card 9/);
    expect(problems.join(" ")).toMatch(/card\(s\) are nowhere/);
  });
});

describe("hidden-information projection", () => {
  it("shows a zone per its visibility", () => {
    expect(canSee("public", 1, null)).toBe(true);
    expect(canSee("owner", 1, 1)).toBe(true);
    expect(canSee("owner", 1, 0)).toBe(false);
    expect(canSee("owner", 1, null)).toBe(false);
    expect(canSee("hidden", 1, 1)).toBe(false);
    expect(projectZone([3, 4], "owner", 0, 1)).toEqual([HIDDEN, HIDDEN]);
    expect(projectZone([3, 4], "owner", 0, 0)).toEqual([3, 4]);
  });

  it("reveals a card only to the seats that saw it", () => {
    const known = { card: 7, seenBy: [0, 2] };
    expect(revealTo(known, 0)).toBe(7);
    expect(revealTo(known, 1)).toBe(HIDDEN);
    expect(revealTo(known, null)).toBe(HIDDEN);
  });

  it("strips secret fields", () => {
    const state = { rng: [1, 2, 3, 4], deck: [1], open: 5 };
    expect(omitSecrets(state, ["rng", "deck"])).toEqual({ open: 5 });
  });

  it("deals unseen cards into placeholders for determinize", () => {
    const unseen = unseenCards(6, [0, HIDDEN, 5]);
    expect(unseen).toEqual([1, 2, 3, 4]);
    const dealer = createHiddenDealer(unseen, seedRng(1));
    const hand = dealer.fill([0, HIDDEN, HIDDEN]);
    expect(hand[0]).toBe(0);
    expect(dealer.rest()).toHaveLength(2);
    expect(checkCardConservation(6, { hand, rest: dealer.rest(), seen: [5] })).toEqual([]);
    dealer.next();
    dealer.next();
    expect(() => dealer.next()).toThrow(InvariantError);
  });
});
