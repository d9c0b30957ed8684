import { describe, expect, it } from "vitest";
import { campaign, GROUPS, type IdeologyId } from "../../../src/games/campaign/index.js";
import { A, electAndForm, faceUp, fresh, give, play, toTermEnd, withDice } from "./helpers.js";

const ofType = (type: string) => GROUPS.flatMap((g, id) => (g.type === type ? [id] : []));
const BB = ofType("BB");
const B = ofType("B");
const W = ofType("W");
const MM = ofType("MM");
const NONE = GROUPS.flatMap((g, id) => (g.type === null ? [id] : []));

function table(first: IdeologyId, second: IdeologyId = "republicans") {
  const others = (["democrats", "greens", "libertarians", "republicans", "independents"] as const).filter(
    (id) => id !== first && id !== second,
  );
  return fresh([first, second, others[0] as IdeologyId, others[1] as IdeologyId]);
}

describe("winning", () => {
  it("any party wins with six governments in a row", () => {
    const s = table("greens");
    s.sequences[0] = ["c", "m", "M", "c", "m"];
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    expect(s.phase).toBe("over");
    expect(campaign.outcome(s)).toMatchObject({ winners: [0], ranks: [1, 2, 2, 2] });
    expect(campaign.outcome(s)?.reason).toContain("6 governments in a row");
    expect(campaign.toAct(s)).toEqual([]);
  });

  it("Terrorist Attack can complete the six, Alzheimers can spoil it", () => {
    const t = table("greens");
    t.sequences[0] = ["c", "m", "M", "c"];
    electAndForm(t, [8, 3, 2, 2], "terrorist-attack");
    expect(campaign.outcome(t)?.winners).toEqual([0]);
    const a = table("greens");
    a.sequences[0] = ["c", "m", "M", "c", "m"];
    electAndForm(a, [8, 3, 2, 2], "alzheimers");
    expect(a.phase).toBe("turn");
  });

  it("Democrats: any, any, then two minority or majority governments", () => {
    const s = table("democrats");
    s.sequences[0] = ["c", "c", "m"];
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    expect(campaign.outcome(s)?.winners).toEqual([0]);
    const no = table("democrats");
    no.sequences[0] = ["m", "M", "c"];
    electAndForm(no, [8, 3, 2, 2], "paid-vacation");
    expect(no.phase).toBe("turn");
  });

  it("Independents: one group of each type BB, B, W and MM, checked after the turn", () => {
    const s = table("independents");
    give(s, 0, [BB[0] as number, B[0] as number, W[0] as number]);
    faceUp(s, MM[0] as number);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    expect(s.phase).toBe("turn");
    const at = play(
      s,
      A.capture(0, MM[0] as number),
      A.noDeal(0),
      A.spend(0, 10),
      A.done(0),
      A.done(1),
      A.done(2),
    );
    const captured = play(withDice(at, [1, 1]), A.done(3));
    expect(captured.groups[0]).toContain(MM[0]);
    expect(captured.phase).toBe("turn");
    const ended = play(withDice(captured, [1, 1]), A.skip(0), A.done(1), A.done(2), A.done(3));
    expect(campaign.outcome(ended)?.reason).toContain("Independents");
  });

  it("Republicans: six BB groups, Greens: all five MM groups", () => {
    const r = table("republicans", "greens");
    give(r, 0, BB.slice(0, 6));
    electAndForm(r, [8, 3, 2, 2], "paid-vacation");
    expect(campaign.outcome(r)?.reason).toContain("Republicans: 6 BB groups");
    const r5 = table("republicans", "greens");
    give(r5, 0, BB.slice(0, 5));
    electAndForm(r5, [8, 3, 2, 2], "paid-vacation");
    expect(r5.phase).toBe("turn");
    const g = table("greens");
    expect(MM).toHaveLength(5);
    give(g, 0, MM);
    electAndForm(g, [8, 3, 2, 2], "paid-vacation");
    expect(campaign.outcome(g)).toMatchObject({ winners: [0] });
    expect(campaign.outcome(g)?.reason).toContain("Greens: 5 MM groups");
  });

  it("Communists: three ends of term in a row without B or BB groups in government", () => {
    const s = table("democrats", "communists");
    s.streaks.noBusiness = 2;
    give(s, 0, [NONE[0] as number]);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    const ended = toTermEnd(s);
    expect(ended.streaks.noBusiness).toBe(3);
    expect(campaign.outcome(ended)).toMatchObject({ winners: [1] });
    const no = table("democrats", "communists");
    no.streaks.noBusiness = 2;
    give(no, 0, [BB[0] as number]);
    electAndForm(no, [8, 3, 2, 2], "paid-vacation");
    const reset = toTermEnd(no);
    expect(reset.streaks.noBusiness).toBe(0);
    expect(reset.result).toBeNull();
  });

  it("Libertarians: three ends of term in a row where the government's groups are all B or BB", () => {
    const s = table("democrats", "libertarians");
    s.streaks.allBusiness = 2;
    give(s, 0, [BB[0] as number, B[0] as number]);
    electAndForm(s, [8, 3, 2, 2], "paid-vacation");
    const ended = toTermEnd(s);
    expect(campaign.outcome(ended)).toMatchObject({ winners: [1] });
    const none = table("democrats", "libertarians");
    none.streaks.allBusiness = 2;
    electAndForm(none, [8, 3, 2, 2], "paid-vacation");
    expect(toTermEnd(none).streaks.allBusiness).toBe(0);
  });

  it("Anarchists: four coalition governments in a row, whoever is in them", () => {
    const s = fresh(["anarchists", "democrats", "greens", "libertarians"]);
    s.streaks.coalition = 3;
    electAndForm(s, [1, 5, 5, 4]);
    const formed = play(s, A.pass(0), A.pass(1), A.pass(2), A.pass(3));
    expect(formed.government?.members).toEqual([1, 2]);
    expect(campaign.outcome(formed)).toMatchObject({ winners: [0] });
    expect(campaign.outcome(formed)?.reason).toContain("Anarchists");
  });

  it("parties meeting a condition at the same check share the win", () => {
    const s = fresh(["anarchists", "democrats", "greens", "libertarians"]);
    s.streaks.coalition = 3;
    s.sequences[1] = ["c", "c", "c", "c", "c"];
    electAndForm(s, [1, 5, 5, 4]);
    const formed = play(s, A.pass(0), A.pass(1), A.pass(2), A.pass(3));
    expect(campaign.outcome(formed)).toMatchObject({ winners: [0, 1], ranks: [1, 1, 3, 3] });
  });

  it("the round limit: longest sequence, then most seats, then most money, else shared", () => {
    const longest = fresh(["greens", "republicans", "democrats", "libertarians"], { maxRounds: 1 });
    electAndForm(longest, [8, 3, 2, 2], "paid-vacation");
    const ended = toTermEnd(longest);
    expect(ended.result?.kind).toBe("round-limit");
    expect(campaign.outcome(ended)).toMatchObject({ winners: [0], scores: [1, 0, 0, 0] });
    const seats = fresh(["greens", "democrats", "republicans", "libertarians"], { maxRounds: 1 });
    electAndForm(seats, [5, 5, 3, 2]);
    const coalition = toTermEnd(play(seats, A.pass(0), A.pass(1), A.pass(2), A.pass(3)));
    // Both coalition members have one entry and 5 seats; money decides (Democrats earn more).
    expect(coalition.seats.slice(0, 2)).toEqual([5, 5]);
    expect(campaign.outcome(coalition)?.winners).toEqual([1]);
    const shared = structuredClone(coalition);
    shared.treasury[0] = shared.treasury[1] as number;
    expect(campaign.outcome(shared)?.winners).toEqual([0, 1]);
  });

  it("Communists: a coalition's groups count together, whoever in it holds them", () => {
    const coalition = (holder: number) => {
      const s = table("democrats", "communists");
      s.streaks.noBusiness = 2;
      give(s, holder, [BB[0] as number]);
      electAndForm(s, [5, 2, 4, 4]);
      return toTermEnd(play(s, A.propose(0, [0, 2]), A.answer(2, true)));
    };
    const partner = coalition(2);
    expect(partner.streaks.noBusiness).toBe(0);
    expect(partner.result).toBeNull();
    const outsider = coalition(3);
    expect(campaign.outcome(outsider)).toMatchObject({ winners: [1] });
  });

  it("Anarchists: a minority or majority government breaks the run of coalitions", () => {
    const s = fresh(["anarchists", "democrats", "greens", "libertarians"]);
    s.streaks.coalition = 3;
    electAndForm(s, [1, 8, 4, 2], "paid-vacation");
    expect(s.government?.kind).toBe("M");
    expect(s.streaks.coalition).toBe(0);
    expect(s.result).toBeNull();
  });

  it("the round limit: with sequences tied, more seats beat more money", () => {
    const s = fresh(["greens", "democrats", "republicans", "libertarians"], { maxRounds: 1 });
    electAndForm(s, [5, 4, 3, 3]);
    const ended = structuredClone(toTermEnd(play(s, A.propose(0, [0, 1]), A.answer(1, true))));
    expect(ended.sequences.slice(0, 2)).toEqual([["c"], ["c"]]);
    expect(ended.seats.slice(0, 2)).toEqual([5, 4]);
    ended.treasury[1] = (ended.treasury[0] as number) + 50;
    expect(campaign.outcome(ended)?.winners).toEqual([0]);
  });
});
