/// <reference lib="dom" />
/**
 * The setup screen: game, player count, who plays each seat (a person or a bot), seed, bot delay
 * and options; or load a saved record. Query parameters (`game`, `players`, `roles`, `seed`,
 * `delay`, `options`) prefill the form, so a link can describe a game. The online section
 * (`online-setup.ts`) creates, lists, joins and watches matches on a match server.
 */
import { type AnyGame, type GameRecord, games } from "backroom";
import { botLabel, botNames } from "./bots.js";
import { h, replaceChildren } from "./dom.js";
import { t } from "./i18n/message.js";
import type { OnlineTarget } from "./online-session.js";
import { onlineSection } from "./online-setup.js";
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
  fail(error: unknown): void;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/** Draws the setup form into `root`. */
export function showSetup(root: HTMLElement, host: SetupHost, params: URLSearchParams): void {
  root.dataset.status = "setup";
  delete root.dataset.step;
  delete root.dataset.viewer;
  const ids = Object.keys(games);
  const gameSelect = h(
    "select",
    { id: "game" },
    ids.map((id) => h("option", { value: id }, (games[id] as AnyGame).title)),
  );
  gameSelect.value = ids.includes(params.get("game") ?? "") ? (params.get("game") as string) : (ids[0] ?? "");
  const playersInput = h("input", { id: "players", type: "number", step: 1 });
  const rolesBox = h("div", { id: "roles" });
  const seedInput = h("input", {
    id: "seed",
    value: params.get("seed") ?? String(Math.floor(Math.random() * 1e6)),
  });
  const delayInput = h("input", {
    id: "delay",
    type: "number",
    min: 0,
    step: 50,
    value: params.get("delay") ?? 150,
  });
  const optionsInput = h("textarea", { id: "options", rows: 2, spellcheck: "false" });
  optionsInput.value = params.get("options") ?? "{}";
  let roles: Role[] = (params.get("roles") ?? "").split(",").filter(Boolean);

  const game = () => games[gameSelect.value] as AnyGame;
  const drawRoles = () => {
    const g = game();
    const count = clamp(Number(playersInput.value) || g.players.min, g.players.min, g.players.max);
    const names = botNames(g, count);
    roles = Array.from({ length: count }, (_, seat) => {
      const role = roles[seat] ?? (seat === 0 ? "human" : (names[0] as string));
      return role === "human" || names.includes(role) ? role : (names[0] as string);
    });
    replaceChildren(
      rolesBox,
      roles.map((role, seat) => {
        const select = h(
          "select",
          { id: `role-${seat}`, "aria-label": t("setup.roleOf", { seat: seatName(seat, null) }) },
          h("option", { value: "human" }, t("setup.person")),
          names.map((name) => h("option", { value: name }, t("setup.bot", { name: botLabel(name) }))),
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
  const syncPlayers = () => {
    const g = game();
    playersInput.min = String(g.players.min);
    playersInput.max = String(g.players.max);
    playersInput.value = String(
      clamp(Number(playersInput.value) || g.players.min, g.players.min, g.players.max),
    );
    drawRoles();
  };
  playersInput.value = params.get("players") ?? (roles.length > 0 ? String(roles.length) : "");
  gameSelect.addEventListener("change", syncPlayers);
  playersInput.addEventListener("change", syncPlayers);
  syncPlayers();

  /** The form as a game's configuration; throws on options that are not a JSON object. */
  const readForm = (): SessionConfig => {
    const text = optionsInput.value.trim() || "{}";
    let options: unknown;
    try {
      options = JSON.parse(text);
    } catch {
      throw new ToldError(t("setup.optionsNotObject"));
    }
    if (options === null || typeof options !== "object" || Array.isArray(options)) {
      throw new ToldError(t("setup.optionsNotObject"));
    }
    const seedText = seedInput.value.trim();
    return {
      game: game(),
      players: roles.length,
      seed: /^-?\d+$/.test(seedText) ? Number(seedText) : seedText,
      options: options as Record<string, unknown>,
      roles: [...roles],
      botDelay: Math.max(0, Number(delayInput.value) || 0),
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
      h("label", {}, t("setup.game"), " ", gameSelect),
      h("label", {}, t("setup.players"), " ", playersInput),
      h("fieldset", {}, h("legend", {}, t("setup.whoPlays")), rolesBox),
      h(
        "label",
        {},
        t("setup.seed"),
        " ",
        seedInput,
        h(
          "button",
          {
            type: "button",
            id: "new-seed",
            onclick: () => {
              seedInput.value = String(Math.floor(Math.random() * 1e6));
            },
          },
          t("setup.newSeed"),
        ),
      ),
      h("label", {}, t("setup.botDelay"), " ", delayInput),
      h("label", {}, t("setup.options"), " ", optionsInput),
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
