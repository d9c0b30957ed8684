/// <reference lib="dom" />
/**
 * The backroom playground: pick a game and play one seat against bots (or share the screen in hot
 * seat), then reveal, save, load and replay the record. Uses only the package's public API.
 */
import { type AnyGame, type GameRecord, games } from "backroom";
import { h, replaceChildren } from "./src/dom.js";
import { PlayScreen } from "./src/play-ui.js";
import { ReplayScreen } from "./src/replay-ui.js";
import { Session, type SessionConfig } from "./src/session.js";
import { showSetup } from "./src/setup-ui.js";

const app = document.getElementById("app") as HTMLElement;
const errorBox = document.getElementById("error") as HTMLElement;
let current: { dispose(): void } | undefined;

function fail(error: unknown): void {
  console.error(error);
  replaceChildren(
    errorBox,
    h("p", {}, error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
  );
}

function leave(): void {
  current?.dispose();
  current = undefined;
  replaceChildren(errorBox);
}

function setup(): void {
  leave();
  showSetup(app, { start, load: showReplay, fail }, new URLSearchParams(location.search));
}

function start(config: SessionConfig): void {
  leave();
  try {
    let screen: PlayScreen | undefined;
    const session = new Session(config, () => screen?.changed());
    screen = new PlayScreen(app, session, { newGame: setup, replay: showReplay });
    current = screen;
    session.start();
  } catch (error) {
    // A bad configuration (ConfigError naming the field): the form is still on screen.
    fail(error);
  }
}

function showReplay(record: GameRecord): void {
  const game = games[record.game] as AnyGame | undefined;
  if (!game) {
    fail(new Error(`the record is for "${record.game}", which this playground does not know`));
    return;
  }
  try {
    const screen = new ReplayScreen(app, game, record, setup);
    leave();
    current = screen;
  } catch (error) {
    fail(error);
  }
}

window.addEventListener("error", (event) => fail(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => fail(event.reason));
setup();
