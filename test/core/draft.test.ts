import { freeze, Immer, isDraft } from "immer";
import { describe, expect, it } from "vitest";
import { freezePlain, readable, whileDrafting } from "../../src/core/draft.js";

// A private instance, like the core's: the tests leave immer's global settings alone.
const immer = new Immer({ autoFreeze: true });

interface Table {
  seats: number[][];
  money: number[];
  events: unknown[];
}

const base = (): Table => freeze({ seats: [[1], [2, 3]], money: [5, 6], events: [] }, true);

describe("readable", () => {
  it("hands a read-only helper the frozen original of a draft not modified yet, while apply drafts", () => {
    const state = base();
    immer.produce(state, (draft) => {
      whileDrafting(() => {
        expect(readable(draft.seats)).toBe(state.seats);
        expect(isDraft(readable(draft.seats)[1])).toBe(false);
      });
    });
  });

  it("hands back the draft itself once the recipe has modified that part", () => {
    const state = base();
    const next = immer.produce(state, (draft) => {
      draft.seats[1]?.push(4);
      whileDrafting(() => {
        const seats = readable(draft.seats);
        expect(isDraft(seats)).toBe(true);
        expect(seats[1]).toEqual([2, 3, 4]);
      });
    });
    expect(next.seats).toEqual([[1], [2, 3, 4]]);
  });

  it("returns the value unchanged outside apply (the in-place runner) and for plain data", () => {
    const state = base();
    immer.produce(state, (draft) => {
      expect(readable(draft.seats)).toBe(draft.seats);
    });
    const plain = { a: [1] };
    expect(whileDrafting(() => readable(plain))).toBe(plain);
  });
});

describe("freezePlain", () => {
  it("deep-freezes plain data and says so", () => {
    const events = [
      { type: "paid", amounts: [1, 2] },
      { type: "rolled", dice: { a: 3 } },
    ];
    expect(freezePlain(events)).toBe(true);
    expect(Object.isFrozen(events)).toBe(true);
    expect(Object.isFrozen(events[0]?.amounts)).toBe(true);
    expect(Object.isFrozen(events[1]?.dice)).toBe(true);
  });

  it("leaves a part holding a draft unfrozen for immer to finalize, and freezes the rest", () => {
    const state = base();
    const next = immer.produce(state, (draft) => {
      const aliased = { type: "aliased", seats: draft.seats };
      const plain = { type: "plain", amounts: [1] };
      const events = [aliased, plain];
      expect(freezePlain(events)).toBe(false);
      expect(Object.isFrozen(events)).toBe(false);
      expect(Object.isFrozen(aliased)).toBe(false);
      expect(Object.isFrozen(plain)).toBe(true);
      draft.events = events;
    });
    expect(isDraft(next.events[0])).toBe(false);
    expect(next.events).toEqual([
      { type: "aliased", seats: [[1], [2, 3]] },
      { type: "plain", amounts: [1] },
    ]);
    expect(Object.isFrozen(next.events[0])).toBe(true);
  });
});
