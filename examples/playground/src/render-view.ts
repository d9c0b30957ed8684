/// <reference lib="dom" />
/**
 * A generic, readable rendering of any game's view: per-seat data as one table (a row per seat),
 * the rest of the table as nested key/value tables, the last action's events, the options folded
 * away, the game's own `renderView` text where it has one, and the raw JSON (for tests and the
 * curious). Every primitive carries `data-path` (its JSON path in the view), so a test can prove
 * the page shows exactly the view and nothing else.
 */
import type { AnyGame, Seat, ViewBase } from "backroom";
import { type Child, h } from "./dom.js";
import { eventText, leafText } from "./text.js";

type Path = readonly (string | number)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function leaf(value: unknown, path: Path, inList: boolean): HTMLElement {
  const hidden = value === null && inList;
  return h(
    "span",
    {
      class: hidden ? "leaf hidden" : "leaf",
      "data-path": JSON.stringify(path),
      title: hidden ? "hidden" : undefined,
    },
    leafText(value, inList),
  );
}

/** Renders any JSON value; `inList` says whether it is an element of an array (for `null` placeholders). */
export function renderValue(value: unknown, path: Path, inList = false): HTMLElement {
  if (value === null || typeof value !== "object") return leaf(value, path, inList);
  if (Array.isArray(value)) {
    if (value.length === 0) return h("span", { class: "empty" }, "none");
    if (value.every((item) => item === null || typeof item !== "object")) {
      return h(
        "span",
        { class: "list" },
        value.map((item, i) => leaf(item, [...path, i], true)),
      );
    }
    if (value.every(isObject)) return objectTable(value as Record<string, unknown>[], path);
    return h(
      "ol",
      { class: "items", start: 0 },
      value.map((item, i) => h("li", {}, renderValue(item, [...path, i], true))),
    );
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return h("span", { class: "empty" }, "none");
  return h(
    "table",
    { class: "kv" },
    h(
      "tbody",
      {},
      entries.map(([key, item]) =>
        h("tr", {}, h("th", {}, key), h("td", {}, renderValue(item, [...path, key]))),
      ),
    ),
  );
}

/** An array of objects as a table: one row per element, one column per key. */
function objectTable(rows: readonly Record<string, unknown>[], path: Path): HTMLElement {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return h(
    "table",
    { class: "grid" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", {}, "#"),
        keys.map((key) => h("th", {}, key)),
      ),
    ),
    h(
      "tbody",
      {},
      rows.map((row, i) =>
        h(
          "tr",
          {},
          h("th", {}, String(i)),
          keys.map((key) => h("td", {}, key in row ? renderValue(row[key], [...path, i, key]) : "")),
        ),
      ),
    ),
  );
}

/** A top-level field holds one entry per seat when it is a list of per-seat structures or flags. */
function isPerSeat(value: unknown, players: number): value is unknown[] {
  return (
    Array.isArray(value) &&
    value.length === players &&
    value.every((item) => (item !== null && typeof item === "object") || typeof item === "boolean")
  );
}

/** The seat label used everywhere on the page. */
export function seatName(seat: Seat, you: Seat | null, roles?: readonly string[]): string {
  if (seat === you) return `seat ${seat} (you)`;
  const role = roles?.[seat];
  return role && role !== "human" ? `seat ${seat} (${role})` : `seat ${seat}`;
}

/** The whole view panel of one viewer (a seat, or `null` for a spectator). */
export function renderView(
  game: AnyGame,
  view: ViewBase,
  players: number,
  roles?: readonly string[],
): HTMLElement {
  const { viewer, events, options, ...rest } = view as ViewBase & Record<string, unknown>;
  const seatKeys = Object.keys(rest).filter((key) => isPerSeat(rest[key], players));
  const tableKeys = Object.keys(rest).filter((key) => !seatKeys.includes(key));
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const sections: Child[] = [
    h("h2", {}, viewer === null ? "Spectator view" : `Your view: seat ${viewer}`),
    seatKeys.length > 0 &&
      h(
        "section",
        { class: "seats" },
        h("h3", {}, "Seats"),
        h(
          "table",
          { class: "grid" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", {}, "seat"),
              seatKeys.map((key) => h("th", {}, key)),
            ),
          ),
          h(
            "tbody",
            {},
            seats.map((seat) =>
              h(
                "tr",
                { class: seat === viewer ? "you" : undefined },
                h("th", {}, seatName(seat, viewer, roles)),
                seatKeys.map((key) =>
                  h("td", {}, renderValue((rest[key] as unknown[])[seat], [key, seat], true)),
                ),
              ),
            ),
          ),
        ),
      ),
    h(
      "section",
      { class: "table" },
      h("h3", {}, "Table"),
      renderValue(Object.fromEntries(tableKeys.map((k) => [k, rest[k]])), []),
    ),
    Array.isArray(events) &&
      h(
        "section",
        { class: "events" },
        h("h3", {}, "Events of the last action"),
        events.length === 0
          ? h("p", { class: "empty" }, "none")
          : h(
              "ul",
              {},
              events.map((event) => h("li", {}, eventText(event))),
            ),
      ),
    game.renderView &&
      h("section", { class: "text" }, h("h3", {}, "As text"), h("pre", {}, game.renderView(view))),
    options !== undefined &&
      h("details", { class: "options" }, h("summary", {}, "Options"), renderValue(options, ["options"])),
    h(
      "details",
      { class: "raw" },
      h("summary", {}, "Raw view JSON"),
      h("pre", { id: "view-json" }, JSON.stringify(view, null, 1)),
    ),
  ];
  return h("div", { class: "view", "data-viewer": viewer === null ? "spectator" : viewer }, sections);
}
