/// <reference lib="dom" />
/**
 * How to play, in the page: a modal `<dialog>` with a game's guide in the current language (the
 * goal, the components with every card, token and zone, a turn, the end, the engine's
 * interpretations), labelled by its heading, scrollable, closed by Escape or its button, and the
 * focus given back to what opened it.
 */
import { type GameGuide, guideFor, loadGuide } from "backroom";
import { h, replaceChildren } from "./dom.js";
import { currentLocale, engineWords, t } from "./i18n/message.js";

const DIALOG_ID = "rules-dialog";

/** The dialog element, made once and kept outside the screens the page redraws. */
function dialogElement(): HTMLDialogElement {
  const existing = document.getElementById(DIALOG_ID);
  if (existing instanceof HTMLDialogElement) return existing;
  const dialog = h("dialog", { id: DIALOG_ID, class: "rules-dialog", "aria-labelledby": "rules-title" });
  document.body.appendChild(dialog);
  return dialog;
}

/** A section's id in the page (`rules-goal`). */
const sectionId = (id: string) => `rules-${id}`;

/** The glossary entry's id in the page, so a popover can point into the rules (`rules-term-card-scandal`). */
export const ruleTermId = (termId: string) => `rules-term-${termId.replace(/[^a-zA-Z0-9-]/g, "-")}`;

function guideContent(guide: GameGuide, close: () => void): HTMLElement[] {
  return [
    h(
      "div",
      { class: "rules-head" },
      h("h2", { id: "rules-title" }, t("rules.title", { game: engineWords(guide.title) })),
      h("button", { id: "rules-close", class: "rules-close", onclick: close }, t("rules.close")),
    ),
    h(
      "div",
      // The text scrolls, so it takes the focus to be scrolled by keyboard.
      { class: "rules-body", tabindex: 0, role: "region", "aria-label": t("rules.text") },
      h("p", { class: "rules-summary" }, guide.summary),
      h(
        "nav",
        { "aria-label": t("rules.contents") },
        h(
          "ul",
          { class: "rules-contents" },
          guide.sections.map((section) =>
            h("li", {}, h("a", { href: `#${sectionId(section.id)}` }, section.heading)),
          ),
        ),
      ),
      guide.sections.map((section) =>
        h(
          "section",
          { class: "rules-section", "aria-labelledby": sectionId(section.id) },
          h("h3", { id: sectionId(section.id), tabindex: -1 }, section.heading),
          section.paragraphs.map((paragraph) => h("p", {}, paragraph)),
          section.items &&
            h(
              "dl",
              { class: "rules-items" },
              section.items.flatMap((item) => [
                h("dt", { id: item.termId ? ruleTermId(item.termId) : undefined }, item.term),
                h("dd", {}, item.text),
              ]),
            ),
        ),
      ),
    ),
  ];
}

/**
 * Opens the rules of `gameId` in the current language (loading German or French first) and
 * gives the focus back to `opener` (by default: what had the focus) when it closes. Resolves once
 * the dialog is shown.
 */
export async function openRules(gameId: string, opener?: HTMLElement): Promise<void> {
  const back = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : undefined);
  // The opener may be redrawn while the dialog is open: its id finds the new one.
  const backId = back?.id;
  const locale = currentLocale();
  await loadGuide(gameId, locale);
  const dialog = dialogElement();
  const close = () => dialog.close();
  replaceChildren(dialog, guideContent(guideFor(gameId, { locale }), close));
  dialog.dataset.game = gameId;
  dialog.lang = locale;
  // A link to a section scrolls the text there and moves the focus to its heading.
  dialog.onclick = (event) => {
    const link = (event.target as Element).closest("a[href^='#rules-']");
    if (!link) return;
    event.preventDefault();
    const heading = dialog.querySelector<HTMLElement>(link.getAttribute("href") as string);
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  };
  dialog.onclose = () => {
    const target = back?.isConnected ? back : backId ? document.getElementById(backId) : null;
    target?.focus();
  };
  if (!dialog.open) dialog.showModal();
  (dialog.querySelector("#rules-close") as HTMLElement).focus();
}

/** A button that opens the rules of `gameId` ("Rules"); `id` names it in the page. */
export function rulesButton(gameId: string, id = "rules-open"): HTMLButtonElement {
  const button: HTMLButtonElement = h(
    "button",
    {
      id,
      class: "rules-open",
      "aria-haspopup": "dialog",
      onclick: () => void openRules(gameId, button),
    },
    t("rules.open"),
  );
  return button;
}
