/// <reference lib="dom" />
/**
 * The replay screen: rebuilds every state of a record with `replay` and steps through them on the
 * game's board, from the spectator's view (`viewFor(state, null)`) or any seat's (the record holds
 * the seed, so every hand is known), with the move that led to each state (its seat highlighted)
 * and what it caused; each thing on the board is explained by the game's glossary, as at the table.
 */
import {
  type ActionBase,
  type AnyGame,
  type GameRecord,
  replay,
  type StateBase,
  type ViewBase,
} from "backroom";
import type { Board } from "./boards/board.js";
import { boardFor } from "./boards/index.js";
import { h, replaceChildren } from "./dom.js";
import { currentLocale, t } from "./i18n/message.js";
import { downloadRecord } from "./record-file.js";
import { seatName } from "./seats.js";
import { boardTerms } from "./table-terms.js";
import { TermExplainer } from "./term-explainer.js";
import { outcomeHeadline } from "./text.js";

/** Steps through a finished (or unfinished) game record. */
export class ReplayScreen {
  private readonly states: StateBase[];
  private readonly board: Board;
  private readonly terms: TermExplainer;
  private step = 0;
  /** Whose view is shown: a seat, or `null` for the spectator's. */
  private viewer: number | null = null;
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    // On the board the arrow keys move between its things.
    if (event.target instanceof Element && event.target.closest("#board")) return;
    if (event.key === "ArrowLeft") this.go(this.step - 1);
    if (event.key === "ArrowRight") this.go(this.step + 1);
  };

  /** Throws `ConfigError`/`ReplayError` when the record does not replay under this engine. */
  constructor(
    private readonly root: HTMLElement,
    private readonly game: AnyGame,
    private readonly record: GameRecord,
    private readonly onClose: () => void,
  ) {
    this.states = replay(game, record);
    this.board = boardFor(game.id);
    this.terms = new TermExplainer(boardTerms(game.id, () => this.render()));
    document.addEventListener("keydown", this.onKey);
    this.render();
  }

  /** Removes the keyboard shortcuts and the board's explanations. */
  dispose(): void {
    document.removeEventListener("keydown", this.onKey);
    this.terms.dispose();
  }

  private go(step: number): void {
    this.step = Math.max(0, Math.min(this.states.length - 1, step));
    this.render();
  }

  private render(): void {
    const { game, record, step, viewer } = this;
    const last = this.states.length - 1;
    const state = this.states[step] as StateBase;
    const action = step > 0 ? (record.actions[step - 1] as ActionBase) : undefined;
    const outcome = game.outcome(state);
    // A thing on the board that had the focus has it again after the redraw.
    const focusedTerm = this.root.contains(document.activeElement) ? this.terms.focusedIndex() : undefined;
    const view = game.viewFor(state, viewer) as ViewBase & { events?: unknown };
    const events =
      action && Array.isArray(view.events) ? view.events.map((event) => this.board.event(event, view)) : [];
    this.root.dataset.status = "replay";
    this.root.dataset.step = String(step);
    const viewerName = viewer === null ? "spectator" : String(viewer);
    this.root.dataset.viewer = viewerName;
    const slider = h("input", {
      id: "replay-slider",
      type: "range",
      min: 0,
      max: last,
      value: step,
      "aria-label": t("replay.slider"),
    });
    slider.addEventListener("input", () => this.go(Number(slider.value)));
    const viewerSelect = h(
      "select",
      { id: "replay-viewer" },
      h("option", { value: "spectator" }, t("replay.spectator")),
      Array.from({ length: record.players }, (_, seat) =>
        h("option", { value: String(seat) }, seatName(seat, null)),
      ),
    );
    viewerSelect.value = viewerName;
    viewerSelect.addEventListener("change", () => {
      this.viewer = viewerSelect.value === "spectator" ? null : Number(viewerSelect.value);
      this.render();
    });
    replaceChildren(
      this.root,
      h(
        "div",
        { class: "bar" },
        h("strong", {}, t("replay.title", { game: game.title })),
        t("replay.bar", {
          players: record.players,
          seed: JSON.stringify(record.seed),
          actions: record.actions.length,
        }),
        h("span", { class: "spacer" }),
        h("button", { id: "save", onclick: () => downloadRecord(record) }, t("play.save")),
        h("button", { id: "new-game", onclick: () => this.onClose() }, t("play.newGame")),
      ),
      h(
        "div",
        { class: "replay-controls" },
        h(
          "button",
          { id: "replay-first", onclick: () => this.go(0), disabled: step === 0 },
          t("replay.first"),
        ),
        h(
          "button",
          { id: "replay-prev", onclick: () => this.go(step - 1), disabled: step === 0 },
          t("replay.prev"),
        ),
        h("span", { id: "replay-position" }, t("replay.position", { step, last })),
        h(
          "button",
          { id: "replay-next", onclick: () => this.go(step + 1), disabled: step === last },
          t("replay.next"),
        ),
        h(
          "button",
          { id: "replay-last", onclick: () => this.go(last), disabled: step === last },
          t("replay.last"),
        ),
        slider,
        h("label", { class: "replay-viewer" }, t("replay.viewer"), " ", viewerSelect),
      ),
      h(
        "p",
        { id: "replay-action" },
        action
          ? t("replay.action", {
              step,
              action: game.describeAction?.(action, undefined, { locale: currentLocale() }) ?? action.type,
              events: events.join("; "),
              hasEvents: String(events.length > 0),
            })
          : t("replay.setup"),
      ),
      outcome &&
        h(
          "p",
          { id: "replay-outcome" },
          outcomeHeadline(game, outcome, (seat) => seatName(seat, null)),
        ),
      h("div", { class: "columns" }, this.drawBoard(view, viewerName, action)),
      h("script", { type: "application/json", id: "view-json" }, JSON.stringify(view, null, 1)),
    );
    if (focusedTerm !== undefined)
      (this.root.querySelector(`#board [data-term-index="${focusedTerm}"]`) as HTMLElement | null)?.focus({
        preventScroll: true,
      });
  }

  /** The board drawn from the view, each of its things explained by the game's glossary. */
  private drawBoard(view: ViewBase, viewerName: string, action: ActionBase | undefined): HTMLElement {
    const section = h(
      "section",
      {
        id: "board",
        "aria-label": t("play.table"),
        "aria-describedby": "board-keys",
        "data-viewer": viewerName,
      },
      h("p", { id: "board-keys", class: "visually-hidden" }, t("terms.keys")),
      this.board.draw(view, {
        players: this.record.players,
        seatName: (seat) => seatName(seat, null),
        lastActor: action?.player,
        toAct: this.board.turn(view).seats,
      }),
    );
    this.terms.wire(section);
    return section;
  }
}
