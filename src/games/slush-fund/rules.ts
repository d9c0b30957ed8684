/**
 * The game's own checks of a well-formed action by the active player (the envelope is checked by the core).
 */
import { type CardId, RuleError } from "../../core/index.js";
import type { SlushFundAction, SlushFundRuleCode } from "./actions.js";
import { FUND_TAKE, isLive, isMoney, pileOf, spyUsable } from "./predicates.js";
import { type CardKind, type Phase, POLITICIANS, type SlushFundState } from "./types.js";

type Err = RuleError<SlushFundRuleCode>;

const fail = (code: SlushFundRuleCode, message: string): Err => new RuleError(code, message);

/** The phase each action type belongs to. */
const PHASE_OF: Readonly<Record<SlushFundAction["type"], readonly Phase[]>> = {
  draw: ["choose"],
  take: ["choose", "take"],
  stash: ["stash"],
  discard: ["play"],
  bribe: ["play"],
  scandal: ["play"],
  thief: ["play"],
  spy: ["play"],
  transfer: ["play"],
  steal: ["steal"],
  "move-scandal": ["spy-move"],
  peek: ["spy-look"],
};

const EXPECTED: Readonly<Record<Phase, string>> = {
  choose: "choose between the deck (draw) and the slush fund (take)",
  stash: "put one revealed card into the slush fund (stash)",
  take: "take another card from the slush fund (take)",
  play: "play a card of your current set",
  "spy-move": "move a scandal with your Spy (move-scandal)",
  "spy-look": "look at an opponent's pile with your Spy (peek)",
  steal: "pick the money card your Thief takes (steal)",
  over: "nothing: the game is over",
};

function cardInSet(s: SlushFundState, card: CardId, kinds: readonly CardKind[]): Err | undefined {
  if (!s.hand.includes(card)) return fail("card-not-in-set", `card ${card} is not in your current set`);
  const kind = s.catalog[card]?.kind as CardKind;
  if (!kinds.includes(kind))
    return fail("wrong-card-kind", `card ${card} is a ${kind} card, not ${kinds.join("/")}`);
  return undefined;
}

function livePolitician(s: SlushFundState, politician: number): Err | undefined {
  return isLive(s, politician)
    ? undefined
    : fail("politician-removed", `the ${POLITICIANS[politician]} has been removed by scandals`);
}

function checkThief(s: SlushFundState, a: Extract<SlushFundAction, { type: "thief" }>): Err | undefined {
  const pile = (s.piles[a.politician] as SlushFundState["piles"][number])[a.victim]?.cards ?? [];
  if (a.victim === a.player) return fail("thief-own-pile", "a Thief steals from an opponent, not from you");
  if (pile.length === 0)
    return fail("thief-empty-pile", `seat ${a.victim} has no bribe at the ${POLITICIANS[a.politician]}`);
  if (s.options.thiefTakes === "top" && !isMoney(s, pile[pile.length - 1] as CardId)) {
    return fail("thief-top-not-money", "the top card of that pile is not money");
  }
  return undefined;
}

function checkTransfer(
  s: SlushFundState,
  a: Extract<SlushFundAction, { type: "transfer" }>,
): Err | undefined {
  const from = pileOf(s, a.player, a.moved);
  if (from < 0) return fail("transfer-not-your-card", `card ${a.moved} is not on one of your piles`);
  if (!isLive(s, from)) {
    return fail("politician-removed", `the ${POLITICIANS[from]} has fallen: the money there is lost`);
  }
  if (!isMoney(s, a.moved))
    return fail("transfer-not-money", `card ${a.moved} is not money (VP cards stay put)`);
  if (from === a.to) return fail("transfer-same-politician", "the money must move to another politician");
  return undefined;
}

function checkPlay(s: SlushFundState, a: SlushFundAction): Err | undefined {
  switch (a.type) {
    case "discard":
      return s.hand.includes(a.card)
        ? undefined
        : fail("card-not-in-set", `card ${a.card} is not in your set`);
    case "bribe":
      return cardInSet(s, a.card, ["money", "vp"]) ?? livePolitician(s, a.politician);
    case "scandal":
      return cardInSet(s, a.card, ["scandal"]) ?? livePolitician(s, a.politician);
    case "thief":
      return cardInSet(s, a.card, ["thief"]) ?? livePolitician(s, a.politician) ?? checkThief(s, a);
    case "spy":
      return (
        cardInSet(s, a.card, ["spy"]) ??
        (spyUsable(s, a.player) ? undefined : fail("spy-useless", "the Spy has nothing to do: discard it"))
      );
    case "transfer":
      return cardInSet(s, a.card, ["transfer"]) ?? livePolitician(s, a.to) ?? checkTransfer(s, a);
    default:
      return undefined;
  }
}

/** Returns why the (well-formed) action breaks the rules now, or `undefined`. */
export function rules(s: SlushFundState, a: SlushFundAction): Err | undefined {
  if (!PHASE_OF[a.type].includes(s.phase)) {
    return fail("wrong-phase", `"${a.type}" is not possible now: ${EXPECTED[s.phase]}`);
  }
  switch (a.type) {
    case "draw":
      return undefined;
    case "take":
      if (s.phase === "choose" && s.fund.length < FUND_TAKE) {
        return fail(
          "fund-too-small",
          `the slush fund holds ${s.fund.length} cards; taking needs ${FUND_TAKE}`,
        );
      }
      return s.fund.includes(a.card)
        ? undefined
        : fail("card-not-in-fund", `card ${a.card} is not in the slush fund`);
    case "stash":
      return s.revealed.includes(a.card)
        ? undefined
        : fail("card-not-revealed", `card ${a.card} was not revealed`);
    case "steal": {
      const target = s.target as NonNullable<SlushFundState["target"]>;
      const pile =
        (s.piles[target.politician] as SlushFundState["piles"][number])[target.victim]?.cards ?? [];
      if (!pile.includes(a.card))
        return fail("steal-not-in-pile", `card ${a.card} is not in the pile you looked at`);
      return isMoney(s, a.card) ? undefined : fail("steal-not-money", `card ${a.card} is not money`);
    }
    case "move-scandal":
      if (!isLive(s, a.from) || !isLive(s, a.to))
        return fail("politician-removed", "both politicians must be in play");
      if (a.from === a.to)
        return fail("scandal-move-same-politician", "the scandal must move to another politician");
      if ((s.scandals[a.from] as CardId[]).length === 0) {
        return fail("no-scandal-to-move", `the ${POLITICIANS[a.from]} has no scandal`);
      }
      return undefined;
    case "peek": {
      if (a.victim === a.player) return fail("peek-own-pile", "a Spy looks at an opponent's pile, not yours");
      const removed = livePolitician(s, a.politician);
      if (removed) return removed;
      const pile = (s.piles[a.politician] as SlushFundState["piles"][number])[a.victim]?.cards ?? [];
      return pile.length > 0 ? undefined : fail("peek-empty-pile", "that pile is empty");
    }
    default:
      return checkPlay(s, a);
  }
}
