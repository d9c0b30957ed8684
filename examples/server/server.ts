/**
 * A small authoritative multiplayer server on WebSocket that hosts one match.
 *
 * Each connection claims one seat (`/?seat=2`) or watches (`/?seat=spectator`). The server is the
 * only holder of the state: it validates every incoming action with `game.validate`, applies it, and
 * sends every connection its own `viewFor` with that seat's legal actions. A client can only act
 * for its own seat and never receives the state or another seat's view.
 */
import { type AnyGame, createMatch, type GameRecord } from "backroom";
import { type WebSocket, WebSocketServer } from "ws";

/** What the server sends: a seat's view and menu, or the reason an action was refused. */
export type ServerMessage =
  | { type: "view"; seat: number | null; view: unknown; legal: unknown[]; toAct: number[]; outcome: unknown }
  | { type: "error"; code: string; message: string };

/** A running match server. */
export interface MatchServer {
  readonly port: number;
  /** The match record so far (for crash recovery: replay it into a new server). */
  record(): GameRecord;
  close(): Promise<void>;
}

/** Starts a server for one match on 127.0.0.1 (port 0 picks a free port). */
export async function startMatchServer(config: {
  game: AnyGame;
  players: number;
  seed: number | string;
  port?: number;
}): Promise<MatchServer> {
  const match = createMatch(config.game, { players: config.players, seed: config.seed });
  const seats = new Map<WebSocket, number | null>();
  const server = new WebSocketServer({ host: "127.0.0.1", port: config.port ?? 0 });

  const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));
  const viewMessage = (seat: number | null): ServerMessage => ({
    type: "view",
    seat,
    view: match.viewFor(seat),
    legal: seat === null ? [] : match.legalActions(seat),
    toAct: match.toAct(),
    outcome: match.outcome() ?? null,
  });
  const broadcast = () => {
    for (const [socket, seat] of seats) send(socket, viewMessage(seat));
  };

  server.on("connection", (socket, request) => {
    const claim = new URL(request.url ?? "/", "http://localhost").searchParams.get("seat");
    const seat = claim === "spectator" ? null : Number(claim);
    const taken = [...seats.values()].includes(seat);
    if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= config.players || taken)) {
      send(socket, { type: "error", code: "seat-unavailable", message: `seat ${claim} is not available` });
      socket.close();
      return;
    }
    seats.set(socket, seat);
    send(socket, viewMessage(seat));
    socket.on("close", () => seats.delete(socket));
    socket.on("message", (data) => {
      let action: unknown;
      try {
        action = JSON.parse(String(data));
      } catch {
        send(socket, { type: "error", code: "malformed-action", message: "send one JSON action" });
        return;
      }
      if (seat === null || (action as { player?: unknown })?.player !== seat) {
        send(socket, { type: "error", code: "not-your-seat", message: "you may only act for your own seat" });
        return;
      }
      const error = match.tryAct(action);
      if (error) send(socket, { type: "error", code: error.code, message: error.message });
      else broadcast();
    });
  });

  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    record: () => match.record() as GameRecord,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of seats.keys()) socket.terminate();
        server.close(() => resolve());
      }),
  };
}
