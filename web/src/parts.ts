/// <reference lib="dom" />
/**
 * The pieces every board is drawn with: cards (face or back), piles with their count, money,
 * badges and seat panels. A card's accessible name is its name in the game's words; `data-path`
 * (the card's place in the view) lets the end-to-end test match what is drawn with the view.
 */
import { type CardFace, cardBack, type Seat } from "backroom";
import type { TableContext } from "./boards/board.js";
import { type Child, h } from "./dom.js";
import { currentLocale, formatNumber, t } from "./i18n/message.js";
import { TERM_ATTRIBUTE } from "./term-explainer.js";

/** Where a card or pile comes from in the view (a JSON path), for the tests; not shown. */
export type Path = readonly (string | number)[];

/** One card: its face (name in the game's words) or a card back. */
export function card(face: CardFace, path?: Path, note?: string): HTMLElement {
  const name = face.hidden ? cardBack({ locale: currentLocale() }).name : face.name;
  return h(
    "span",
    {
      class: `card kind-${face.kind}${face.hidden ? " back" : ""}`,
      role: "img",
      "aria-label": note ? `${name}, ${note}` : name,
      "data-path": path ? JSON.stringify(path) : undefined,
      // The glossary explains each kind of card (a hidden one as a card back).
      [TERM_ATTRIBUTE]: face.hidden ? "card.back" : `card.${face.kind}`,
    },
    face.hidden ? "" : h("span", { class: "card-name" }, face.name),
    note ? h("span", { class: "card-note" }, note) : undefined,
  );
}

/** A row of cards (or a dash when there are none). */
export function cardRow(
  faces: readonly CardFace[],
  path?: Path,
  empty: string = t("parts.none"),
): HTMLElement {
  return h(
    "div",
    { class: "cards" },
    faces.length === 0
      ? h("span", { class: "empty" }, empty)
      : faces.map((face, i) => card(face, path ? [...path, i] : undefined)),
  );
}

/**
 * A face-down pile with its count on it ("Treasury: 40 cards"); `path` names the hidden list in the
 * view, `term` the glossary's entry for the pile (`zone.deck`).
 */
export function pile(name: string, count: number, path?: Path, top?: CardFace, term?: string): HTMLElement {
  const label = t("parts.pile", { name, count });
  return h(
    "div",
    { class: "pile-box" },
    h(
      "span",
      {
        class: `card pile ${top ? `kind-${top.kind}` : "back"}${count === 0 ? " empty-pile" : ""}`,
        role: "img",
        "aria-label": top ? t("parts.pileTop", { label, top: top.name }) : label,
        "data-path": path ? JSON.stringify(path) : undefined,
        "data-count": count,
        [TERM_ATTRIBUTE]: term,
      },
      top ? h("span", { class: "card-name" }, top.name) : undefined,
      h("span", { class: "pile-count" }, formatNumber(count)),
    ),
    h("span", { class: "pile-name" }, name),
  );
}

/** Money with its total shown as a note ("$120K"). */
export function money(label: string, title?: string): HTMLElement {
  return h("span", { class: "money", title }, label);
}

/** A small label on a seat or a space ("president", "passed"). */
export function badge(text: string, kind = ""): HTMLElement {
  return h("span", { class: `badge ${kind}` }, text);
}

/** A titled box on the table. */
export function area(title: string, className: string, ...children: (Child | Child[])[]): HTMLElement {
  return h("section", { class: `area ${className}`, "aria-label": title }, h("h3", {}, title), ...children);
}

/** A labelled line ("Payout: $12M"). */
export function fact(label: string, ...value: (Child | Child[])[]): HTMLElement {
  return h(
    "div",
    { class: "fact" },
    h("span", { class: "fact-label" }, t("parts.fact", { label })),
    ...value,
  );
}

/**
 * A seat's place's classes and marks: whose move it is and who moved last are told in words (a
 * badge with a symbol), not by the highlight's colour alone.
 */
export function seatCues(seat: Seat, table: TableContext): { className: string; marks: HTMLElement[] } {
  const toAct = table.toAct.includes(seat);
  const last = table.lastActor === seat;
  return {
    className: `${toAct ? " to-act" : ""}${last ? " last-actor" : ""}`,
    marks: [
      ...(toAct ? [badge(t("a11y.toAct"), "turn-mark")] : []),
      ...(last ? [badge(t("a11y.lastMove"), "last-mark")] : []),
    ],
  };
}
