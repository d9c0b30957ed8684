/**
 * The tables' online session after a stale move: the same seat acted first through another
 * connection, so the server refuses the move with `stale-version`. The session tells it calmly in
 * catalogue words (no error), waits for the state of the version the refusal names, and offers that
 * state's legal moves. The server is real; the page's socket holds back its state frames for a moment
 * (as a slow network would), so the move is chosen on a state the server has already left.
 */
import type { ServerMessage } from "backroom/client";
import { createLobbyClient } from "backroom/client";
import { afterAll, expect, it } from "vitest";
import { t } from "../../web/src/i18n/message.js";
import { OnlineSession } from "../../web/src/online-session.js";
import { closeAll, QUICK_SERVER, Seat, serverForFile } from "../server/harness.js";
import { pageSocketClass } from "../support/page-socket.js";

const running = serverForFile(QUICK_SERVER);

/** State frames held back from the page's socket while `holding`, delivered by `release`. */
const held: { holding: boolean; frames: (() => void)[] } = { holding: false, frames: [] };

/** The page's WebSocket, with its state frames held back while the test says so. */
const SlowStateSocket = pageSocketClass((event, deliver) => {
  const frame = JSON.parse(String(event.data)) as ServerMessage;
  if (held.holding && frame.type === "state") held.frames.push(deliver);
  else deliver();
});

const pageGlobals = globalThis as unknown as { WebSocket?: unknown };
const originalWebSocket = pageGlobals.WebSocket;
afterAll(() => {
  pageGlobals.WebSocket = originalWebSocket;
});

/** Resolves once `condition` holds, checked every 20 ms. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 30_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it("lets the person choose again from the new legal moves after a stale-version refusal", async () => {
  const url = running.server.url;
  const lobby = createLobbyClient(url);
  const match = await lobby.create({ game: "slush-fund", players: 3, seed: "web/stale" });
  const tokens: string[] = [];
  for (let seat = 0; seat < 3; seat++) tokens.push((await lobby.join(match.id, { seat })).token);
  const watcher = new Seat(url, match.id);
  await watcher.until(() => watcher.states.length > 0, "first state");
  const seat = watcher.latest.toAct[0] as number;

  pageGlobals.WebSocket = SlowStateSocket;
  const session = await OnlineSession.open(
    { server: url, matchId: match.id, token: tokens[seat], seat },
    () => {},
  );
  try {
    await until(() => session.status === "your-turn", "the page's turn");
    const offered = session.legalActions();

    // The same seat moves first through another connection; the page has not seen that yet.
    held.holding = true;
    const elsewhere = new Seat(url, match.id, tokens[seat]);
    await elsewhere.until(() => elsewhere.states.length > 0, "the other connection's state");
    expect(await elsewhere.connection.act(elsewhere.latest.legal[0])).toBe(1);
    session.act(offered[offered.length - 1] as (typeof offered)[number]);
    await until(() => session.notice !== undefined, "the refusal");
    expect(session.notice).toBe(t("refusal.stale-version"));
    expect(session.error).toBeUndefined();
    // Until the state of version 1 arrives, there is nothing to choose from.
    expect(session.status).not.toBe("your-turn");
    expect(session.legalActions()).toEqual([]);

    held.holding = false;
    for (const deliver of held.frames.splice(0)) deliver();
    await until(() => session.step === 1, "the state of version 1");
    expect(session.status).toBe(watcher.latest.toAct.includes(seat) ? "your-turn" : "waiting");
    await watcher.untilVersion(1);
    expect(session.legalActions()).toEqual(elsewhere.latest.legal);
    expect(session.link).toBe("connected");
    closeAll([elsewhere]);
  } finally {
    session.stop();
    closeAll([watcher]);
  }
});
