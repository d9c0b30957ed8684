/// <reference lib="dom" />
/**
 * A game's card on the setup screen: a small picture of its table, its title (the radio button that
 * picks it), what it is about in one line, its player counts and typical length (measured from bot
 * games), and a button that opens its rules.
 */
import { type AnyGame, gameFacts } from "backroom";
import { h } from "./dom.js";
import { currentLocale, engineWords, t } from "./i18n/message.js";
import { tablePicture } from "./table-picture.js";

/** What a card does when it is used. */
export interface CardActions {
  /** The card's game was picked. */
  choose(gameId: string): void;
  /** The card's Rules button was pressed. */
  rules(gameId: string): void;
}

/** The shortest and longest typical minutes of a game over its player counts. */
function minutesRange(game: AnyGame): { least: number; most: number } | undefined {
  const lengths = gameFacts(game.id, { locale: currentLocale() }).typicalLength;
  if (lengths.length === 0) return undefined;
  const minutes = lengths.map((length) => length.minutes);
  return { least: Math.min(...minutes), most: Math.max(...minutes) };
}

/** The typical minutes of a game at a player count, if measured. */
export function typicalMinutes(game: AnyGame, players: number): number | undefined {
  return gameFacts(game.id, { locale: currentLocale() }).typicalLength.find(
    (length) => length.players === players,
  )?.minutes;
}

/** One game's card; `chosen` draws it picked. */
export function gameCard(game: AnyGame, chosen: boolean, actions: CardActions): HTMLElement {
  const facts = gameFacts(game.id, { locale: currentLocale() });
  const titleId = `card-title-${game.id}`;
  const radio = h("input", {
    type: "radio",
    name: "game",
    id: `pick-${game.id}`,
    value: game.id,
    "aria-describedby": `card-line-${game.id} card-facts-${game.id}`,
  });
  radio.checked = chosen;
  radio.addEventListener("change", () => {
    if (radio.checked) actions.choose(game.id);
  });
  const range = minutesRange(game);
  const card = h(
    "div",
    { class: `game-card${chosen ? " chosen" : ""}`, "data-game": game.id },
    tablePicture(game),
    h(
      "h3",
      { id: titleId, class: "game-card-title" },
      h("label", { for: radio.id }, radio, " ", engineWords(facts.title)),
    ),
    h("p", { id: `card-line-${game.id}`, class: "game-card-line" }, engineWords(facts.oneLine)),
    h(
      "p",
      { id: `card-facts-${game.id}`, class: "game-card-facts" },
      t("card.players", { min: facts.minPlayers, max: facts.maxPlayers }),
      range && " · ",
      range &&
        t("card.minutes", { least: range.least, most: range.most, same: String(range.least === range.most) }),
    ),
    h(
      "button",
      {
        type: "button",
        class: "rules-button",
        "aria-label": t("card.rulesOf", { game: facts.title }),
        onclick: () => actions.rules(game.id),
      },
      t("card.rules"),
    ),
  );
  // A click anywhere on the card (but its Rules button) picks the game, as its title does.
  card.addEventListener("click", (event) => {
    if ((event.target as Element).closest("button, label, input")) return;
    radio.checked = true;
    actions.choose(game.id);
  });
  return card;
}
