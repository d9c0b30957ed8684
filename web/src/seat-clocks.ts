/// <reference lib="dom" />
/**
 * The table status of an online match: each seat's remaining turn time (counting down every
 * second), who is on autopilot or left, the latest notice, and this seat's buttons: take the seat
 * back, leave the match, and after the end the rematch. Updated in place.
 */

import type { NoticeKind } from "backroom/client";
import { isBotName } from "./bots.js";
import { personName } from "./chat-panel.js";
import { h, replaceChildren } from "./dom.js";
import { t } from "./i18n/message.js";
import type { TablesKey } from "./locales/en.js";
import { keepSeat, type OnlineSession, type OnlineTarget } from "./online-session.js";
import { refusalText } from "./refusals.js";
import { seatName } from "./seats.js";
import { clockText } from "./table-talk.js";

/** The words of each kind of server notice (the server's own text is English). */
const NOTICE_KEYS: Readonly<Record<NoticeKind, TablesKey>> = {
  autopilot: "notice.autopilot",
  resumed: "notice.resumed",
  left: "notice.left",
};

/** The status line and buttons of one online session; `open` switches the page to another match. */
export class SeatClocks {
  readonly element = h("section", { id: "table-status" });
  private readonly clocks = h("ul", { id: "seat-clocks" });
  private readonly rest = h("div", {});
  private readonly ticker: ReturnType<typeof setInterval>;
  private confirmingLeave = false;

  constructor(
    private readonly session: OnlineSession,
    private readonly open: (target: OnlineTarget) => void,
  ) {
    this.element.append(this.clocks, this.rest);
    this.ticker = setInterval(() => this.drawClocks(), 1000);
    this.update();
  }

  /** Stops the countdown. */
  dispose(): void {
    clearInterval(this.ticker);
  }

  /** Redraws everything. */
  update(): void {
    this.element.setAttribute("aria-label", t("clock.title"));
    this.drawClocks();
    const { session } = this;
    const { talk } = session;
    const mine = session.seat === null ? undefined : talk.table?.seats[session.seat];
    const over = session.status === "game-over" || session.outcome() !== undefined;
    // After the end the notices (someone on autopilot, back, gone) no longer concern anyone.
    const notices = over ? [] : talk.notices.slice(-3);
    replaceChildren(
      this.rest,
      notices.length > 0 &&
        h(
          "ul",
          { id: "table-notices", role: "status" },
          notices.map((notice) =>
            h(
              "li",
              { "data-kind": notice.kind, "data-seat": notice.seat },
              // The server's English text is not shown: its kind chooses the catalogue's words.
              t(NOTICE_KEYS[notice.kind], { seat: seatName(notice.seat, null, session.roles) }),
            ),
          ),
        ),
      mine?.autopilot &&
        !mine.left &&
        !over &&
        h(
          "p",
          { class: "autopilot-banner" },
          t("clock.autopilot"),
          h("button", { id: "resume-seat", onclick: () => session.resumeSeat() }, t("clock.resume")),
        ),
      session.seat !== null &&
        !over &&
        !mine?.left &&
        h(
          "p",
          { class: "leave" },
          this.confirmingLeave
            ? [
                t("clock.leaveWarning"),
                h(
                  "button",
                  {
                    id: "leave-confirm",
                    onclick: () => {
                      this.confirmingLeave = false;
                      session.leaveMatch();
                    },
                  },
                  t("clock.leaveConfirm"),
                ),
                h("button", { onclick: () => this.setConfirming(false) }, t("clock.stay")),
              ]
            : h("button", { id: "leave-match", onclick: () => this.setConfirming(true) }, t("clock.leave")),
        ),
      session.seat !== null &&
        over &&
        h(
          "p",
          { class: "rematch" },
          talk.rematchId ? t("clock.rematchProposed") : "",
          h(
            "button",
            { id: "rematch", onclick: () => this.rematch() },
            talk.rematchId ? t("clock.joinRematch") : t("clock.rematch"),
          ),
        ),
    );
  }

  private setConfirming(confirming: boolean): void {
    this.confirmingLeave = confirming;
    this.update();
  }

  private rematch(): void {
    this.session.rematch().then(
      (target) => {
        keepSeat(target.server, target.matchId, target.seat, target.token);
        this.open(target);
      },
      (error: unknown) => {
        this.session.notice = refusalText(error, this.session.game);
        this.update();
      },
    );
  }

  private drawClocks(): void {
    const { session } = this;
    const table = session.talk.table;
    if (!table) return;
    const now = Date.now();
    // After the end nobody is on autopilot any more: the seat is shown as it was played.
    const over = session.status === "game-over" || session.outcome() !== undefined;
    replaceChildren(
      this.clocks,
      table.seats.map((seat) => {
        const left = session.talk.secondsLeft(seat.seat, now);
        const role = session.roles[seat.seat];
        const isBot = isBotName(role);
        const autopilot = seat.autopilot && !over;
        const state = seat.left ? "left" : autopilot ? "autopilot" : left !== undefined ? "clock" : "idle";
        const hurry = state === "clock" && left !== undefined && left <= 10;
        const who = personName(session, seat.seat);
        return h(
          "li",
          {
            class: `seat-clock ${state}${hurry ? " hurry" : ""}`,
            "data-seat": seat.seat,
            "data-state": state,
          },
          h(
            "strong",
            {},
            seat.seat === session.seat ? seatName(seat.seat, session.seat, session.roles) : who,
          ),
          " ",
          seat.left
            ? t("clock.left")
            : autopilot
              ? t("clock.onAutopilot")
              : left !== undefined
                ? h(
                    "span",
                    { class: "time", "aria-label": t("clock.secondsLeft", { left }) },
                    clockText(left),
                  )
                : isBot
                  ? t("clock.bot")
                  : table.clock
                    ? t("clock.waiting")
                    : "",
        );
      }),
    );
  }
}
