/// <reference lib="dom" />
/**
 * What each thing on a board is: every card, token, zone and mark the board tags with `data-term`
 * gets its glossary explanation as its accessible description (`aria-describedby`) and as a
 * popover that opens on hover, on keyboard focus and on a tap, and closes on Escape. The board is
 * one stop in the Tab order; the arrow keys (and Home, End) move between its things.
 */
import { h } from "./dom.js";

/** A glossary entry: the thing's name and what it is. */
export interface Explanation {
  readonly name: string;
  readonly explanation: string;
}

/** Finds a term's explanation in the current language, or `undefined` when there is none (yet). */
export type TermLookup = (termId: string) => Explanation | undefined;

/** The attribute a board puts on each thing it draws that the glossary explains. */
export const TERM_ATTRIBUTE = "data-term";

/** Tags `element` as the thing `termId` explains (an area: its heading; a labelled fact: its label), and returns it. */
export function explained<T extends HTMLElement>(termId: string, element: T): T {
  const part = element.classList.contains("area")
    ? "h3"
    : element.classList.contains("fact")
      ? ".fact-label"
      : "";
  const target = part ? (element.querySelector<HTMLElement>(part) ?? element) : element;
  target.setAttribute(TERM_ATTRIBUTE, termId);
  return element;
}

/** A term id as a fragment of an element id (`zone.fund` → `zone-fund`). */
const idPart = (termId: string) => termId.replace(/[^a-zA-Z0-9-]/g, "-");

/** The arrow keys move between the things; Home and End go to the first and the last. */
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => Math.min(n - 1, i + 1),
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The explanations of one board on screen; it keeps which thing was focused across redraws. */
export class TermExplainer {
  /** The thing that takes the board's Tab stop (its index among the explained things). */
  private current = 0;
  private pinned: HTMLElement | undefined;
  /** Closes the popover a tap opened, on a tap elsewhere. */
  private close: (() => void) | undefined;
  private readonly outside = (event: PointerEvent) => {
    const target = event.target as Node | null;
    if (
      this.pinned &&
      target &&
      !this.pinned.contains(target) &&
      !document.querySelector(".term-tip")?.contains(target)
    )
      this.close?.();
  };

  constructor(
    private readonly lookup: TermLookup,
    /** A prefix for element ids, so two boards on a page do not share ids. */
    private readonly prefix = "term",
  ) {
    document.addEventListener("pointerdown", this.outside, true);
  }

  /** Stops listening to the page (when the board leaves it). */
  dispose(): void {
    document.removeEventListener("pointerdown", this.outside, true);
  }

  /**
   * Explains every tagged thing inside `board` (the board's root, drawn anew): describes each with
   * its term, puts one in the Tab order, and adds the popover and the descriptions to `board`.
   * Returns the things explained.
   */
  wire(board: HTMLElement): HTMLElement[] {
    const things = Array.from(board.querySelectorAll<HTMLElement>(`[${TERM_ATTRIBUTE}]`)).filter(
      (element) => this.lookup(element.getAttribute(TERM_ATTRIBUTE) as string) !== undefined,
    );
    const descriptions = h("div", { class: "term-texts", hidden: true });
    const written = new Set<string>();
    this.current = Math.min(this.current, Math.max(0, things.length - 1));
    things.forEach((thing, index) => {
      const termId = thing.getAttribute(TERM_ATTRIBUTE) as string;
      const id = `${this.prefix}-${idPart(termId)}`;
      if (!written.has(termId)) {
        written.add(termId);
        const term = this.lookup(termId) as Explanation;
        descriptions.appendChild(h("p", { id }, `${term.name}: ${term.explanation}`));
      }
      thing.setAttribute("aria-describedby", id);
      thing.tabIndex = index === this.current ? 0 : -1;
      thing.dataset.termIndex = String(index);
      thing.classList.add("explained");
    });
    const tip = h("div", {
      class: "term-tip",
      id: `${this.prefix}-tip`,
      hidden: true,
      "aria-hidden": "true",
    });
    board.append(descriptions, tip);
    this.listen(board, things, tip);
    return things;
  }

  /** The focused thing's index, to focus it again after the board is drawn anew. */
  focusedIndex(): number | undefined {
    const active = document.activeElement as HTMLElement | null;
    const index = active?.dataset.termIndex;
    return index === undefined || !active?.classList.contains("explained") ? undefined : Number(index);
  }

  private listen(board: HTMLElement, things: HTMLElement[], tip: HTMLElement): void {
    const thingOf = (target: EventTarget | null) =>
      target instanceof Element ? (target.closest<HTMLElement>(".explained") ?? undefined) : undefined;
    const show = (thing: HTMLElement) => {
      const term = this.lookup(thing.getAttribute(TERM_ATTRIBUTE) as string);
      if (!term) return;
      tip.replaceChildren(h("strong", {}, term.name), h("span", {}, term.explanation));
      tip.hidden = false;
      tip.dataset.for = thing.dataset.termIndex;
      place(tip, thing, board);
    };
    const hide = () => {
      tip.hidden = true;
      this.pinned = undefined;
    };
    this.pinned = undefined;
    this.close = hide;
    board.addEventListener("focusin", (event) => {
      const thing = thingOf(event.target);
      if (!thing) return;
      this.current = Number(thing.dataset.termIndex);
      for (const other of things) other.tabIndex = other === thing ? 0 : -1;
      show(thing);
    });
    board.addEventListener("focusout", (event) => {
      if (!thingOf(event.relatedTarget) && this.pinned === undefined) hide();
    });
    board.addEventListener("pointerover", (event) => {
      const thing = thingOf(event.target);
      if (thing && event.pointerType === "mouse" && this.pinned === undefined) show(thing);
    });
    board.addEventListener("pointerout", (event) => {
      // The popover may be hovered itself (to read it) without closing.
      const to = event.relatedTarget;
      if (event.pointerType !== "mouse" || this.pinned !== undefined) return;
      if (to instanceof Node && (tip.contains(to) || thingOf(to))) return;
      hide();
    });
    // A tap (or a click) opens the popover and keeps it open; a second tap on the same thing closes it.
    board.addEventListener("click", (event) => {
      const thing = thingOf(event.target);
      if (!thing) return;
      if (this.pinned === thing && !tip.hidden) return hide();
      show(thing);
      this.pinned = thing;
    });
    board.addEventListener("keydown", (event) => {
      const thing = thingOf(event.target);
      if (!thing) return;
      if (event.key === "Escape") {
        if (!tip.hidden) event.stopPropagation();
        hide();
        return;
      }
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const next = things[move(Number(thing.dataset.termIndex), things.length)];
      next?.focus();
    });
  }
}

/** Puts the popover under its thing (above it when there is no room below), inside the board's width. */
function place(tip: HTMLElement, thing: HTMLElement, board: HTMLElement): void {
  const frame = board.getBoundingClientRect();
  const anchor = thing.getBoundingClientRect();
  tip.style.maxWidth = `${Math.min(320, frame.width - 8)}px`;
  const width = tip.getBoundingClientRect().width;
  const left = Math.max(4, Math.min(anchor.left - frame.left, frame.width - width - 4));
  const below = anchor.bottom - frame.top + 6;
  const height = tip.getBoundingClientRect().height;
  const roomBelow = window.innerHeight - anchor.bottom;
  const top =
    roomBelow < height + 12 && anchor.top > height + 12 ? anchor.top - frame.top - height - 6 : below;
  tip.style.left = `${left}px`;
  tip.style.top = `${top}px`;
}
