/// <reference lib="dom" />
/**
 * The chat panel of an online table: a tab for everyone and one per other seat (private lines),
 * unread marks on the tabs and on the folded panel, the lines of the open conversation, and a line
 * to type in. Built once and updated in place, so typing survives every redraw of the table. The
 * tabs follow the WAI-ARIA tabs pattern (one tab in the Tab order, arrows, Home and End between
 * them, the conversation below as their tab panel); only lines said while the page is here are
 * told through the live region, never the history a (re)join catches up on.
 */

import { seatName } from "backroom";
import { announce } from "./announcer.js";
import { isBotName } from "./bots.js";
import { h, replaceChildren } from "./dom.js";
import { currentLocale, formatNumber, type Message, t } from "./i18n/message.js";
import type { OnlineSession } from "./online-session.js";
import { tabKeyTarget } from "./tab-keys.js";
import type { Conversation } from "./table-talk.js";

/** The id of the element that shows the open conversation (the tabs' tab panel). */
const PANEL_ID = "chat-conversation";

/** The id of a conversation's tab (the tab panel is labelled by the selected one). */
const tabId = (conversation: Conversation) => `chat-tab-${conversation}`;

/** A seat as the chat names it: "you", "Seat 1 (Bea)" or "Seat 2". */
export function personName(session: OnlineSession, seat: number): Message {
  if (seat === session.seat) return t("chat.you");
  const name = seatName(seat, { locale: currentLocale() });
  const role = session.roles[seat];
  return role && role !== "human" ? t("seat.role", { name, role }) : t("seat.plain", { name });
}

/** The chat panel of one online session. */
export class ChatPanel {
  readonly element: HTMLDetailsElement;
  private readonly summaryMark = h("span", { class: "unread", id: "chat-unread" });
  private readonly title = h("span", {});
  /** The panel's toggle: its label says how many lines are unread, in words. */
  private readonly summary = h("summary", {}, this.title, " ", this.summaryMark);
  private readonly tabs = h("div", {
    class: "chat-tabs",
    role: "tablist",
    onkeydown: (event: Event) => this.moveTab(event as KeyboardEvent),
  });
  private readonly hint = h("p", { class: "hint" });
  private readonly sendButton = h("button", { id: "chat-send", type: "submit" });
  private readonly log = h("ol", { id: "chat-log", tabindex: 0, "aria-label": t("a11y.chatList") });
  /** The open conversation's lines and the line to type in: the tab panel of the selected tab. */
  private readonly conversationPanel = h("div", { id: PANEL_ID, role: "tabpanel" }, this.log);
  /** The newest chat line told through the live region. */
  private announcedLine: number | undefined;
  private readonly input = h("input", {
    id: "chat-input",
    maxlength: 500,
    autocomplete: "off",
  });

  constructor(private readonly session: OnlineSession) {
    const talk = session.talk;
    talk.shown = !window.matchMedia("(max-width: 480px)").matches;
    const form =
      session.seat === null
        ? this.hint
        : h(
            "form",
            { id: "chat-form", onsubmit: (event: Event) => this.send(event) },
            this.input,
            this.sendButton,
          );
    // The toggle folds and unfolds the panel itself (Enter and Space on it click too), so the focus
    // follows a person's opening at once; the panel unfolded at start does not take the focus.
    this.summary.addEventListener("click", (event) => {
      event.preventDefault();
      this.element.open = !this.element.open;
      if (this.element.open) (this.session.seat === null ? this.log : this.input).focus();
    });
    this.element = h(
      "details",
      { id: "chat", class: "chat", open: talk.shown, onkeydown: (event: Event) => this.escape(event) },
      this.summary,
      this.tabs,
      this.conversationPanel,
    );
    this.conversationPanel.append(form);
    this.element.addEventListener("toggle", () => {
      talk.shown = this.element.open;
      this.update();
    });
    this.update();
  }

  /** Escape folds the open panel and gives the focus back to its toggle. */
  private escape(event: Event): void {
    const key = event as KeyboardEvent;
    if (key.key !== "Escape" || key.isComposing || !this.element.open) return;
    key.preventDefault();
    key.stopPropagation();
    this.element.open = false;
    this.summary.focus();
  }

  /** Arrow keys, Home and End select and focus another tab (automatic activation). */
  private moveTab(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const conversations = this.conversations();
    const target = tabKeyTarget(
      event.key,
      conversations.indexOf(this.session.talk.open),
      conversations.length,
    );
    if (target === undefined) return;
    event.preventDefault();
    this.session.talk.open = conversations[target] as Conversation;
    this.update();
  }

  /** The conversations this seat has: everyone, then each other seat (a spectator has only the public one). */
  private conversations(): Conversation[] {
    const others = Array.from({ length: this.session.players }, (_, seat) => seat).filter(
      (seat) => seat !== this.session.seat && !isBotName(this.session.roles[seat]),
    );
    return this.session.seat === null ? ["all"] : ["all", ...others];
  }

  /** Redraws tabs, marks and lines (the typed text stays). */
  update(): void {
    const { talk } = this.session;
    const newest = talk.lines.at(-1)?.id ?? 0;
    // Lines that arrive while the panel is up are told through the live region (not the backlog).
    if (this.announcedLine !== undefined)
      announce(
        ...talk.lines
          .filter(
            (line) =>
              line.id > (this.announcedLine as number) &&
              line.from !== this.session.seat &&
              talk.isLive(line),
          )
          .slice(-3)
          .map((line) => t("a11y.said", { who: personName(this.session, line.from), text: line.text })),
      );
    this.announcedLine = newest;
    const conversations = this.conversations();
    // A conversation whose tab is gone (its seat became a bot) gives way to the public one.
    if (!conversations.includes(talk.open)) talk.open = "all";
    if (talk.shown) talk.markSeen(talk.open);
    const total = talk.unreadTotal(conversations);
    // The fixed words are set on each update too, so a change of language reaches them.
    this.tabs.setAttribute("aria-label", t("chat.conversations"));
    this.input.setAttribute("aria-label", t("chat.message"));
    this.title.textContent = t("chat.title");
    this.hint.textContent = t("chat.spectators");
    this.sendButton.textContent = t("chat.send");
    this.summaryMark.textContent = total > 0 ? t("chat.unread", { total }) : "";
    // The tabs are drawn anew: a focused one hands the focus to the selected one (a line arriving
    // must not drop it; an arrow key has just selected the tab it moves to).
    const tabFocused = this.tabs.contains(document.activeElement);
    replaceChildren(
      this.tabs,
      conversations.map((conversation) => {
        const unread = talk.unread(conversation);
        const label = conversation === "all" ? t("chat.everyone") : personName(this.session, conversation);
        return h(
          "button",
          {
            type: "button",
            role: "tab",
            class: "chat-tab",
            id: tabId(conversation),
            "data-conversation": String(conversation),
            "aria-selected": String(talk.open === conversation),
            "aria-controls": PANEL_ID,
            tabindex: talk.open === conversation ? 0 : -1,
            onclick: () => {
              talk.open = conversation;
              this.input.placeholder = this.placeholder();
              this.update();
            },
          },
          label,
          unread > 0 &&
            h(
              "span",
              { class: "unread" },
              // The badge shows the number; the words say what it counts to a screen reader.
              h("span", { "aria-hidden": "true" }, formatNumber(unread)),
              h("span", { class: "visually-hidden" }, t("chat.unreadLines", { count: unread })),
            ),
        );
      }),
    );
    if (tabFocused) document.getElementById(tabId(talk.open))?.focus();
    this.conversationPanel.setAttribute("aria-labelledby", tabId(talk.open));
    const lines = talk.linesOf(talk.open);
    replaceChildren(
      this.log,
      lines.length === 0
        ? h("li", { class: "chat-empty" }, talk.open === "all" ? t("chat.emptyAll") : t("chat.emptyPrivate"))
        : lines.map((line) =>
            h(
              "li",
              { class: `chat-line${line.to === null ? "" : " private"}`, "data-id": line.id },
              h("strong", {}, personName(this.session, line.from)),
              line.to !== null &&
                h("span", { class: "to" }, t("chat.to", { name: personName(this.session, line.to) })),
              t("chat.colon"),
              line.text,
            ),
          ),
    );
    this.log.scrollTop = this.log.scrollHeight;
    this.input.placeholder = this.placeholder();
  }

  private placeholder(): string {
    const open = this.session.talk.open;
    return open === "all" ? t("chat.sayAll") : t("chat.whisper", { name: personName(this.session, open) });
  }

  private send(event: Event): void {
    event.preventDefault();
    const text = this.input.value.trim();
    if (!text) return;
    const open = this.session.talk.open;
    void this.session.say(text, open === "all" ? undefined : open).then((said) => {
      if (said) this.input.value = "";
    });
  }
}
