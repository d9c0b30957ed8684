/** The per-address talk budget on a clock the test sets: charges, refunds, the day's turn, and its own bound on addresses. */
import { expect, it } from "vitest";
import { TALK_LINE_OVERHEAD_BYTES, TalkBudget, talkLineCost } from "../../src/server/guards/talk-budget.js";

const DAY_MS = 24 * 60 * 60_000;

it("charges UTF-8 bytes plus the row's share, refuses past the budget, refunds, and starts again each UTC day", () => {
  expect(talkLineCost("ab")).toBe(2 + TALK_LINE_OVERHEAD_BYTES);
  expect(talkLineCost("€")).toBe(3 + TALK_LINE_OVERHEAD_BYTES);
  let now = Date.UTC(2026, 0, 5, 23, 59);
  const budget = new TalkBudget(100, () => now);
  expect(budget.charge("a", 60)).toBe(true);
  expect(budget.charge("a", 41)).toBe(false);
  expect(budget.charge("b", 100)).toBe(true); // another address has its own
  budget.refund("a", 60);
  expect(budget.charge("a", 100)).toBe(true);
  expect(budget.charge("a", 1)).toBe(false);
  now += 60_000; // midnight UTC
  expect(budget.charge("a", 100)).toBe(true);
  now += DAY_MS - 1;
  expect(budget.charge("a", 1)).toBe(false);
});

it("remembers at most its bound of addresses, the least recently charged giving way", () => {
  const budget = new TalkBudget(10, () => 0, 2);
  expect(budget.charge("a", 10)).toBe(true);
  expect(budget.charge("b", 10)).toBe(true);
  expect(budget.charge("c", 10)).toBe(true); // "a" is forgotten
  expect(budget.charge("b", 1)).toBe(false);
  expect(budget.charge("c", 1)).toBe(false);
  expect(budget.charge("a", 10)).toBe(true);
});
