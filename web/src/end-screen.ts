/// <reference lib="dom" />
/**
 * The end of a game, above its final table: who won and why (the game's own score breakdown: Slush
 * Fund by politician, the money in Tiefe Taschen and Kohle, Campaign's win condition and who met
 * it), then replay, rematch and a new game; and, folded, every move in order with what it caused.
 */
import {
  type ActionBase,
  type GameRecord,
  replay,
  type ScoreBreakdown,
  type Seat,
  type StateBase,
  scoreBreakdown,
} from "backroom";
import type { Board } from "./boards/board.js";
import { h, replaceChildren } from "./dom.js";
import { currentLocale, engineWords, formatNumber, t } from "./i18n/message.js";
import { refusalText } from "./refusals.js";
import type { TableSession } from "./table-session.js";
import { outcomeHeadline } from "./text.js";

/** What the end asks of the page around it. */
export interface EndHost {
  /** Steps through the game's record on the board. */
  replay(record: GameRecord): void;
  /** Back to the setup. */
  newGame(): void;
  /** The same seats and options with a new seed (absent online: the match server offers its own rematch). */
  rematch?(): void;
}

/** The end's section (`#outcome`): drawn again on each `draw` and when the moves are unfolded. */
export class EndSummary {
  readonly element: HTMLElement;
  private revealed = false;

  constructor(
    private readonly session: TableSession,
    private readonly board: Board,
    private readonly host: EndHost,
    private readonly seatName: (seat: Seat) => string,
  ) {
    const outcome = session.outcome();
    this.element = h("section", {
      id: "outcome",
      "aria-labelledby": "outcome-title",
      "data-outcome": outcome ? JSON.stringify(outcome) : undefined,
    });
    this.draw();
  }

  /** Draws the summary anew (in the current language). */
  draw(): void {
    const { session } = this;
    const outcome = session.outcome();
    const view = session.view();
    const breakdown = view && scoreBreakdown(session.game, view, { locale: currentLocale() });
    replaceChildren(
      this.element,
      session.error !== undefined &&
        h(
          "p",
          { class: "error" },
          t("outcome.botFailed", { error: refusalText(session.error, session.game) }),
        ),
      h(
        "h2",
        { id: "outcome-title", tabindex: -1 },
        outcome ? outcomeHeadline(session.game, outcome, this.seatName) : t("status.over"),
      ),
      breakdown && this.breakdown(breakdown),
      outcome &&
        !breakdown &&
        h(
          "table",
          { class: "grid scores" },
          h("caption", { class: "visually-hidden" }, t("end.scores")),
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", { scope: "col" }, t("outcome.seat")),
              h("th", { scope: "col" }, t("outcome.score")),
              h("th", { scope: "col" }, t("outcome.rank")),
            ),
          ),
          h(
            "tbody",
            {},
            outcome.scores.map((score, seat) =>
              h(
                "tr",
                { class: outcome.winners.includes(seat) ? "winner" : undefined },
                h("th", { scope: "row" }, this.seatName(seat)),
                h("td", {}, formatNumber(score)),
                h("td", {}, formatNumber(outcome.ranks[seat] as number)),
              ),
            ),
          ),
        ),
      h(
        "p",
        { class: "end-buttons" },
        h("button", { id: "replay", onclick: () => this.host.replay(session.record()) }, t("outcome.replay")),
        this.host.rematch &&
          h("button", { id: "play-again", onclick: () => this.host.rematch?.() }, t("end.rematch")),
        h("button", { id: "end-new-game", onclick: () => this.host.newGame() }, t("play.newGame")),
        h(
          "button",
          {
            id: "reveal-all",
            "aria-expanded": String(this.revealed),
            onclick: () => {
              this.revealed = !this.revealed;
              this.draw();
            },
          },
          this.revealed ? t("outcome.hideRecord") : t("outcome.reveal"),
        ),
      ),
      this.revealed && this.moves(),
    );
  }

  /**
   * The score as the rules add it up: a row per part (a politician, the money, …) with what it gave
   * each seat and what earned it, the totals and ranks; the condition that decided the game and who
   * met it; how a tie was broken. Seats are columns, so the table scrolls sideways on a phone.
   */
  private breakdown(breakdown: ScoreBreakdown): HTMLElement {
    const seats = breakdown.seats;
    const mark = (won: boolean) => (won ? t("end.gotIt") : "");
    return h(
      "div",
      { class: "breakdown" },
      breakdown.condition &&
        h(
          "p",
          { id: "win-condition", class: "win-condition" },
          t("end.condition", {
            condition: engineWords(breakdown.condition.label),
            count: breakdown.condition.met.filter(Boolean).length,
            seats: breakdown.condition.met
              .flatMap((met, seat) => (met ? [this.seatName(seat)] : []))
              .join(", "),
          }),
        ),
      h(
        "div",
        {
          class: "breakdown-scroll",
          role: "region",
          "aria-labelledby": "breakdown-caption",
          // The table may be wider than a phone: its region takes the focus so that the keyboard scrolls it.
          tabindex: 0,
        },
        h(
          "table",
          { id: "breakdown", class: "grid breakdown-table" },
          h(
            "caption",
            { id: "breakdown-caption" },
            t("end.breakdown", { unit: engineWords(breakdown.unit) }),
          ),
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", { scope: "col" }, t("end.part")),
              seats.map((result) =>
                h(
                  "th",
                  { scope: "col", class: result.winner ? "winner" : undefined },
                  this.seatName(result.seat),
                ),
              ),
            ),
          ),
          h(
            "tbody",
            {},
            breakdown.lines.map((line) =>
              h(
                "tr",
                { "data-line": line.key },
                h(
                  "th",
                  { scope: "row" },
                  engineWords(line.label),
                  line.note && h("span", { class: "breakdown-note" }, engineWords(line.note)),
                ),
                seats.map((result) => {
                  const won = line.winners?.includes(result.seat) ?? false;
                  return h(
                    "td",
                    { class: won ? "won" : undefined },
                    h("span", { class: "points" }, formatNumber(line.points[result.seat] ?? 0)),
                    won && h("span", { class: "won-mark" }, mark(won)),
                    line.details?.[result.seat] &&
                      h(
                        "span",
                        { class: "breakdown-detail" },
                        // In brackets: a detail's last word ("1 card") never runs into the next seat's points.
                        t("end.detail", { detail: line.details[result.seat] as string }),
                      ),
                  );
                }),
              ),
            ),
            breakdown.condition &&
              h(
                "tr",
                { class: "condition-row" },
                h("th", { scope: "row" }, engineWords(breakdown.condition.label)),
                seats.map((result) =>
                  h("td", {}, breakdown.condition?.met[result.seat] ? t("end.met") : t("end.notMet")),
                ),
              ),
          ),
          h(
            "tfoot",
            {},
            h(
              "tr",
              { class: "total-row" },
              h("th", { scope: "row" }, t("end.total")),
              seats.map((result) => h("td", { "data-seat": result.seat }, formatNumber(result.total))),
            ),
            h(
              "tr",
              {},
              h("th", { scope: "row" }, t("outcome.rank")),
              seats.map((result) =>
                h(
                  "td",
                  { class: result.winner ? "winner" : undefined },
                  result.winner ? t("end.winnerRank", { rank: result.rank }) : formatNumber(result.rank),
                ),
              ),
            ),
          ),
        ),
      ),
      breakdown.tieBreak && h("p", { class: "hint" }, engineWords(breakdown.tieBreak)),
    );
  }

  /** Every action in order, told in full with what it caused, and the final state for the curious. */
  private moves(): HTMLElement {
    const { game } = this.session;
    const record = this.session.record();
    const states = replay(game, record);
    const final = states[states.length - 1] as StateBase;
    return h(
      "section",
      { id: "reveal" },
      h("h3", {}, t("reveal.title", { moves: record.actions.length })),
      h(
        "table",
        { class: "grid record" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col" }, "#"),
            h("th", { scope: "col" }, t("outcome.seat")),
            h("th", { scope: "col" }, t("reveal.move")),
            h("th", { scope: "col" }, t("reveal.caused")),
          ),
        ),
        h(
          "tbody",
          {},
          (record.actions as ActionBase[]).map((action, i) => {
            const after = states[i + 1] as StateBase;
            const view = game.viewFor(after, null);
            return h(
              "tr",
              { "data-index": i },
              h("td", {}, formatNumber(i + 1)),
              h("td", {}, this.seatName(action.player)),
              h(
                "td",
                {},
                game.describeAction?.(action, undefined, { locale: currentLocale() }) ?? action.type,
              ),
              h("td", {}, after.events.map((event) => this.board.event(event, view)).join("; ")),
            );
          }),
        ),
      ),
      h(
        "details",
        { class: "raw" },
        h("summary", {}, t("reveal.raw")),
        h("pre", { id: "final-state" }, JSON.stringify(final, null, 1)),
      ),
    );
  }
}
