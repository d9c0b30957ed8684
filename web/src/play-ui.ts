/// <reference lib="dom" />
/**
 * The play screen: whose turn and the step in words, the game's board drawn from the viewer's view,
 * the step-by-step chooser of the viewer's legal actions, the log in the game's words with the last
 * action highlighted, the cover screen between hot-seat players, and after the game its end
 * (`end-screen.ts`) above the final table. It draws only through `TableSession`, so a network session can
 * drive it as the local one does.
 */
import { seatName as engineSeatName, type Seat, type ViewBase } from "backroom";
import { announce, KEPT_LINES } from "./announcer.js";
import type { Board } from "./boards/board.js";
import { boardFor } from "./boards/index.js";
import { Chooser } from "./chooser.js";
import { h, replaceChildren } from "./dom.js";
import { type EndHost, EndSummary } from "./end-screen.js";
import { currentLocale, type Message, t } from "./i18n/message.js";
import { downloadRecord } from "./record-file.js";
import { refusalText } from "./refusals.js";
import { rulesButton } from "./rules-dialog.js";
import { seatName } from "./seats.js";
import type { LogEntry, TableSession } from "./table-session.js";
import { boardTerms } from "./table-terms.js";
import { TermExplainer } from "./term-explainer.js";
import { TurnAlerts } from "./turn-alerts.js";
import { whyNot } from "./why-not.js";

/** The chooser's first option: a button, or the summary of a folded group (its buttons are hidden). */
const FIRST_CHOICE = "#actions button.choice, #actions summary";

/** A seat's bare name in the current language ("Platz 2"). */
const engineSeat = (seat: Seat): Message => engineSeatName(seat, { locale: currentLocale() }) as Message;

/** How many log lines are shown. */
const LOG_LINES = 40;

/** What the play screen asks of the page around it. */
export interface PlayHost extends EndHost {
  /** Shows the raw view and saving the record mid-game (the setup's Advanced section or `?debug`). */
  readonly advanced?: boolean;
}

/** Draws one game in an element until the page leaves it. */
export class PlayScreen {
  private readonly board: Board;
  private readonly chooser = new Chooser();
  /** The end's summary, made once when the game is over. */
  private ended: EndSummary | undefined;
  private debug = false;
  private focusChooser = false;
  /**
   * How many log entries were told through the live region: from the first, those the session
   * held when the screen was made (heard before, as a resumed game's), not those of its first
   * drawing (bots that open with no delay may have played by then).
   */
  private announced: number;
  private pending: ReturnType<typeof setTimeout> | undefined;
  private readonly alerts = new TurnAlerts();
  private readonly terms: TermExplainer;

  constructor(
    private readonly root: HTMLElement,
    private readonly session: TableSession,
    private readonly host: PlayHost,
  ) {
    this.board = boardFor(session.game.id);
    this.announced = session.log().length;
    // The glossary of German or French arrives after the first drawing: then the board is drawn again.
    this.terms = new TermExplainer(boardTerms(session.game.id, () => this.render()));
  }

  /** Stops the session; the element may be reused. */
  dispose(): void {
    this.session.stop();
    clearTimeout(this.pending);
    this.alerts.dispose();
    this.terms.dispose();
  }

  /** Call after every change of the session. While bots play a streak, draws at most every 50 ms. */
  changed(): void {
    this.root.dataset.status = this.session.status;
    this.root.dataset.step = String(this.session.step);
    if (this.session.status !== "bots") {
      clearTimeout(this.pending);
      this.pending = undefined;
      this.chooser.reset();
      this.render();
    } else if (this.pending === undefined) {
      this.pending = setTimeout(() => {
        this.pending = undefined;
        this.render();
      }, 50);
    }
  }

  private seatName(seat: Seat): string {
    return seatName(seat, this.session.viewer, this.session.roles);
  }

  private render(): void {
    const { session } = this;
    const status = session.status;
    const viewer = session.viewer;
    this.root.dataset.status = status;
    this.root.dataset.step = String(session.step);
    // Counts renders, so a test can wait for the page to have answered a click.
    this.root.dataset.tick = String(Number(this.root.dataset.tick ?? 0) + 1);
    this.root.dataset.viewer = viewer === undefined ? "" : viewer === null ? "spectator" : String(viewer);
    // A player who chose the last move in the chooser finds the focus there again on their next turn.
    const active = document.activeElement;
    if (active && active !== document.body) this.focusChooser = active.closest("#actions") !== null;
    // Elsewhere on the table (a bar switch, a thing on the board) the focus finds its element again.
    const focusedId = active && this.root.contains(active) && !this.focusChooser ? active.id : "";
    const focusedTerm = this.root.contains(active) ? this.terms.focusedIndex() : undefined;
    const view = session.view();
    const log = session.log();
    const last = log[log.length - 1];
    this.announceMoves(log);
    replaceChildren(
      this.root,
      h(
        "div",
        { class: "bar" },
        h("strong", {}, session.game.title),
        h(
          "span",
          { class: "bar-info" },
          t("play.bar", { players: session.players, label: session.label, hotSeat: String(session.hotSeat) }),
        ),
        h("span", { class: "spacer" }),
        rulesButton(session.game.id),
        // After the end there is no turn to be told of.
        status !== "game-over" && this.alerts.controls(() => this.render()),
        (status === "game-over" || (!session.secretRecord && this.host.advanced)) &&
          h(
            "button",
            {
              id: "save",
              title: t("play.save.title"),
              onclick: () => downloadRecord(session.record()),
            },
            status === "game-over" ? t("play.save") : t("play.save.revealing"),
          ),
        h("button", { id: "new-game", onclick: () => this.host.newGame() }, t("play.newGame")),
        this.host.advanced &&
          h(
            "button",
            {
              id: "debug",
              "aria-pressed": String(this.debug),
              onclick: () => {
                this.debug = !this.debug;
                this.render();
              },
            },
            this.debug ? t("play.debug.hide") : t("play.debug.show"),
          ),
      ),
      h("p", { id: "status", class: `status-line ${status}` }, this.statusText(view)),
      status === "cover" ? this.cover() : undefined,
      status === "game-over" ? this.end().element : undefined,
      view &&
        last &&
        h(
          "p",
          { id: "last-move", class: "last-move" },
          h("span", { class: "fact-label" }, t("play.lastMove")),
          last.text,
        ),
      view &&
        h(
          "div",
          { class: "columns" },
          this.drawBoard(view, last),
          h("div", { class: "side" }, status !== "game-over" && this.actions(view), this.log()),
        ),
      view && h("script", { type: "application/json", id: "view-json" }, JSON.stringify(view, null, 1)),
      view && this.debug && h("pre", { id: "raw-view", class: "raw" }, JSON.stringify(view, null, 1)),
    );
    this.alerts.update(status === "your-turn", {
      game: session.game.title,
      step: view ? this.board.turn(view).step : "",
    });
    if (focusedId) document.getElementById(focusedId)?.focus({ preventScroll: true });
    if (focusedTerm !== undefined)
      (this.root.querySelector(`#board [data-term-index="${focusedTerm}"]`) as HTMLElement | null)?.focus({
        preventScroll: true,
      });
    if (this.focusChooser && status === "your-turn")
      (this.root.querySelector(FIRST_CHOICE) as HTMLElement | null)?.focus({ preventScroll: true });
    // The game's end takes the focus to its outcome, so it is not lost to the page's body.
    if (this.focusChooser && status === "game-over")
      (this.root.querySelector("#outcome h2") as HTMLElement | null)?.focus({ preventScroll: true });
  }

  /** The end's summary (who won and why, replay, rematch, a new game), kept across redraws. */
  private end(): EndSummary {
    if (this.ended) this.ended.draw();
    else this.ended = new EndSummary(this.session, this.board, this.host, (seat) => this.seatName(seat));
    return this.ended;
  }

  /** The board drawn from the view, each of its things explained by the game's glossary. */
  private drawBoard(view: ViewBase, last: LogEntry | undefined): HTMLElement {
    const section = h(
      "section",
      {
        id: "board",
        "aria-label": t("play.table"),
        "aria-describedby": "board-keys",
        "data-viewer": this.session.viewer ?? "spectator",
      },
      h("p", { id: "board-keys", class: "visually-hidden" }, t("terms.keys")),
      this.board.draw(view, {
        players: this.session.players,
        seatName: (seat) => this.seatName(seat),
        lastActor: last?.seat,
        toAct: this.board.turn(view).seats,
      }),
    );
    this.terms.wire(section);
    return section;
  }

  /** Tells other seats' new moves through the live region, the newest few only. */
  private announceMoves(log: readonly LogEntry[]): void {
    const seen = this.announced;
    this.announced = log.length;
    const fresh = log
      .slice(Math.max(seen, log.length - KEPT_LINES))
      .filter((entry) => entry.seat !== this.session.viewer);
    announce(...fresh.map((entry) => t("a11y.said", { who: this.seatName(entry.seat), text: entry.text })));
  }

  private statusText(view: ViewBase | undefined): Message {
    const { session } = this;
    const step = view ? this.board.turn(view) : undefined;
    const whose =
      step && step.seats.length > 0 ? `${step.seats.map((seat) => this.seatName(seat)).join(", ")}: ` : "";
    switch (session.status) {
      case "your-turn":
        return t("status.yourTurn", {
          hotSeat: String(session.hotSeat),
          seat: engineSeat(session.viewer as Seat),
          step: step?.step ?? "",
        });
      case "bots":
        return t("status.thinking", {
          seat: this.seatName(session.drawn as Seat),
          whose,
          step: step?.step ?? "",
        });
      case "cover":
        return t("cover.pass", { seat: engineSeat(session.coverFor as Seat) });
      case "waiting":
        return t("status.waiting", { whose, step: step?.step ?? "" });
      case "game-over":
        return session.error === undefined
          ? t("status.over")
          : t("status.stopped", { error: refusalText(session.error, session.game) });
    }
  }

  private cover(): HTMLElement {
    const seat = this.session.coverFor as Seat;
    return h(
      "section",
      { id: "cover", "data-seat": seat },
      h("h2", {}, t("cover.pass", { seat: engineSeat(seat) })),
      h("p", {}, t("cover.lookAway")),
      h(
        "button",
        { id: "uncover", onclick: () => this.session.uncover() },
        t("cover.uncover", { seat: engineSeat(seat) }),
      ),
    );
  }

  private actions(view: ViewBase): HTMLElement {
    const legal = this.session.legalActions();
    if (legal.length === 0) {
      return h(
        "section",
        { id: "actions", "aria-label": t("play.move") },
        h("h3", {}, t("play.move")),
        h("p", { class: "empty" }, t("play.notYourMove")),
      );
    }
    const paths = legal.map((action) => this.board.choice(action, view));
    const section = h("section", { id: "actions", "aria-label": t("play.move") });
    // Each step of the chooser redraws only this section, and puts the focus on the next level.
    const fill = (focus: boolean) => {
      replaceChildren(
        section,
        h("h3", {}, t("play.move")),
        this.chooser.draw(
          legal,
          paths,
          (action) => this.session.act(action),
          () => fill(true),
        ),
        whyNot(this.session.unavailable?.() ?? []),
      );
      if (focus) (section.querySelector(FIRST_CHOICE) as HTMLElement | null)?.focus({ preventScroll: true });
    };
    fill(false);
    return section;
  }

  private log(): HTMLElement {
    const entries = this.session.log().slice(-LOG_LINES).reverse();
    return h(
      "section",
      { id: "log", "aria-label": t("log.label") },
      h("h3", {}, t("log.title")),
      entries.length === 0
        ? h("p", { class: "empty" }, t("log.empty"))
        : h(
            "ol",
            // The list scrolls, so it takes the focus to be scrolled by keyboard.
            { reversed: true, tabindex: 0, "aria-label": t("a11y.logList") },
            entries.map((entry, i) =>
              h(
                "li",
                { value: entry.index + 1, class: i === 0 ? "latest" : undefined },
                // The number is written out (a list marker's box cuts a long one: "1184." as "184.").
                h("span", { class: "log-number", "aria-hidden": "true" }, `${entry.index + 1}.`),
                h(
                  "div",
                  { class: "log-text" },
                  entry.text,
                  entry.events.length > 0 &&
                    h(
                      "ul",
                      { class: "events" },
                      entry.events.map((text) => h("li", {}, text)),
                    ),
                ),
              ),
            ),
          ),
    );
  }
}
