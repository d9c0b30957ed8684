/// <reference lib="dom" />
/**
 * The setup screen: a card per game (its table pictured, what it is about, its players and
 * length, its rules), the player count, who plays each seat (a person, or a bot named by its
 * strength), the game's options as form controls with their explanations; the seed, the bots'
 * delay and the debugging tools only under "Advanced" (open with `?debug`); or load a saved record.
 * Query parameters (`game`, `players`, `roles` as bot names, `seed`, `delay`, `options` as JSON)
 * prefill the form, so a link can describe a game. The online section (`online-setup.ts`) creates,
 * lists, joins and watches matches on a match server.
 */
import { type AnyGame, botStrengths, type GameRecord, games } from "backroom";
import { h, replaceChildren } from "./dom.js";
import { gameCard, typicalMinutes } from "./game-card.js";
import { currentLocale, engineWords, t } from "./i18n/message.js";
import type { OnlineTarget } from "./online-session.js";
import { onlineSection } from "./online-setup.js";
import { OptionsForm } from "./options-form.js";
import { readRecord } from "./record-file.js";
import { ToldError } from "./refusals.js";
import { seatName } from "./seats.js";
import type { Role, SessionConfig } from "./session.js";

/** What the setup screen asks of the page around it. */
export interface SetupHost {
  start(config: SessionConfig): void;
  /** Opens a match on a match server (a seat or watching). */
  online(target: OnlineTarget): void;
  load(record: GameRecord): void;
  /** Opens a game's rules. */
  rules(gameId: string): void;
  fail(error: unknown): void;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/** A fresh seed for a new game (the page's own randomness; the engines take it as given). */
export const newSeed = (): string => String(Math.floor(Math.random() * 1e6));

/** The options a link gives (`options` as a JSON object), or none. */
function linkOptions(params: URLSearchParams): Record<string, unknown> {
  const text = params.get("options");
  if (!text) return {};
  let options: unknown;
  try {
    options = JSON.parse(text);
  } catch {
    throw new ToldError(t("setup.linkOptions"));
  }
  if (options === null || typeof options !== "object" || Array.isArray(options))
    throw new ToldError(t("setup.linkOptions"));
  return options as Record<string, unknown>;
}

/** Draws the setup form into `root`. */
export function showSetup(root: HTMLElement, host: SetupHost, params: URLSearchParams): void {
  root.dataset.status = "setup";
  delete root.dataset.step;
  delete root.dataset.viewer;
  const ids = Object.keys(games);
  let gameId = ids.includes(params.get("game") ?? "") ? (params.get("game") as string) : (ids[0] as string);
  let given: Record<string, unknown> = {};
  try {
    given = linkOptions(params);
  } catch (error) {
    host.fail(error);
  }
  let players = Number(params.get("players")) || 0;
  let roles: Role[] = (params.get("roles") ?? "").split(",").filter(Boolean);
  const game = () => games[gameId] as AnyGame;

  const cards = h("div", { class: "game-cards" });
  const playersSelect = h("select", { id: "players" });
  const lengthHint = h("span", { id: "length-hint", class: "hint" });
  const rolesBox = h("div", { id: "roles" });
  const optionsBox = h("div", { id: "options-box" });
  let options: OptionsForm | undefined;
  const seedInput = h("input", { id: "seed", value: params.get("seed") ?? newSeed(), autocomplete: "off" });
  const delayInput = h("input", {
    id: "delay",
    type: "number",
    min: 0,
    step: 50,
    value: params.get("delay") ?? 400,
  });
  const toolsInput = h("input", { id: "debug-tools", type: "checkbox" });
  toolsInput.checked = params.has("debug");

  const drawCards = () =>
    replaceChildren(
      cards,
      ids.map((id) =>
        gameCard(games[id] as AnyGame, id === gameId, {
          choose: (chosen) => {
            if (chosen === gameId) return;
            gameId = chosen;
            given = {};
            for (const card of Array.from(cards.querySelectorAll<HTMLElement>(".game-card")))
              card.classList.toggle("chosen", card.dataset.game === chosen);
            drawGame();
          },
          rules: (id) => host.rules(id),
        }),
      ),
    );

  const drawHint = () => {
    const people = roles.filter((role) => role === "human").length;
    const hint = rolesBox.querySelector("#mode-hint");
    if (hint) {
      hint.textContent =
        people === 0
          ? t("setup.hint.watch")
          : people === 1
            ? t("setup.hint.one")
            : t("setup.hint.hotSeat", { people });
    }
  };

  const drawRoles = () => {
    const strengths = botStrengths(gameId, players, { locale: currentLocale() });
    const names: string[] = strengths.map((strength) => strength.bot);
    // A new seat is a bot of standard strength where the game has one, else the first there is.
    const standard =
      strengths.find((strength) => strength.strength === "standard")?.bot ?? (names[0] as string);
    roles = Array.from({ length: players }, (_, seat) => {
      const role = roles[seat] ?? (seat === 0 ? "human" : standard);
      return role === "human" || names.includes(role) ? role : standard;
    });
    replaceChildren(
      rolesBox,
      roles.map((role, seat) => {
        const select = h(
          "select",
          { id: `role-${seat}`, "aria-label": t("setup.roleOf", { seat: seatName(seat, null) }) },
          h("option", { value: "human" }, t("setup.person")),
          strengths.map((strength) =>
            h("option", { value: strength.bot }, t("setup.bot", { name: engineWords(strength.label) })),
          ),
        );
        select.value = role;
        select.addEventListener("change", () => {
          roles[seat] = select.value;
          drawHint();
        });
        return h("label", { class: "role" }, t("setup.seatLabel", { seat: seatName(seat, null) }), select);
      }),
      h("p", { id: "mode-hint", class: "hint" }),
    );
    drawHint();
  };

  const drawCount = () => {
    const minutes = typicalMinutes(game(), players);
    lengthHint.textContent = minutes === undefined ? "" : t("setup.length", { minutes });
    drawRoles();
    try {
      options = new OptionsForm(game(), players, given);
      replaceChildren(optionsBox, options.element);
    } catch (error) {
      options = undefined;
      replaceChildren(optionsBox);
      host.fail(error);
    }
  };

  /** The chosen game's player counts, then its seats and options. */
  const drawGame = () => {
    const g = game();
    players = clamp(players || Math.max(g.players.min, roles.length), g.players.min, g.players.max);
    replaceChildren(
      playersSelect,
      Array.from({ length: g.players.max - g.players.min + 1 }, (_, i) =>
        h("option", { value: g.players.min + i }, t("setup.playerCount", { count: g.players.min + i })),
      ),
    );
    playersSelect.value = String(players);
    drawCount();
  };
  playersSelect.addEventListener("change", () => {
    players = Number(playersSelect.value);
    given = options?.read() ?? given;
    drawCount();
  });
  drawCards();
  drawGame();

  /** The form as a game's configuration. */
  const readForm = (): SessionConfig => {
    const seedText = seedInput.value.trim() || newSeed();
    return {
      game: game(),
      players: roles.length,
      seed: /^-?\d+$/.test(seedText) ? Number(seedText) : seedText,
      options: options?.read() ?? given,
      roles: [...roles],
      botDelay: Math.max(0, Number(delayInput.value) || 0),
      advanced: toolsInput.checked,
    };
  };
  const start = (event: Event) => {
    event.preventDefault();
    try {
      host.start(readForm());
    } catch (error) {
      host.fail(error);
    }
  };
  const fileInput = h("input", { id: "load", type: "file", accept: ".json,application/json" });
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    fileInput.value = ""; // so that choosing the same file again loads it again
    try {
      host.load(await readRecord(file));
    } catch (error) {
      host.fail(error);
    }
  });

  // Opened from an invitation link, the page shows the match to join first.
  const online = onlineSection(host, params, readForm);
  replaceChildren(
    root,
    params.get("match") ? online : undefined,
    h(
      "form",
      { id: "setup", onsubmit: start },
      h("h2", {}, t("setup.title")),
      h("fieldset", { class: "games" }, h("legend", {}, t("setup.chooseGame")), cards),
      h(
        "div",
        { class: "setup-columns" },
        h(
          "div",
          { class: "setup-seats" },
          h(
            "p",
            { class: "players-line" },
            h("label", { for: "players" }, t("setup.players")),
            " ",
            playersSelect,
            " ",
            lengthHint,
          ),
          h("fieldset", {}, h("legend", {}, t("setup.whoPlays")), rolesBox),
        ),
        optionsBox,
      ),
      h(
        "details",
        { id: "advanced", open: params.has("debug") },
        h("summary", {}, t("setup.advanced")),
        // The button beside the seed is outside its label, so the field is named "Seed" alone.
        h(
          "div",
          { class: "seed-field" },
          h("label", {}, t("setup.seed"), " ", seedInput),
          " ",
          h(
            "button",
            {
              type: "button",
              id: "new-seed",
              onclick: () => {
                seedInput.value = newSeed();
              },
            },
            t("setup.newSeed"),
          ),
        ),
        h("label", {}, t("setup.botDelay"), " ", delayInput),
        h("label", {}, toolsInput, " ", t("setup.debugTools")),
      ),
      h("p", {}, h("button", { id: "start", type: "submit" }, t("setup.start"))),
    ),
    params.get("match") ? undefined : online,
    h(
      "section",
      { id: "load-record" },
      h("h2", {}, t("setup.replayTitle")),
      h("label", {}, t("setup.record"), " ", fileInput),
    ),
  );
}
