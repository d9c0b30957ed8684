/// <reference lib="dom" />
/**
 * A game's options as form controls, generated from the game's own description of them
 * (`describeOptions`): a checkbox for an on/off option, a number field within its range (left empty
 * for the rules' own default where the option allows it), a list for a choice; each with its label
 * and its explanation. Options a game marks as advanced are folded under "More options". Only the
 * values that differ from the defaults go into the options, so a record names what was changed.
 */
import { type AnyGame, describeOptions, type OptionDescription, optionsFromForm } from "backroom";
import { h } from "./dom.js";
import { currentLocale, engineWords, t } from "./i18n/message.js";

/** One control and how to read it back (`undefined`: the default, left out of the options). */
interface Field {
  readonly description: OptionDescription;
  readonly element: HTMLElement;
  read(): unknown;
}

/** The dotted paths of every value of an options object (`{ deck: { vp: 6 } }` → `deck.vp`). */
function flatten(value: unknown, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) out[prefix] = value;
  return out;
}

/** The id of an option's control (dots are fine in ids, but not in CSS selectors a test may write). */
const controlId = (key: string) => `option-${key.replace(/\./g, "-")}`;

/** The options form of one game at one player count. */
export class OptionsForm {
  readonly element: HTMLElement;
  private readonly fields: Field[];
  /** Given values the form has no control for (a link's board or deck), kept as they were. */
  private readonly passThrough: Record<string, unknown>;

  /** `given`: options to start from (a link's), merged over the defaults. */
  constructor(game: AnyGame, players: number, given: Record<string, unknown> = {}) {
    const descriptions = describeOptions(game, players, { locale: currentLocale() });
    const flat = flatten(given);
    this.passThrough = Object.fromEntries(
      Object.entries(flat).filter(([key]) => !descriptions.some((option) => option.key === key)),
    );
    this.fields = descriptions.map((description) =>
      this.field(description, Object.hasOwn(flat, description.key) ? flat[description.key] : undefined),
    );
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
  }

  /** The options the controls say: the values changed from the defaults, nested as `setup` takes them. */
  read(): Record<string, unknown> {
    const values: Record<string, unknown> = { ...this.passThrough };
    for (const field of this.fields) values[field.description.key] = field.read();
    return optionsFromForm(values);
  }

  private field(description: OptionDescription, given: unknown): Field {
    const id = controlId(description.key);
    const hintId = `${id}-hint`;
    const explanation = h("span", { id: hintId, class: "option-hint" }, engineWords(description.explanation));
    const label = engineWords(description.label);
    switch (description.kind) {
      case "boolean": {
        const input = h("input", { id, type: "checkbox", "aria-describedby": hintId });
        input.checked = typeof given === "boolean" ? given : description.default;
        return {
          description,
          element: h(
            "div",
            { class: "option option-boolean" },
            input,
            " ",
            h("label", { for: id }, label),
            explanation,
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
          element: h(
            "div",
            { class: "option option-integer" },
            h("label", { for: id }, label),
            input,
            explanation,
          ),
          read: () => {
            const text = input.value.trim();
            const value = text === "" && description.nullable ? null : Number(text);
            return value === description.default ? undefined : value;
          },
        };
      }
      case "choice": {
        // Each choice's value is kept as JSON in the option's value (a number, a word or null).
        const select = h(
          "select",
          { id, "aria-describedby": hintId },
          description.choices.map((choice) =>
            h("option", { value: JSON.stringify(choice.value) }, engineWords(choice.label)),
          ),
        );
        const start = description.choices.some((choice) => choice.value === given)
          ? given
          : description.default;
        select.value = JSON.stringify(start);
        return {
          description,
          element: h(
            "div",
            { class: "option option-choice" },
            h("label", { for: id }, label),
            select,
            explanation,
          ),
          read: () => {
            const value = JSON.parse(select.value) as unknown;
            return value === description.default ? undefined : value;
          },
        };
      }
    }
  }
}
