/// <reference lib="dom" />
/**
 * The play screen: status, the viewer's view, their legal actions and log, the cover screen between
 * hot-seat players, and after the game the outcome, "reveal all" and save/replay.
 */
import { type ActionBase, type GameRecord, replay, type Seat, type ViewBase } from "backroom";
import { h, replaceChildren } from "./dom.js";
import { downloadRecord } from "./record-file.js";
import { renderView, seatName } from "./render-view.js";
import { Session, type SessionConfig } from "./session.js";
import { actionLabel, eventText, outcomeHeadline } from "./text.js";

/** Above this many legal actions, each action type gets a select and a button instead of buttons. */
const MAX_BUTTONS = 40;
/** How many log lines are shown. */
const LOG_LINES = 40;

/** What the play screen asks of the page around it. */
export interface PlayHost {
  newGame(): void;
  replay(record: GameRecord): void;
}

/** Runs one game in an element until the page leaves it. */
export class PlayScreen {
  private readonly session: Session;
  private revealed = false;
  private pending: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly root: HTMLElement,
    config: SessionConfig,
    private readonly host: PlayHost,
  ) {
    this.session = new Session(config, () => this.changed());
    this.session.start();
  }

  /** Stops the bots; the element may be reused. */
  dispose(): void {
    this.session.stop();
    clearTimeout(this.pending);
  }

  // While bots play a long streak, draw at most every 50 ms; when a person may act, draw at once.
  private changed(): void {
    this.root.dataset.status = this.session.status;
    this.root.dataset.step = String(this.session.step);
    if (this.session.status !== "bots") {
      clearTimeout(this.pending);
      this.pending = undefined;
      this.render();
    } else if (this.pending === undefined) {
      this.pending = setTimeout(() => {
        this.pending = undefined;
        this.render();
      }, 50);
    }
  }

  private render(): void {
    const { session } = this;
    const { game, players, roles, seed } = session.config;
    const status = session.status;
    const viewer = session.viewer;
    this.root.dataset.status = status;
    this.root.dataset.step = String(session.step);
    // Counts renders, so a test can wait for the page to have answered a click.
    this.root.dataset.tick = String(Number(this.root.dataset.tick ?? 0) + 1);
    this.root.dataset.viewer = viewer === undefined ? "" : viewer === null ? "spectator" : String(viewer);
    const view = viewer === undefined ? undefined : (session.match.viewFor(viewer) as ViewBase);
    replaceChildren(
      this.root,
      h(
        "div",
        { class: "bar" },
        h("strong", {}, game.title),
        ` · ${players} players · seed ${JSON.stringify(seed)}${session.hotSeat ? " · hot seat" : ""} · `,
        h("span", { id: "status" }, this.statusText()),
        h("span", { class: "spacer" }),
        h(
          "button",
          {
            id: "save",
            title: "The record holds every action and the seed: it reveals all hidden cards.",
            onclick: () => downloadRecord(session.record()),
          },
          status === "game-over" ? "Save record" : "Save record (reveals everything)",
        ),
        h("button", { id: "new-game", onclick: () => this.host.newGame() }, "New game"),
      ),
      status === "cover" ? this.cover() : undefined,
      status === "game-over" ? this.outcome() : undefined,
      view &&
        h(
          "div",
          { class: "columns" },
          h(
            "section",
            { id: "view", "data-viewer": viewer ?? "spectator" },
            renderView(game, view, players, roles),
          ),
          h(
            "div",
            { class: "side" },
            status !== "game-over" && this.actions(view),
            this.log(viewer as Seat | null),
          ),
        ),
      this.revealed && status === "game-over" ? this.reveal() : undefined,
    );
  }

  private statusText(): string {
    const { session } = this;
    const you = session.viewer;
    switch (session.status) {
      case "your-turn":
        return session.hotSeat ? `Seat ${you} to act` : "Your turn";
      case "bots":
        return `Seat ${session.drawn} (${session.config.roles[session.drawn as Seat]}) is thinking…`;
      case "cover":
        return `Pass the screen to seat ${session.coverFor}`;
      case "waiting":
        return "Waiting";
      case "game-over":
        return session.error === undefined ? "Game over" : `Stopped: ${String(session.error)}`;
    }
  }

  private cover(): HTMLElement {
    const seat = this.session.coverFor as Seat;
    return h(
      "section",
      { id: "cover", "data-seat": seat },
      h("h2", {}, `Pass the screen to seat ${seat}`),
      h("p", {}, "Everyone else: look away. The next view shows that seat's private cards."),
      h(
        "button",
        { id: "uncover", onclick: () => this.session.uncover() },
        `I am seat ${seat}: show my view`,
      ),
    );
  }

  private actions(view: ViewBase): HTMLElement {
    const { game } = this.session.config;
    const legal = this.session.legalActions();
    if (legal.length === 0) {
      return h(
        "section",
        { id: "actions" },
        h("h3", {}, "Actions"),
        h("p", { class: "empty" }, "Not your move."),
      );
    }
    const groups = new Map<string, { action: ActionBase; index: number }[]>();
    legal.forEach((action, index) => {
      const group = groups.get(action.type) ?? [];
      group.push({ action, index });
      groups.set(action.type, group);
    });
    const play = (index: number) => this.session.humanAct(legal[index] as ActionBase);
    const compact = legal.length > MAX_BUTTONS;
    return h(
      "section",
      { id: "actions", "data-count": legal.length },
      h("h3", {}, `Actions (${legal.length})`),
      [...groups].map(([type, items]) => {
        if (!compact) {
          return h(
            "div",
            { class: "group" },
            h("h4", {}, type),
            items.map(({ action, index }) =>
              h(
                "button",
                { class: "action", "data-index": index, onclick: () => play(index) },
                actionLabel(game, action, view),
              ),
            ),
          );
        }
        const select = h(
          "select",
          { "data-type": type, "aria-label": type },
          items.map(({ action, index }) =>
            h("option", { value: index, "data-index": index }, actionLabel(game, action, view)),
          ),
        );
        return h(
          "div",
          { class: "group" },
          h("h4", {}, `${type} (${items.length})`),
          select,
          h(
            "button",
            { class: "action", "data-play": type, onclick: () => play(Number(select.value)) },
            "Play",
          ),
        );
      }),
    );
  }

  private log(viewer: Seat | null): HTMLElement {
    const entries = this.session.log(viewer).slice(-LOG_LINES).reverse();
    return h(
      "section",
      { id: "log" },
      h("h3", {}, "Log (newest first)"),
      entries.length === 0
        ? h("p", { class: "empty" }, "No action yet.")
        : h(
            "ol",
            {},
            entries.map((entry) =>
              h(
                "li",
                { value: entry.index + 1 },
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
    );
  }

  private outcome(): HTMLElement {
    const { session } = this;
    const outcome = session.match.outcome();
    const you = session.hotSeat ? null : session.holder;
    const name = (seat: Seat) => seatName(seat, you, session.config.roles);
    return h(
      "section",
      { id: "outcome", "data-outcome": outcome ? JSON.stringify(outcome) : undefined },
      session.error !== undefined && h("p", { class: "error" }, `A bot failed: ${String(session.error)}`),
      outcome && h("h2", {}, outcomeHeadline(outcome, name)),
      outcome &&
        h(
          "table",
          { class: "grid" },
          h("thead", {}, h("tr", {}, h("th", {}, "seat"), h("th", {}, "score"), h("th", {}, "rank"))),
          h(
            "tbody",
            {},
            outcome.scores.map((score, seat) =>
              h(
                "tr",
                { class: outcome.winners.includes(seat) ? "winner" : undefined },
                h("th", {}, name(seat)),
                h("td", {}, String(score)),
                h("td", {}, String(outcome.ranks[seat])),
              ),
            ),
          ),
        ),
      h(
        "p",
        {},
        h(
          "button",
          {
            id: "reveal-all",
            onclick: () => {
              this.revealed = !this.revealed;
              this.render();
            },
          },
          this.revealed ? "Hide the full record" : "Reveal all",
        ),
        " ",
        h(
          "button",
          { id: "replay", onclick: () => this.host.replay(session.record()) },
          "Replay step by step",
        ),
      ),
    );
  }

  /** Every action in order, with what it caused in the full state, and the final state. */
  private reveal(): HTMLElement {
    const { game } = this.session.config;
    const record = this.session.record();
    const states = replay(game, record);
    const final = states[states.length - 1];
    return h(
      "section",
      { id: "reveal" },
      h("h2", {}, `The full record: ${record.actions.length} actions`),
      h(
        "table",
        { class: "grid record" },
        h(
          "thead",
          {},
          h("tr", {}, h("th", {}, "#"), h("th", {}, "seat"), h("th", {}, "action"), h("th", {}, "events")),
        ),
        h(
          "tbody",
          {},
          (record.actions as ActionBase[]).map((action, i) =>
            h(
              "tr",
              { "data-index": i },
              h("td", {}, String(i + 1)),
              h("td", {}, seatName(action.player, null, this.session.config.roles)),
              h("td", {}, actionLabel(game, action)),
              h("td", {}, (states[i + 1]?.events ?? []).map(eventText).join("; ")),
            ),
          ),
        ),
      ),
      h("h3", {}, "Final state"),
      h("pre", { id: "final-state" }, JSON.stringify(final, null, 1)),
    );
  }
}
