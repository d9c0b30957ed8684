import { freeze, Immer, isDraft } from "immer";
import { describe, expect, it } from "vitest";
import { freezePlain } from "../../src/core/draft.js";

// A private instance, like the core's: the tests leave immer's global settings alone.
const immer = new Immer({ autoFreeze: true });

interface Table {
  seats: number[][];
  money: number[];
  events: unknown[];
}

const base = (): Table => freeze({ seats: [[1], [2, 3]], money: [5, 6], events: [] }, true);

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
