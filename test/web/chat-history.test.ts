/**
 * The rule that keeps the chat's live region quiet about history: a line a (re)joining connection
 * catches up on (before its first table status, or stored before that status's `now` on the
 * server's clock) is history; a line said after the join is live. A notice told again on a rejoin
 * is kept once. And the tab keys' arithmetic.
 */
import type { ChatLineMessage, NoticeMessage, TableMessage } from "backroom/client";
import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "../../web/src/tab-keys.js";
import { TableTalk } from "../../web/src/table-talk.js";

const line = (id: number, at: string): ChatLineMessage => ({
  type: "chat",
  id,
  from: 0,
  to: null,
  text: `line ${id}`,
  at,
});
const table = (now: string): TableMessage => ({ type: "table", clock: null, seats: [], now });

describe("a chat line's history or liveness", () => {
  it("is history when caught up on at a join or rejoin, live when said afterwards", () => {
    const talk = new TableTalk(1);
    talk.rejoining();
    talk.add(line(1, "2026-01-01T10:00:00.000Z")); // before the table status: only a caught-up line comes then
    talk.setTable(table("2026-01-01T10:05:00.000Z"), 0);
    talk.add(line(2, "2026-01-01T10:04:59.999Z")); // caught up after the status, stored before the join
    talk.add(line(3, "2026-01-01T10:05:00.000Z"));
    // A later table status (a clock, a seat leaving) does not move the moment of the join.
    talk.setTable(table("2026-01-01T10:09:00.000Z"), 0);
    talk.add(line(4, "2026-01-01T10:06:00.000Z"));
    talk.rejoining(); // the connection dropped and comes back
    talk.add(line(5, "2026-01-01T10:07:00.000Z"));
    talk.setTable(table("2026-01-01T10:10:00.000Z"), 0);
    talk.add(line(6, "2026-01-01T10:09:30.000Z"));
    talk.add(line(7, "2026-01-01T10:10:01.000Z"));
    expect(talk.lines.map((kept) => [kept.id, talk.isLive(kept)])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
      [7, true],
    ]);
  });
});

describe("the notices of a table", () => {
  it("keep a standing notice told again on a rejoin once, and a later one of the same seat too", () => {
    const talk = new TableTalk(1);
    const notice = (kind: NoticeMessage["kind"], at: string): NoticeMessage => ({
      type: "notice",
      kind,
      seat: 0,
      text: `Seat 1 ${kind}`,
      at,
    });
    talk.addNotice(notice("autopilot", "2026-01-01T10:00:00.000Z"));
    talk.addNotice(notice("autopilot", "2026-01-01T10:00:00.000Z")); // told again on the rejoin
    talk.addNotice(notice("resumed", "2026-01-01T10:01:00.000Z"));
    talk.addNotice(notice("autopilot", "2026-01-01T10:02:00.000Z"));
    expect(talk.notices.map((kept) => [kept.kind, kept.at])).toEqual([
      ["autopilot", "2026-01-01T10:00:00.000Z"],
      ["resumed", "2026-01-01T10:01:00.000Z"],
      ["autopilot", "2026-01-01T10:02:00.000Z"],
    ]);
  });
});

describe("the tab keys", () => {
  it("move right and left with wrapping, to the ends with Home and End, and ignore other keys", () => {
    expect([0, 1, 2].map((index) => tabKeyTarget("ArrowRight", index, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((index) => tabKeyTarget("ArrowLeft", index, 3))).toEqual([2, 0, 1]);
    expect(tabKeyTarget("Home", 2, 3)).toBe(0);
    expect(tabKeyTarget("End", 0, 3)).toBe(2);
    expect(tabKeyTarget("Enter", 0, 3)).toBeUndefined();
    expect(tabKeyTarget("ArrowRight", 0, 0)).toBeUndefined();
  });
});
