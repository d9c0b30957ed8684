/// <reference lib="dom" />
/**
 * Telling a player that it became their turn when they look away: the tab's title carries a mark
 * while it is their turn, a short tone plays (WebAudio, no sound file) and, when the tab is hidden,
 * the browser shows a notification. One switch turns all of it off; the choices are remembered.
 */
import { h } from "./dom.js";
import { type Message, t } from "./i18n/message.js";

/** What the player chose, remembered in localStorage. */
interface AlertChoices {
  /** The one switch: off silences the title, the tone and the notification. */
  readonly on: boolean;
  readonly sound: boolean;
  /** Notifications when the tab is hidden (asked for by a click, kept only when the browser grants it). */
  readonly notify: boolean;
}

const STORAGE_KEY = "backroom.turnAlerts";
const DEFAULTS: AlertChoices = { on: true, sound: false, notify: false };

/** The remembered choices, or the defaults (the title on, no tone, no notification). */
function remembered(): AlertChoices {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<AlertChoices>;
    return {
      on: typeof kept.on === "boolean" ? kept.on : DEFAULTS.on,
      sound: typeof kept.sound === "boolean" ? kept.sound : DEFAULTS.sound,
      notify: typeof kept.notify === "boolean" ? kept.notify : DEFAULTS.notify,
    };
  } catch {
    return DEFAULTS;
  }
}

function remember(choices: AlertChoices): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Without storage the choice lasts this visit only, which is still correct behaviour.
  }
}

let choices = remembered();
let audio: AudioContext | undefined;

/** The page's audio, created (or resumed) inside a user gesture, as browsers require. */
function unlockAudio(): AudioContext | undefined {
  if (typeof AudioContext === "undefined") return undefined;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume();
  return audio;
}

/** A short rising two-note tone, quiet enough not to startle. */
function tone(): void {
  const context = audio;
  if (!context) return;
  const now = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.setValueAtTime(660, now);
  oscillator.frequency.setValueAtTime(880, now + 0.09);
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.12, now + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.28);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.3);
}

/** True when the browser lets this page show notifications now. */
function notificationsGranted(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}

/** One table's alerts: call `update` after every redraw; `dispose` when the table goes. */
export class TurnAlerts {
  /** Whether it was the viewer's turn at the last update (`undefined` before the first). */
  private wasTurn: boolean | undefined;
  /** The title before the mark, and the marked title (to notice the page setting a new one). */
  private base: string | undefined;
  private marked: string | undefined;
  private open = false;
  private refused = false;
  private readonly unlock = () => {
    if (choices.on && choices.sound) unlockAudio();
  };

  constructor() {
    // Any key or click on the page may start the audio, so the tone can play later without one.
    document.addEventListener("pointerdown", this.unlock, true);
    document.addEventListener("keydown", this.unlock, true);
  }

  /** Marks the title while it is the viewer's turn; on the turn's start, the tone and (tab hidden) the notification. */
  update(yourTurn: boolean, notice: { game: string; step: string }): void {
    const began = yourTurn && this.wasTurn === false;
    this.wasTurn = yourTurn;
    if (choices.on && yourTurn) this.mark();
    else this.unmark();
    if (!began || !choices.on) return;
    if (choices.sound) tone();
    if (choices.notify && document.visibilityState === "hidden" && notificationsGranted()) {
      const shown = new Notification(t("alerts.notification", { game: notice.game }), {
        body: notice.step,
        tag: "backroom-turn",
      });
      shown.onclick = () => {
        window.focus();
        shown.close();
      };
    }
  }

  /** Gives the tab its title back and stops listening. */
  dispose(): void {
    this.unmark();
    document.removeEventListener("pointerdown", this.unlock, true);
    document.removeEventListener("keydown", this.unlock, true);
  }

  private mark(): void {
    // The page may have set a new title since (a language switch): mark that one.
    if (this.marked !== undefined && document.title === this.marked) return;
    this.base = document.title;
    this.marked = t("alerts.tabTitle", { title: this.base });
    document.title = this.marked;
  }

  private unmark(): void {
    if (this.marked !== undefined && document.title === this.marked && this.base !== undefined)
      document.title = this.base;
    this.marked = undefined;
    this.base = undefined;
  }

  /** The switches: the one that turns everything off, the tone, the notification. */
  controls(redraw: () => void): HTMLElement {
    const change = (next: AlertChoices) => {
      choices = next;
      remember(next);
      redraw();
    };
    const box = (
      id: string,
      label: Message,
      checked: boolean,
      disabled: boolean,
      onchange: (on: boolean) => void,
    ) =>
      h(
        "label",
        { class: "alert-switch" },
        h("input", {
          type: "checkbox",
          id,
          checked,
          disabled,
          onchange: (event: Event) => onchange((event.target as HTMLInputElement).checked),
        }),
        label,
      );
    const details = h(
      "details",
      {
        id: "turn-alerts",
        class: "alerts",
        open: this.open,
        ontoggle: () => {
          this.open = details.open;
        },
      },
      h("summary", {}, choices.on ? t("alerts.summaryOn") : t("alerts.summaryOff")),
      h(
        "div",
        { class: "alerts-panel" },
        box("alerts-on", t("alerts.on"), choices.on, false, (on) => change({ ...choices, on })),
        box("alerts-sound", t("alerts.sound"), choices.sound, !choices.on, (sound) => {
          change({ ...choices, sound });
          // The switch's click is the gesture that lets the page play sound; the tone is its sample.
          if (sound && unlockAudio()) tone();
        }),
        box("alerts-notify", t("alerts.notify"), choices.notify, !choices.on, (notify) => {
          if (!notify) return change({ ...choices, notify });
          if (typeof Notification === "undefined") {
            this.refused = true;
            return change({ ...choices, notify: false });
          }
          // Asked only here, on the player's click; the browser remembers its answer, the page the choice.
          void Notification.requestPermission().then((answer) => {
            this.refused = answer !== "granted";
            change({ ...choices, notify: answer === "granted" });
          });
        }),
        this.refused && h("p", { class: "alerts-refused" }, t("alerts.notifyRefused")),
      ),
    );
    return details;
  }
}
