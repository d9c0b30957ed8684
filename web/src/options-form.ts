/// <reference lib="dom" />
/**
 * A game's options as form controls, generated from the game's own description of them
 * (`describeOptions`): a checkbox for an on/off option, a number field within its range (left empty
 * for the rules' own default where the option allows it), a list for a choice, a group of
 * checkboxes for a set, and for a list of groups one such group with a count per group (added and
 * removed by buttons); each with its label and its explanation. Options a game marks as advanced
 * are folded under "More options". Only the options that differ from the defaults go into the
 * result (a list option whole where one of its entries changed), so a record names what was
 * changed. After every change the result goes through the game's own validation (`setup`); a
 * `ConfigError` is said by the control it names and keeps the form from being sent.
 */
import {
  type AnyGame,
  ConfigError,
  describeOptions,
  type GroupsOptionDescription,
  type OptionDescription,
  type OptionGroup,
  optionsFromForm,
  type SetMember,
  type SetOptionDescription,
} from "backroom";
import { h, replaceChildren } from "./dom.js";
import { currentLocale, engineWords, t } from "./i18n/message.js";

/** One control, how to read it back (`undefined`: at its default) and where to say what is wrong with it. */
interface Field {
  readonly description: OptionDescription;
  readonly element: HTMLElement;
  /** The input that carries the control's validity (the browser shows its message there). */
  readonly focusTarget: () => HTMLInputElement | HTMLSelectElement | HTMLButtonElement;
  /** Where a refusal of the game's validation is written. */
  readonly error: HTMLElement;
  read(): unknown;
}

/** The value at a dotted path of a nested value (`board.3.fixed`), `undefined` where there is none. */
function valueAt(value: unknown, key: string): unknown {
  let node = value;
  for (const segment of key.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** True when two plain values (JSON data) are equal, objects regardless of their keys' order. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** True when two lists hold the same members, in any order. */
function sameMembers(a: readonly SetMember[], b: readonly SetMember[]): boolean {
  return a.length === b.length && a.every((member) => b.includes(member));
}

/** The first segment of an option's key: the option of the options object it is part of. */
const topOf = (key: string) => key.split(".")[0] as string;

/** The option key a `ConfigError` names (`options.board[3].groups[0]` → `board.3.groups.0`). */
const errorKey = (field: string) => field.replace(/^options\.?/, "").replace(/\[(\d+)\]/g, ".$1");

/** The id of an option's control (dots are fine in ids, but not in CSS selectors a test may write). */
const controlId = (key: string) => `option-${key.replace(/\./g, "-")}`;

/** A checkbox per offered member, named by the member; `checked` says which start ticked. */
function memberBoxes(
  id: string,
  description: SetOptionDescription | GroupsOptionDescription,
  checked: readonly SetMember[],
): { element: HTMLElement; boxes: HTMLInputElement[] } {
  const boxes = description.choices.map((choice, index) => {
    const box = h("input", { id: `${id}-${index}`, type: "checkbox", value: String(choice.value) });
    box.checked = checked.includes(choice.value);
    return box;
  });
  const element = h(
    "span",
    { class: "option-members" },
    description.choices.map((choice, index) =>
      h(
        "span",
        { class: "option-member" },
        boxes[index],
        h("label", { for: `${id}-${index}` }, engineWords(choice.label)),
      ),
    ),
  );
  return { element, boxes };
}

/** The members whose boxes are ticked, in the order the description offers them. */
function ticked(
  description: SetOptionDescription | GroupsOptionDescription,
  boxes: readonly HTMLInputElement[],
) {
  return description.choices.filter((_, index) => boxes[index]?.checked).map((choice) => choice.value);
}

/** The options form of one game at one player count. */
export class OptionsForm {
  readonly element: HTMLElement;
  private readonly fields: Field[];
  /** The options the form started from (a link's, or the form's own before the player count changed). */
  private readonly given: Record<string, unknown>;
  /** The control changed last: a refusal that names no control of its own is said there. */
  private lastChanged: Field | undefined;

  /** `given`: options to start from (a link's), merged over the defaults. */
  constructor(
    private readonly game: AnyGame,
    private readonly players: number,
    given: Record<string, unknown> = {},
  ) {
    const descriptions = describeOptions(game, players, { locale: currentLocale() });
    this.given = given;
    this.fields = descriptions.map((description) => this.field(description, valueAt(given, description.key)));
    const main = this.fields.filter((field) => field.description.group !== "advanced");
    const more = this.fields.filter((field) => field.description.group === "advanced");
    this.element = h(
      "fieldset",
      { id: "options", class: "options" },
      h("legend", {}, t("setup.optionsOf", { game: game.title })),
      descriptions.length === 0 && h("p", { class: "hint" }, t("setup.noOptions")),
      main.map((field) => field.element),
      more.length > 0 &&
        h(
          "details",
          { id: "more-options" },
          h("summary", {}, t("setup.moreOptions")),
          more.map((field) => field.element),
        ),
    );
    for (const field of this.fields) {
      const changed = () => {
        this.lastChanged = field;
        this.check();
      };
      field.element.addEventListener("change", changed);
      field.element.addEventListener("options-changed", changed);
    }
    // A refused control folded under "More options" is unfolded, so that the browser can point at it.
    this.element.addEventListener(
      "invalid",
      (event) => {
        const details = (event.target as Element).closest("details");
        if (details) details.open = true;
      },
      true,
    );
    this.check();
  }

  /** The options the controls say: the options changed from the defaults, nested as `setup` takes them. */
  read(): Record<string, unknown> {
    const defaults = this.game.defaultOptions as Record<string, unknown>;
    const changed = new Map<string, unknown>();
    for (const field of this.fields) {
      const value = field.read();
      if (value !== undefined) changed.set(field.description.key, value);
    }
    // The options the result names: those given and those a control changed, each whole.
    const tops = new Set([...Object.keys(this.given), ...[...changed.keys()].map(topOf)]);
    const base: Record<string, unknown> = {};
    for (const top of tops) base[top] = Object.hasOwn(this.given, top) ? this.given[top] : defaults[top];
    const values: Record<string, unknown> = {};
    const wholes = new Map<string, unknown[]>();
    for (const field of this.fields) {
      const { key, together } = field.description;
      if (!tops.has(topOf(key))) continue;
      const value = changed.has(key) ? changed.get(key) : field.description.default;
      if (!together) values[key] = value;
      else wholes.set(together.key, [...(wholes.get(together.key) ?? []), value]);
    }
    // A list given whole has an entry per control, or, none of them chosen, the list's own default.
    for (const [key, entries] of wholes) {
      const chosen = [...changed.keys()].some((other) => other.startsWith(`${key}.`));
      values[key] = chosen ? entries : valueAt(defaults, key);
    }
    const options = optionsFromForm(values, base);
    for (const top of tops) if (same(options[top], defaults[top])) delete options[top];
    return options;
  }

  /** Runs the form's options through the game's validation and says a refusal by the control it names. */
  private check(): void {
    let refused: ConfigError | undefined;
    try {
      this.game.setup({ players: this.players, seed: 0, options: this.read() });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      refused = error;
    }
    const at = refused ? this.fieldOf(errorKey(refused.field)) : undefined;
    for (const field of this.fields) {
      const message =
        field === at ? t("refusal.config", { field: engineWords(field.description.label) }) : "";
      field.error.textContent = message;
      field.error.hidden = message === "";
      const target = field.focusTarget();
      target.setCustomValidity(message);
      if (message) target.setAttribute("aria-invalid", "true");
      else target.removeAttribute("aria-invalid");
    }
  }

  /** The control an option path belongs to: its own, else the one changed last among those under it, else the first. */
  private fieldOf(path: string): Field | undefined {
    const own = this.fields.find(
      (field) => path === field.description.key || path.startsWith(`${field.description.key}.`),
    );
    if (own) return own;
    const under = this.fields.filter((field) => field.description.key.startsWith(`${path}.`));
    if (this.lastChanged && under.includes(this.lastChanged)) return this.lastChanged;
    return under[0] ?? this.lastChanged ?? this.fields[0];
  }

  private field(description: OptionDescription, given: unknown): Field {
    const id = controlId(description.key);
    const hintId = `${id}-hint`;
    const explanation = h("span", { id: hintId, class: "option-hint" }, engineWords(description.explanation));
    const error = h("span", { class: "option-error", "aria-live": "polite", hidden: true });
    const label = engineWords(description.label);
    switch (description.kind) {
      case "boolean": {
        const input = h("input", { id, type: "checkbox", "aria-describedby": hintId });
        input.checked = typeof given === "boolean" ? given : description.default;
        return {
          description,
          error,
          focusTarget: () => input,
          element: h(
            "div",
            { class: "option option-boolean" },
            input,
            " ",
            h("label", { for: id }, label),
            explanation,
            error,
          ),
          read: () => (input.checked === description.default ? undefined : input.checked),
        };
      }
      case "integer": {
        const input = h("input", {
          id,
          type: "number",
          inputmode: "numeric",
          min: description.min,
          max: description.max,
          step: 1,
          required: !description.nullable,
          placeholder: description.nullable ? t("setup.optionAutomatic") : undefined,
          "aria-describedby": hintId,
        });
        const start = typeof given === "number" || given === null ? given : description.default;
        input.value = start === null ? "" : String(start);
        return {
          description,
          error,
          focusTarget: () => input,
          element: h(
            "div",
            { class: "option option-integer" },
            h("label", { for: id }, label),
            input,
            explanation,
            error,
          ),
          read: () => {
            const text = input.value.trim();
            const value = text === "" && description.nullable ? null : Number(text);
            return value === description.default ? undefined : value;
          },
        };
      }
      case "choice": {
        // Each choice's value is kept as JSON in the option's value (a number, a word, null or a list).
        const select = h(
          "select",
          { id, "aria-describedby": hintId },
          description.choices.map((choice) =>
            h("option", { value: JSON.stringify(choice.value) }, engineWords(choice.label)),
          ),
        );
        const start = description.choices.some((choice) => same(choice.value, given))
          ? given
          : description.default;
        select.value = JSON.stringify(start);
        return {
          description,
          error,
          focusTarget: () => select,
          element: h(
            "div",
            { class: "option option-choice" },
            h("label", { for: id }, label),
            select,
            explanation,
            error,
          ),
          read: () => {
            const value = JSON.parse(select.value) as unknown;
            return same(value, description.default) ? undefined : value;
          },
        };
      }
      case "set": {
        const start = Array.isArray(given) ? (given as SetMember[]) : description.default;
        const { element: members, boxes } = memberBoxes(id, description, start);
        return {
          description,
          error,
          focusTarget: () => boxes[0] as HTMLInputElement,
          element: h(
            "fieldset",
            { id, class: "option option-set", "aria-labelledby": `${id}-legend`, "aria-describedby": hintId },
            h("legend", { id: `${id}-legend` }, label),
            members,
            explanation,
            error,
          ),
          read: () => {
            const value = ticked(description, boxes);
            return sameMembers(value, description.default) ? undefined : value;
          },
        };
      }
      case "groups":
        return this.groupsField(description, given, { id, label, explanation, error });
    }
  }

  /** A list of groups: per group a fieldset of member boxes and a count, with buttons to add and remove groups. */
  private groupsField(
    description: GroupsOptionDescription,
    given: unknown,
    parts: { id: string; label: string; explanation: HTMLElement; error: HTMLElement },
  ): Field {
    const { id, label, explanation, error } = parts;
    type Row = { boxes: HTMLInputElement[]; count: HTMLInputElement; members: HTMLElement };
    let rows: Row[] = [];
    const list = h("div", { class: "option-group-list" });
    const add = h("button", { type: "button", class: "option-add-group" }, t("setup.addGroup"));
    const changed = () => list.dispatchEvent(new Event("options-changed", { bubbles: true }));
    /** Bounds a group's count by its ticked members. */
    const bound = (row: Row) => {
      const size = row.boxes.filter((box) => box.checked).length;
      row.count.max = String(Math.max(1, size));
      if (size > 0 && Number(row.count.value) > size) row.count.value = String(size);
    };
    const draw = (groups: readonly OptionGroup[], focus?: number) => {
      rows = groups.map((group, g) => {
        const rowId = `${id}-${g}`;
        const { element: members, boxes } = memberBoxes(rowId, description, group.from);
        const count = h("input", {
          id: `${rowId}-count`,
          type: "number",
          inputmode: "numeric",
          min: 1,
          step: 1,
          required: true,
          value: group.count,
        });
        return { boxes, count, members };
      });
      replaceChildren(
        list,
        rows.map((row, g) => {
          const remove = h(
            "button",
            { type: "button", class: "option-remove-group" },
            t("setup.removeGroup", { number: g + 1 }),
          );
          remove.addEventListener("click", () => {
            const left = current().filter((_, other) => other !== g);
            draw(left, Math.min(g, left.length - 1));
            changed();
          });
          for (const box of row.boxes) box.addEventListener("change", () => bound(row));
          bound(row);
          return h(
            "fieldset",
            { class: "option-group" },
            h("legend", {}, t("setup.group", { number: g + 1 })),
            row.members,
            h(
              "span",
              { class: "option-group-count" },
              h("label", { for: row.count.id }, engineWords(description.countLabel)),
              row.count,
            ),
            remove,
          );
        }),
      );
      add.disabled = rows.length >= description.maxGroups;
      if (focus === undefined) return;
      (rows[focus]?.boxes[0] ?? add).focus();
    };
    /** The groups the controls say, each group's members in the order the description offers them. */
    const current = (): OptionGroup[] =>
      rows.map((row) => ({ count: Number(row.count.value), from: ticked(description, row.boxes) }));
    add.addEventListener("click", () => {
      draw([...current(), { count: 1, from: [] }], rows.length);
      changed();
    });
    draw(Array.isArray(given) ? (given as OptionGroup[]) : description.default);
    return {
      description,
      error,
      focusTarget: () => rows[0]?.boxes[0] ?? add,
      element: h(
        "fieldset",
        {
          id,
          class: "option option-groups",
          "aria-labelledby": `${id}-legend`,
          "aria-describedby": explanation.id,
        },
        h("legend", { id: `${id}-legend` }, label),
        list,
        add,
        explanation,
        error,
      ),
      read: () => {
        const value = current();
        const unchanged =
          value.length === description.default.length &&
          value.every((group, g) => {
            const wanted = description.default[g] as OptionGroup;
            return group.count === wanted.count && sameMembers(group.from, wanted.from);
          });
        return unchanged ? undefined : value;
      },
    };
  }
}
