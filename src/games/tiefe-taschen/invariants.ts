/** The invariants of a Tiefe Taschen state, as readable messages (empty when the state is sound). */
import { checkCardConservation } from "../../core/index.js";
import { catalogSize, tokenOf } from "./catalog.js";
import { EVERYONE, PUBLIC_BIT, seatBit } from "./knowledge.js";
import { resolveBankruptcyDepth } from "./options.js";
import { ACTION_CARDS, type TiefeTaschenState, TOKENS } from "./types.js";

function cardProblems(s: TiefeTaschenState): string[] {
  const zones: Record<string, number[]> = {
    treasury: s.treasury,
    pool: s.pool,
    "bankruptcy card": s.bankruptcyShown,
    bribes: s.bribes.flatMap((pair) => pair.flatMap((b) => (b ? [b.card] : []))),
  };
  s.money.forEach((stack, seat) => {
    zones[`money of seat ${seat}`] = stack;
  });
  const problems = checkCardConservation(catalogSize(s.options.edition), zones);
  if (s.bankruptcyCard !== null) {
    for (const [name, zone] of Object.entries(zones)) {
      if (name !== "treasury" && name !== "bankruptcy card" && zone.includes(s.bankruptcyCard)) {
        problems.push(`the bankruptcy card is in ${name}`);
      }
    }
    if (
      s.bankruptcyShown.length === 0 &&
      s.treasury.indexOf(s.bankruptcyCard) !== resolveBankruptcyDepth(s.options, s.players)
    ) {
      problems.push("the bankruptcy card is not at its depth in the treasury");
    }
  }
  for (const card of [...s.pool, ...s.bankruptcyShown]) {
    if (s.seen[card] !== EVERYONE) problems.push(`the open card ${card} is not public`);
  }
  s.seen.forEach((mask, card) => {
    if ((mask & PUBLIC_BIT) !== 0 && mask !== EVERYONE)
      problems.push(`card ${card} is public but not known to every seat`);
  });
  return problems;
}

function seatProblems(s: TiefeTaschenState): string[] {
  const problems: string[] = [];
  if (s.phase !== "over" && !s.active[s.president])
    problems.push(`the president ${s.president} is not active`);
  if (s.chosen[s.president] === "reject") problems.push("the president has chosen Reject");
  for (let p = 0; p < s.players; p++) {
    const card = s.chosen[p];
    if (card != null && !ACTION_CARDS.includes(card)) problems.push(`seat ${p} holds an unknown action card`);
    const target = s.investigator[p] ?? null;
    if (target !== null && (target === p || !s.active[target]))
      problems.push(`seat ${p}'s investigator stands wrongly`);
    s.bribes[p]!.forEach((bribe, index) => {
      if (!bribe) return;
      if (bribe.target === p || !s.active[bribe.target]) problems.push(`seat ${p}'s bribe lies wrongly`);
      if (tokenOf(bribe.demand) !== TOKENS[index])
        problems.push(`seat ${p}'s ${TOKENS[index]} token shows ${bribe.demand}`);
      const mask = s.seen[bribe.card] as number;
      if ((mask & seatBit(p)) === 0 || (mask & seatBit(bribe.target)) === 0) {
        problems.push(`seat ${p}'s bribe card is not seen by briber and bribed`);
      }
      if (bribe.faceUp && mask !== EVERYONE) problems.push(`seat ${p}'s face-up bribe card is not public`);
    });
    if (!s.active[p]) {
      if (card !== null || target !== null || s.bribes[p]!.some(Boolean) || s.done[p] || s.finalChosen[p]) {
        problems.push(`resigned seat ${p} still has a card, investigator, bribe or flag on the table`);
      }
      if (s.assignedTo.includes(p)) problems.push(`resigned seat ${p} is assigned money`);
    }
  }
  return problems;
}

function phaseProblems(s: TiefeTaschenState): string[] {
  const problems: string[] = [];
  if (s.assignedTo.length !== s.pool.length) problems.push("the distribution does not match the pool");
  if (s.takeBacks > s.pool.length) problems.push("more take-backs than cards in the pool");
  const table =
    s.chosen.some((c) => c !== null) ||
    s.investigator.some((t) => t !== null) ||
    s.bribes.some((pair) => pair.some(Boolean));
  if ((s.phase === "distribute" || s.phase === "over") && (table || s.pending !== null)) {
    problems.push(`cards, investigators or bribes lie on the table in the ${s.phase} phase`);
  }
  if (s.phase !== "over" && s.pool.length !== s.players)
    problems.push("the pool does not hold one card per player");
  if (s.phase === "over" && s.pool.length > 0) problems.push("money is left in the pool after the end");
  if (s.phase === "negotiate" && s.changes >= s.limit)
    problems.push("the negotiation went past its change limit");
  if (s.phase === "ordered" && (s.orderTurn === null || !s.active[s.orderTurn]))
    problems.push("nobody active is in turn");
  if (s.pending !== null) {
    const { player, token } = s.pending;
    if (s.bribes[player]![TOKENS.indexOf(token)] !== null)
      problems.push("a pending bribe uses a placed token");
    if (s.money[player]!.length === 0) problems.push("a pending bribe without money to pay it");
  }
  return problems;
}

/** Every broken invariant of the state (money conserved, tokens and investigators placed soundly, …). */
export function invariants(s: TiefeTaschenState): string[] {
  return [...cardProblems(s), ...seatProblems(s), ...phaseProblems(s)];
}
