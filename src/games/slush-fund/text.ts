/**
 * Slush Fund as text for people: one-line action descriptions and a compact rendering of a view, in
 * any of the engine's languages.
 */
import {
  type CardId,
  type CardView,
  HIDDEN,
  type LocaleOption,
  type Seat,
  seatName,
} from "../../core/index.js";
import type { SlushFundAction, SlushFundEvent } from "./actions.js";
import { speak } from "./messages.js";
import { BASE_VP, pileTotals } from "./predicates.js";
import { cardFace, catalogOf, moneyLabel, politicianName, turnSummary } from "./present.js";
import { finalScores } from "./scoring.js";
import { type Card, POLITICIANS, type Politician, type SlushFundState, type SlushFundView } from "./types.js";

/** A card's name ("$30K", "VP card", "Scandal", …) in the option's language; ids follow the view's deck (the default deck without one). */
export function cardName(
  card: CardView,
  catalog: readonly Card[] = catalogOf(),
  options?: LocaleOption,
): string {
  return card === HIDDEN ? speak(options)("card.hidden") : cardFace(card, catalog, options).name;
}

/** The words of one language for this file's helpers. */
function words(options: LocaleOption | undefined, catalog: readonly Card[]) {
  const say = speak(options);
  // The grammatical role picks the form: German and French inflect or contract the article.
  const politician =
    (role: "politician.subject" | "politician.object" | "politician.from") => (p: Politician) =>
      say(role, { name: politicianName(p, options), p: String(p) });
  const card = (id: CardView) => cardName(id, catalog, options);
  return {
    say,
    options,
    seat: (seat: Seat) => seatName(seat, options),
    card,
    money: (amount: number) => moneyLabel(amount, options),
    subject: politician("politician.subject"),
    object: politician("politician.object"),
    from: politician("politician.from"),
    list: (cards: readonly CardView[]) => (cards.length === 0 ? say("none") : cards.map(card).join(", ")),
    /** Cards grouped by name with counts ("2× Scandal, $10K"), in order of first appearance. */
    counts(cards: readonly CardView[]): string {
      const counts = new Map<string, number>();
      for (const id of cards) {
        const name = card(id);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      if (counts.size === 0) return say("none");
      return [...counts]
        .map(([name, count]) => (count === 1 ? name : say("counted", { count, name })))
        .join(", ");
    },
  };
}

type Words = ReturnType<typeof words>;

/** The cards of a pile when the view shows all of them, otherwise `undefined`. */
function wholePile(view: SlushFundView, politician: Politician, seat: Seat): CardId[] | undefined {
  const cards = view.piles[politician]?.[seat]?.cards;
  if (!cards || cards.includes(HIDDEN)) return undefined;
  return cards as CardId[];
}

/** What the view adds to an action: totals the viewer can see, the effect of a scandal, … */
function detail(action: SlushFundAction, view: SlushFundView, catalog: readonly Card[], w: Words): string {
  const { say } = w;
  switch (action.type) {
    case "bribe": {
      const cards = wholePile(view, action.politician, action.player);
      if (!cards) return "";
      const after = pileTotals({ catalog: catalog as Card[] }, [...cards, action.card]);
      const money = w.money(after.money);
      return after.vp > 0 ? say("detail.pile.vp", { money, vp: after.vp }) : say("detail.pile", { money });
    }
    case "scandal": {
      const count = (view.scandals[action.politician]?.length ?? 0) + 1;
      return count >= 5
        ? say("detail.scandal.falls", { politician: w.subject(action.politician) })
        : say("detail.scandal", { ordinal: say("ordinal", { n: count }), vp: BASE_VP - count });
    }
    case "thief": {
      const pile = view.piles[action.politician]?.[action.victim]?.cards ?? [];
      const top = pile[pile.length - 1] ?? HIDDEN;
      return view.options.thiefTakes === "top" && top !== HIDDEN
        ? say("detail.thief.takes", { card: w.card(top) })
        : say("detail.thief.looks", { cards: say("cards", { count: pile.length }) });
    }
    case "steal":
      return view.target
        ? say("detail.steal", {
            victim: w.seat(view.target.victim),
            politician: w.from(view.target.politician),
          })
        : "";
    case "move-scandal": {
      const count = (view.scandals[action.to]?.length ?? 0) + 1;
      return count >= 5
        ? say("detail.move.falls", { politician: w.subject(action.to) })
        : say("detail.move", { count });
    }
    case "peek": {
      const size = view.piles[action.politician]?.[action.victim]?.cards.length ?? 0;
      return say("detail.peek", { cards: say("cards", { count: size }) });
    }
    case "transfer": {
      const from = view.piles.findIndex((row) => row[action.player]?.cards.includes(action.moved));
      return from >= 0 ? say("detail.transfer", { politician: w.from(from) }) : "";
    }
    default:
      return "";
  }
}

/**
 * Describes an action in one line ("Seat 1 bribes the Speaker with $30K") in the option's language;
 * with a view, adds what that view shows (the resulting pile total, the scandal count, the card a
 * Thief takes) and nothing it hides. Without a view, card names follow the default deck.
 */
export function describeAction(
  action: SlushFundAction,
  view?: SlushFundView,
  options?: LocaleOption,
): string {
  const catalog = catalogOf(view?.options.deck);
  const w = words(options, catalog);
  const { say } = w;
  const who = w.seat(action.player);
  const more = view ? detail(action, view, catalog, w) : "";
  switch (action.type) {
    case "draw":
      return say("action.draw", { who });
    case "take":
      return say("action.take", { who, card: w.card(action.card) });
    case "stash":
      return say("action.stash", { who, card: w.card(action.card) });
    case "discard":
      return say("action.discard", { who, card: w.card(action.card) });
    case "bribe":
      return catalog[action.card]?.kind === "vp"
        ? say("action.bribe.vp", { who, politician: w.from(action.politician), more })
        : say("action.bribe", {
            who,
            politician: w.object(action.politician),
            card: w.card(action.card),
            more,
          });
    case "scandal":
      return say("action.scandal", { who, politician: w.object(action.politician), more });
    case "thief":
      return say("action.thief", {
        who,
        victim: w.seat(action.victim),
        politician: w.from(action.politician),
        more,
      });
    case "steal":
      return say("action.steal", { who, card: w.card(action.card), more });
    case "spy":
      return say("action.spy", { who });
    case "move-scandal":
      return say("action.move-scandal", { who, from: w.from(action.from), to: w.object(action.to), more });
    case "peek":
      return say("action.peek", {
        who,
        victim: w.seat(action.victim),
        politician: w.from(action.politician),
        more,
      });
    case "transfer":
      return say("action.transfer", {
        who,
        card: w.card(action.moved),
        more,
        politician: w.object(action.to),
      });
    default:
      return JSON.stringify(action);
  }
}

/** Describes an event in one short phrase, as a log line, in the option's language. */
export function describeEvent(
  event: SlushFundEvent,
  catalog: readonly Card[] = catalogOf(),
  options?: LocaleOption,
): string {
  const w = words(options, catalog);
  const { say, seat } = w;
  switch (event.type) {
    case "revealed":
      return say("event.revealed", { player: seat(event.player), card: w.card(event.card) });
    case "time-card":
      return say("event.time-card", { player: seat(event.player), count: event.count });
    case "stashed":
      return say("event.stashed", { player: seat(event.player), card: w.card(event.card) });
    case "taken":
      return say("event.taken", { player: seat(event.player), card: w.card(event.card) });
    case "discarded":
      return say("event.discarded", { player: seat(event.player), card: w.card(event.card) });
    case "bribed":
      return say("event.bribed", {
        player: seat(event.player),
        politician: w.object(event.politician),
        card: w.card(event.card),
      });
    case "scandal":
      return say("event.scandal", {
        player: seat(event.player),
        count: event.count,
        politician: w.object(event.politician),
      });
    case "politician-removed":
      return say("event.politician-removed", {
        politician: w.subject(event.politician),
        lost: event.lost.reduce((sum, n) => sum + n, 0),
      });
    case "thief":
      return say("event.thief", {
        player: seat(event.player),
        victim: seat(event.victim),
        politician: w.from(event.politician),
      });
    case "stolen":
      return say("event.stolen", {
        player: seat(event.player),
        card: w.card(event.card),
        victim: seat(event.victim),
        politician: w.from(event.politician),
      });
    case "thief-missed":
      return say("event.thief-missed", {
        player: seat(event.player),
        victim: seat(event.victim),
        politician: w.from(event.politician),
      });
    case "spy":
      return say("event.spy", { player: seat(event.player) });
    case "scandal-moved":
      return say("event.scandal-moved", {
        player: seat(event.player),
        from: w.from(event.from),
        to: w.object(event.to),
      });
    case "peeked":
      return say("event.peeked", {
        player: seat(event.player),
        victim: seat(event.victim),
        politician: w.from(event.politician),
      });
    case "transferred":
      return say("event.transferred", {
        player: seat(event.player),
        card: w.card(event.moved),
        from: w.from(event.from),
        to: w.object(event.to),
      });
    case "turn-ended":
      return event.next === null
        ? say("event.turn-ended", { player: seat(event.player) })
        : say("event.turn-ended.next", { player: seat(event.player), next: seat(event.next) });
    case "game-ended":
      return say("event.game-ended", { scores: scoreList(event.scores, w) });
    default:
      return JSON.stringify(event);
  }
}

function scoreList(scores: readonly number[], w: Words): string {
  return scores.map((vp, seat) => w.say("score", { seat: w.seat(seat), vp })).join(", ");
}

function pileText(
  view: SlushFundView,
  politician: Politician,
  seat: Seat,
  catalog: readonly Card[],
  w: Words,
): string {
  const { say } = w;
  const pile = view.piles[politician]?.[seat];
  const cards = pile?.cards ?? [];
  const name = w.seat(seat);
  if (cards.length === 0) return say("pile.empty", { seat: name });
  const spies = pile?.seenBy.length ? say("pile.seen-by", { seats: pile.seenBy.map(w.seat).join(", ") }) : "";
  const whole = wholePile(view, politician, seat);
  if (whole) {
    const t = pileTotals({ catalog: catalog as Card[] }, whole);
    const vp = t.vp > 0 ? say("pile.vp", { vp: t.vp }) : "";
    return say("pile.whole", { seat: name, money: w.money(t.money), vp, cards: w.list(whole), spies });
  }
  const top = cards[cards.length - 1] ?? HIDDEN;
  return say("pile.top", {
    seat: name,
    cards: say("cards", { count: cards.length }),
    card: w.card(top),
    spies,
  });
}

function politicianLine(
  view: SlushFundView,
  politician: Politician,
  catalog: readonly Card[],
  w: Words,
): string {
  const scandals = view.scandals[politician]?.length ?? 0;
  const title = politicianName(politician, w.options);
  const piles = Array.from({ length: view.players }, (_, seat) =>
    pileText(view, politician, seat, catalog, w),
  );
  if (view.fallen[politician])
    return w.say("line.fallen", { name: title, scandals, piles: piles.join(" · ") });
  return w.say("line.politician", {
    name: title,
    vp: BASE_VP - scandals,
    scandals,
    piles: piles.join(" · "),
  });
}

/** Renders everything a view shows, in a few lines (in the option's language): step, turn, deck, fund, politicians and piles, last events. */
export function renderView(view: SlushFundView, options?: LocaleOption): string {
  const catalog = catalogOf(view.options.deck);
  const w = words(options, catalog);
  const { say } = w;
  const who = view.viewer === null ? say("render.spectator") : w.seat(view.viewer);
  const rule = view.options.thiefTakes === "any" ? say("render.thief-any") : "";
  const lines = [say("render.title", { players: view.players, rule, who })];
  if (view.phase === "over") {
    const scores = finalScores({ ...view, catalog, piles: view.piles } as unknown as SlushFundState);
    const reason = say(view.endReason === "time" ? "reason.time" : "reason.deck");
    lines.push(say("render.over", { reason, scores: scoreList(scores, w) }));
  } else {
    lines.push(say("render.turn", { seat: w.seat(view.turn), step: turnSummary(view, options).step }));
  }
  lines.push(
    say("render.deck", {
      size: view.deckSize,
      time: view.timeCards.length,
      limit: view.options.timeCardsToEnd,
    }),
  );
  lines.push(say("render.removed", { count: view.removed.length, cards: w.counts(view.removed) }));
  lines.push(say("render.fund", { count: view.fund.length, cards: w.counts(view.fund) }));
  if (view.revealed.length > 0) lines.push(say("render.revealed", { cards: w.list(view.revealed) }));
  if (view.hand.length > 0) lines.push(say("render.hand", { cards: w.list(view.hand) }));
  if (view.target) {
    lines.push(
      say("render.target", {
        victim: w.seat(view.target.victim),
        politician: w.from(view.target.politician),
      }),
    );
  }
  lines.push(say("render.politicians"));
  for (let p = 0; p < POLITICIANS.length; p++) lines.push(politicianLine(view, p, catalog, w));
  if (view.events.length > 0) {
    lines.push(
      say("render.last", {
        events: view.events.map((event) => describeEvent(event, catalog, options)).join("; "),
      }),
    );
  }
  return lines.join("\n");
}
