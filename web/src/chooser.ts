/// <reference lib="dom" />
/**
 * Choosing an action step by step: the legal actions form a tree of choice steps (verb, then card,
 * then target); the player walks down it, sees the choice built so far and can step back. A level
 * with many options is split into folded groups, so no level is a wall of buttons.
 */
import type { ActionBase } from "backroom";
import type { ChoiceStep } from "./boards/board.js";
import { stepLabel } from "./boards/board.js";
import { h } from "./dom.js";
import { t } from "./i18n/message.js";
import { card } from "./parts.js";

/** Above this many options at one level, they are folded into groups of `GROUP_SIZE`. */
const MAX_OPTIONS = 12;
const GROUP_SIZE = 10;

/** One option at the current level: its step, and the action when choosing it completes a move. */
interface Option {
  readonly step: ChoiceStep;
  readonly action: ActionBase | undefined;
}

/** The options below `trail`: distinct next steps; actions that read the same are one option. */
function optionsAt(
  paths: readonly (readonly ChoiceStep[])[],
  legal: readonly ActionBase[],
  trail: readonly string[],
): Option[] {
  const options = new Map<string, Option>();
  paths.forEach((path, index) => {
    if (path.length <= trail.length) return;
    if (!trail.every((label, depth) => stepLabel(path[depth] as ChoiceStep) === label)) return;
    const step = path[trail.length] as ChoiceStep;
    const key = stepLabel(step);
    const leaf = path.length === trail.length + 1;
    const known = options.get(key);
    if (!known) options.set(key, { step, action: leaf ? legal[index] : undefined });
    else if (!leaf && known.action) options.set(key, { step, action: undefined });
  });
  return [...options.values()];
}

/** The chooser's state across redraws: the steps taken so far. */
export class Chooser {
  private trail: string[] = [];

  /** Forgets the steps (after a move). */
  reset(): void {
    this.trail = [];
  }

  /**
   * Draws the current level. `paths[i]` are the steps of `legal[i]`; `play` takes the chosen
   * action; `redraw` draws the chooser again after a step.
   */
  draw(
    legal: readonly ActionBase[],
    paths: readonly (readonly ChoiceStep[])[],
    play: (action: ActionBase) => void,
    redraw: () => void,
  ): HTMLElement {
    let options = optionsAt(paths, legal, this.trail);
    if (options.length === 0 && this.trail.length > 0) {
      // The table changed under a half-built choice (another seat moved): start again.
      this.trail = [];
      options = optionsAt(paths, legal, this.trail);
    }
    const choose = (option: Option) => {
      if (option.action) {
        this.trail = [];
        play(option.action);
      } else {
        this.trail = [...this.trail, stepLabel(option.step)];
        redraw();
      }
    };
    const button = (option: Option, index: number) => {
      const label = stepLabel(option.step);
      const face = typeof option.step === "string" ? undefined : option.step;
      return h(
        "button",
        {
          class: `choice${face ? " card-choice" : ""}`,
          "data-choice": index,
          "data-leaf": option.action ? "true" : undefined,
          "aria-label": option.action ? label : `${label}…`,
          onclick: () => choose(option),
        },
        face ? card(face) : label,
        option.action || face ? undefined : h("span", { class: "more", "aria-hidden": "true" }, " ›"),
      );
    };
    const buttons = options.map(button);
    const grouped =
      buttons.length <= MAX_OPTIONS
        ? h("div", { class: "choices" }, buttons)
        : h(
            "div",
            { class: "choice-groups" },
            Array.from({ length: Math.ceil(buttons.length / GROUP_SIZE) }, (_, g) => {
              const slice = options.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE);
              const first = stepLabel((slice[0] as Option).step);
              const last = stepLabel((slice[slice.length - 1] as Option).step);
              return h(
                "details",
                { class: "choice-group" },
                h("summary", {}, slice.length === 1 ? first : `${first} – ${last}`),
                h("div", { class: "choices" }, buttons.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE)),
              );
            }),
          );
    return h(
      "div",
      { class: "chooser" },
      this.trail.length > 0 &&
        h(
          "div",
          { class: "trail" },
          h("span", { class: "trail-label" }, t("chooser.trail")),
          h("strong", {}, this.trail.join(" › ")),
          " ",
          h(
            "button",
            {
              id: "choice-back",
              onclick: () => {
                this.trail = this.trail.slice(0, -1);
                redraw();
              },
            },
            t("chooser.back"),
          ),
        ),
      grouped,
    );
  }
}
