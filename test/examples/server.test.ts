import { type AnyGame, createRandom, games, replay } from "backroom";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type MatchServer, type ServerMessage, startMatchServer } from "../../examples/server/server.js";
import { highCard } from "../fixtures/high-card.js";

/** A test client that keeps every message it received. */
class Client {
  readonly messages: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.messages.push(JSON.parse(String(data)));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  static async connect(port: number, seat: number | "spectator"): Promise<Client> {
    const client = new Client(new WebSocket(`ws://127.0.0.1:${port}/?seat=${seat}`));
    await client.next();
    return client;
  }
  /** Waits for the next message (or returns at once if one arrived after `seen`). */
  next(seen = this.messages.length): Promise<ServerMessage> {
    if (this.messages.length > seen) return Promise.resolve(this.messages[seen] as ServerMessage);
    return new Promise((resolve) => this.waiters.push(() => resolve(this.messages[seen] as ServerMessage)));
  }
  async send(action: unknown): Promise<ServerMessage> {
    const seen = this.messages.length;
    this.socket.send(JSON.stringify(action));
    return this.next(seen);
  }
  /** How many views this client has received. */
  views(): number {
    return this.messages.filter((m) => m.type === "view").length;
  }
  /** Waits until the client has received `count` views (message order across sockets is not fixed). */
  async untilViews(count: number): Promise<void> {
    while (this.views() < count) await this.next();
  }
  lastView(): Extract<ServerMessage, { type: "view" }> {
    return this.messages.filter((m) => m.type === "view").at(-1) as Extract<ServerMessage, { type: "view" }>;
  }
}

let server: MatchServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function playThroughServer(game: AnyGame, players: number) {
  server = await startMatchServer({ game, players, seed: "ws" });
  const clients = await Promise.all(
    Array.from({ length: players }, (_, seat) => Client.connect(server!.port, seat)),
  );
  const spectator = await Client.connect(server.port, "spectator");

  const impostor = await Client.connect(server.port, 0);
  expect(impostor.messages[0]).toMatchObject({ type: "error", code: "seat-unavailable" });

  const actor = spectator.lastView().toAct[0]!;
  const actorsMove = clients[actor]!.lastView().legal[0];
  const other = clients[(actor + 1) % players]!;
  expect(await other.send(actorsMove)).toMatchObject({ type: "error", code: "not-your-seat" });
  expect(await clients[1]!.send({ type: "reveal-all-hands", player: 1 })).toMatchObject({
    type: "error",
    code: "unknown-action",
  });
  expect(await clients[1]!.send("{not json")).toMatchObject({ type: "error" });

  const random = createRandom("server");
  let outOfTurnTried = false;
  for (let step = 0; step < 20_000; step++) {
    const view = spectator.lastView();
    if (view.toAct.length === 0) break;
    const waiting = clients.findIndex((_, seat) => !view.toAct.includes(seat));
    if (!outOfTurnTried && waiting >= 0) {
      const stolen = { ...(clients[view.toAct[0]!]!.lastView().legal[0] as object), player: waiting };
      expect(await clients[waiting]!.send(stolen)).toMatchObject({ type: "error", code: "not-your-turn" });
      outOfTurnTried = true;
    }
    const seat = view.toAct[random.below(view.toAct.length)]!;
    const legal = clients[seat]!.lastView().legal;
    const listeners = [...clients, spectator];
    const before = listeners.map((client) => client.views());
    expect(await clients[seat]!.send(legal[random.below(legal.length)])).toMatchObject({ type: "view" });
    // Every accepted action sends each client one view: wait for all of them, so that the next
    // actor's legal actions are those of the current state however the sockets interleave.
    await Promise.all(listeners.map((client, i) => client.untilViews((before[i] as number) + 1)));
  }
  expect(outOfTurnTried).toBe(true);

  // Every seat received exactly its own view of the final state: nothing of anyone else's.
  const final = replay(game, server.record() as never).at(-1);
  for (const [seat, client] of clients.entries()) {
    expect(client.lastView().view).toEqual(JSON.parse(JSON.stringify(game.viewFor(final, seat))));
  }
  expect(spectator.lastView().outcome).toEqual(JSON.parse(JSON.stringify(game.outcome(final))));
  for (const client of [...clients, spectator, impostor]) client.socket.close();
}

describe("the WebSocket server example", () => {
  it("hosts a whole match of the fixture over real sockets, refusing impostors and out-of-turn play", async () => {
    await playThroughServer(highCard, 3);
  });

  it("hosts a whole match of Slush Fund, each client seeing only its own piles", async () => {
    await playThroughServer(games["slush-fund"] as AnyGame, 3);
  });
});
