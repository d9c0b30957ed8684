/**
 * backroom/client: a small typed client for the match server, browser-safe (it uses only the global
 * `fetch` and `WebSocket`, or ones you pass in, e.g. `ws` on Node 20). It owns the wire protocol's
 * types (`protocol.ts`), which the server imports; it imports nothing from Node or the server.
 *
 * @example
 * ```ts
 * import { connectToMatch, createLobbyClient } from "backroom/client";
 *
 * const lobby = createLobbyClient("http://localhost:8080");
 * const match = await lobby.create({ game: "slush-fund", players: 3, bots: [null, "heuristic", "random"] });
 * const { token } = await lobby.join(match.id, { seat: 0, name: "Ada" });
 * const play = connectToMatch({ baseUrl: "http://localhost:8080", matchId: match.id, token,
 *   onState: (state) => { if (state.legal.length > 0) play.act(state.legal[0]); } });
 * ```
 */
import type {
  ChatLineMessage,
  CreatedMatch,
  CreateMatchRequest,
  ErrorMessage,
  FinishedMatchPage,
  GameSummary,
  HttpErrorBody,
  JoinRequest,
  JoinResponse,
  MatchSummary,
  NoticeMessage,
  PendingAct,
  RematchMessage,
  ServerMessage,
  StateMessage,
  TableMessage,
  WelcomeMessage,
} from "./protocol.js";

export * from "./protocol.js";

/** The part of a WebSocket the client uses; the browser's `WebSocket` and `ws` both fit. */
export interface SocketLike {
  readonly readyState: number;
  /** Sends one text frame. */
  send(data: string): void;
  /** Closes the socket. */
  close(code?: number, reason?: string): void;
  /** Subscribes to socket events. */
  addEventListener(
    type: "open" | "message" | "close" | "error",
    listener: (event: SocketEvent) => void,
  ): void;
}

/** The fields of socket events the client reads. */
export interface SocketEvent {
  readonly data?: unknown;
  readonly code?: number;
}

/** Opens a socket to a URL (default: `new WebSocket(url)` with the global `WebSocket`). */
export type SocketFactory = (url: string) => SocketLike;

/** The part of a `fetch` response the client reads. */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  /** The body parsed as JSON. */
  json(): Promise<unknown>;
}

/** The part of `fetch` the client uses. */
export type FetchLike = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<ResponseLike>;

/** A refusal by the server: the error code (see the guide), the HTTP status or the game's rule code. */
export class MatchServerError extends Error {
  constructor(
    /** The server's error code, e.g. `seat-taken`, `illegal-action`. */
    readonly code: string,
    message: string,
    /** The HTTP status, for HTTP requests. */
    readonly status?: number,
    /** The game's `RuleError` code, for `illegal-action`. */
    readonly rule?: string,
    /** The match's version when the socket refusal was sent (for `stale-version`: the version to choose at). */
    readonly version?: number,
  ) {
    super(`${code}: ${message}`);
    this.name = "MatchServerError";
  }
}

/** How often the lobby client asks a server that answers 503 `starting` (its storage still opening) before giving up. */
export const STARTING_ATTEMPTS = 20;

/** The wait between those attempts, in milliseconds (the server's `retry-after` is 1 s). */
export const STARTING_WAIT_MS = 500;

/** The global timer the client waits with (typed here: the client is built without DOM or Node types). */
const timers = globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown };

/** The HTTP side of the server: games, matches, joining a seat. */
export interface LobbyClient {
  /** The games served, with their player counts, default options and bots. */
  games(): Promise<GameSummary[]>;
  /**
   * One page of the open matches (finished and closed ones too with `all`), oldest first: at most
   * the server's page size (100), or `limit`; pass the last id received as `after` for the next page.
   */
  matches(
    all?: boolean,
    page?: { readonly after?: string; readonly limit?: number },
  ): Promise<MatchSummary[]>;
  /**
   * One page of the server's finished public matches, newest first (20, or `limit` up to the
   * server's page size); pass a page's `older` as `before` for the next one.
   */
  finishedMatches(page?: { readonly before?: string; readonly limit?: number }): Promise<FinishedMatchPage>;
  /** One match. */
  match(id: string): Promise<MatchSummary>;
  /** Creates a match (a private one answers with its `invitation`). */
  create(request: CreateMatchRequest): Promise<CreatedMatch>;
  /** Takes a seat; keep the token: it is the only key to the seat and cannot be recovered. */
  join(matchId: string, request?: JoinRequest): Promise<JoinResponse>;
  /** The record of a finished match (refused with `match-running` before the end), with its public chat lines. */
  record(matchId: string): Promise<unknown>;
  /**
   * Accepts (or proposes) a rematch of a finished match with the token of a seat of it: the new
   * match of the same game, options and seats, and that seat in it with a fresh token.
   */
  rematch(matchId: string, token: string): Promise<JoinResponse>;
}

/**
 * A client for the server's HTTP API at `baseUrl` (e.g. `http://localhost:8080`). A request the
 * server answers 503 `starting` is asked again (up to `STARTING_ATTEMPTS` times) before it fails.
 */
export function createLobbyClient(baseUrl: string, options: { fetch?: FetchLike } = {}): LobbyClient {
  const base = baseUrl.replace(/\/+$/, "");
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const fetcher = options.fetch ?? (globalThis as unknown as { fetch: FetchLike }).fetch;
    let response: ResponseLike;
    let payload: unknown;
    // A server that is starting has done nothing with the request: asking again is always safe.
    for (let attempt = 1; ; attempt++) {
      response = await fetcher(`${base}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      });
      payload = await response.json();
      const starting = response.status === 503 && (payload as Partial<HttpErrorBody>).error === "starting";
      if (!starting || attempt >= STARTING_ATTEMPTS) break;
      await new Promise<void>((wait) => timers.setTimeout(wait, STARTING_WAIT_MS));
    }
    if (!response.ok) {
      const error = payload as Partial<HttpErrorBody>;
      throw new MatchServerError(
        error.error ?? "internal",
        error.message ?? "request failed",
        response.status,
      );
    }
    return payload as T;
  };
  const id = (matchId: string) => encodeURIComponent(matchId);
  return {
    games: () => request("GET", "/games"),
    matches: (all = false, page = {}) => {
      const query = [
        ...(all ? ["all=true"] : []),
        ...(page.after === undefined ? [] : [`after=${encodeURIComponent(page.after)}`]),
        ...(page.limit === undefined ? [] : [`limit=${page.limit}`]),
      ];
      return request("GET", `/matches${query.length > 0 ? `?${query.join("&")}` : ""}`);
    },
    finishedMatches: (page = {}) => {
      const query = [
        ...(page.before === undefined ? [] : [`before=${encodeURIComponent(page.before)}`]),
        ...(page.limit === undefined ? [] : [`limit=${page.limit}`]),
      ];
      return request("GET", `/matches/finished${query.length > 0 ? `?${query.join("&")}` : ""}`);
    },
    match: (matchId) => request("GET", `/matches/${id(matchId)}`),
    create: (body) => request("POST", "/matches", body),
    join: (matchId, body = {}) => request("POST", `/matches/${id(matchId)}/join`, body),
    record: (matchId) => request("GET", `/matches/${id(matchId)}/record`),
    rematch: (matchId, token) => request("POST", `/matches/${id(matchId)}/rematch`, { token }),
  };
}

/** How to connect to a match. */
export interface ConnectOptions<V, A> {
  /** The server's base URL (`http(s)://…`; the socket uses `ws(s)://…`). */
  readonly baseUrl: string;
  readonly matchId: string;
  /** The seat token from `join`; omit it to watch as a spectator. */
  readonly token?: string;
  /** When resuming: the last version seen (`connection.lastVersion` of the dropped connection). */
  readonly lastVersion?: number;
  /** When resuming: the last chat line seen (`connection.lastChat`); the server sends the ones after it. */
  readonly lastChat?: number;
  /** Opens the socket (default: the global `WebSocket`). */
  readonly socket?: SocketFactory;
  /** Called with every state update (the first one right after the welcome). */
  readonly onState?: (state: StateMessage<V, A>) => void;
  /** Called with every error message that answers no `act` of this client (those reject `act`). */
  readonly onError?: (error: ErrorMessage) => void;
  /** Called once when the socket closes, with its close code. */
  readonly onClose?: (code: number) => void;
  /** Called with every chat line this connection may read (each id once, in the order received). */
  readonly onChat?: (line: ChatLineMessage) => void;
  /** Called with how the seats stand (autopilot, left, turn deadlines) whenever that changes. */
  readonly onTable?: (table: TableMessage) => void;
  /** Called with every notice to the table ("Seat 2 is on autopilot"). */
  readonly onNotice?: (notice: NoticeMessage) => void;
  /** Called when a seat asked for a rematch of this (finished) match. */
  readonly onRematch?: (rematch: RematchMessage) => void;
  /**
   * Acts a dropped connection sent without an answer (`connection.unacknowledged`): sent again with
   * their ids right after the hello, so each is applied once at most; `connection.resent` settles them.
   */
  readonly resend?: readonly PendingAct<A>[];
}

/**
 * How to send one act: its id (a fresh random one unless given) and the version it was chosen at.
 * `expectedVersion` defaults to the version of the latest state received, so an act chosen from a
 * legal list that went stale meanwhile (someone else acted first in a simultaneous phase) is refused
 * with `stale-version` rather than applied to a state its sender has not seen; `null` sends none, and
 * the act is then judged by the rules alone.
 */
export interface ActOptions {
  readonly id?: string;
  readonly expectedVersion?: number | null;
}

/** A live connection to a match. */
export interface MatchConnection<V, A> {
  /** Resolves with the welcome (the match and the seat), rejects when the server refuses the hello. */
  readonly ready: Promise<WelcomeMessage>;
  /** The latest state received, if any. */
  readonly latest: StateMessage<V, A> | undefined;
  /** The last version received: pass it as `lastVersion` to resume after a drop. */
  readonly lastVersion: number;
  /** The id of the last chat line received: pass it as `lastChat` to resume after a drop. */
  readonly lastChat: number;
  /** The latest table status received, if any. */
  readonly table: TableMessage | undefined;
  /**
   * Sends an action of this seat with an id and the version it was chosen at (see `ActOptions`; a
   * string is the id); resolves with its stored version, rejects with a `MatchServerError`
   * (`stale-version` when the match moved on first: choose again from the next state's legal list).
   */
  act(action: A, options?: string | ActOptions): Promise<number>;
  /** Acts sent whose answer has not arrived (pass them as `resend` when reconnecting). */
  readonly unacknowledged: readonly PendingAct<A>[];
  /** The outcomes of the `resend` acts, in order. */
  readonly resent: readonly Promise<number>[];
  /**
   * Says a line to the table, or privately to seat `to`; resolves with the stored line, rejects with
   * a `MatchServerError` (`chat-too-long`, `rate-limited`, `spectator`, …).
   */
  chat(text: string, to?: number): Promise<ChatLineMessage>;
  /** Takes the seat back from the autopilot (acting does too). */
  resumeSeat(): void;
  /** Leaves the match for good: a bot plays the seat to the end. */
  leave(): void;
  /** Closes the connection (the seat stays yours; reconnect with the same token). */
  close(): void;
}

/** A fresh random act id (16 random bytes, hex), from the platform's `crypto.getRandomValues`. */
function newActId(): string {
  const bytes = new Uint8Array(16);
  (
    globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } }
  ).crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Opens a WebSocket to a match and says hello (with the token, or as a spectator). */
export function connectToMatch<V = unknown, A = unknown>(
  options: ConnectOptions<V, A>,
): MatchConnection<V, A> {
  const url = `${options.baseUrl.replace(/^http/, "ws").replace(/\/+$/, "")}/matches/${encodeURIComponent(options.matchId)}/socket`;
  const open =
    options.socket ??
    ((target: string) =>
      new (globalThis as unknown as { WebSocket: new (url: string) => SocketLike }).WebSocket(target));
  const socket = open(url);
  const pending = new Map<
    number,
    { act: PendingAct<A>; resolve: (version: number) => void; reject: (error: Error) => void }
  >();
  const outbox: string[] = []; // frames written before the socket opened
  const saying = new Map<
    number,
    { resolve: (line: ChatLineMessage) => void; reject: (error: Error) => void }
  >();
  const heard = new Set<number>();
  let lastChat = options.lastChat ?? 0;
  let table: TableMessage | undefined;
  let nextRef = 1;
  let latest: StateMessage<V, A> | undefined;
  let lastVersion = options.lastVersion ?? 0;
  let welcomed = false;
  let settleReady: { resolve: (welcome: WelcomeMessage) => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<WelcomeMessage>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  ready.catch(() => {}); // a refused hello is also reported through onError/onClose

  let opened = false;
  let lost: PendingAct<A>[] = []; // the acts unanswered when the socket closed
  socket.addEventListener("open", () => {
    opened = true;
    socket.send(
      JSON.stringify({
        type: "hello",
        ...(options.token === undefined ? {} : { token: options.token }),
        ...(options.lastVersion === undefined ? {} : { lastVersion: options.lastVersion }),
        ...(options.lastChat === undefined ? {} : { lastChat: options.lastChat }),
      }),
    );
    for (const frame of outbox.splice(0)) socket.send(frame);
  });
  /** Sends a message now, or right after the hello when the socket has not opened yet. */
  const sendFrame = (frame: string) => {
    if (opened) socket.send(frame);
    else outbox.push(frame);
  };
  const sendAct = (act: PendingAct<A>): Promise<number> => {
    const ref = nextRef++;
    return new Promise<number>((resolve, reject) => {
      pending.set(ref, { act, resolve, reject });
      sendFrame(
        JSON.stringify({
          type: "act",
          token: options.token,
          action: act.action,
          ref,
          id: act.id,
          ...(act.expectedVersion === undefined ? {} : { expectedVersion: act.expectedVersion }),
        }),
      );
    });
  };
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as ServerMessage<V, A>;
    if (message.type === "welcome") {
      welcomed = true;
      settleReady?.resolve(message);
    } else if (message.type === "state") {
      latest = message;
      lastVersion = message.version;
      options.onState?.(message);
    } else if (message.type === "accepted" && message.ref !== null) {
      pending.get(message.ref)?.resolve(message.version);
      pending.delete(message.ref);
    } else if (message.type === "chat") {
      if (typeof message.ref === "number") saying.get(message.ref)?.resolve(message);
      if (typeof message.ref === "number") saying.delete(message.ref);
      if (heard.has(message.id)) return;
      heard.add(message.id);
      lastChat = Math.max(lastChat, message.id);
      options.onChat?.(message);
    } else if (message.type === "table") {
      table = message;
      options.onTable?.(message);
    } else if (message.type === "notice") {
      options.onNotice?.(message);
    } else if (message.type === "rematch") {
      options.onRematch?.(message);
    } else if (message.type === "error") {
      const ref = typeof message.ref === "number" ? message.ref : undefined;
      const waiter = ref === undefined ? undefined : (pending.get(ref) ?? saying.get(ref));
      const error = new MatchServerError(
        message.code,
        message.message,
        undefined,
        message.rule,
        message.version,
      );
      if (waiter && ref !== undefined) {
        pending.delete(ref);
        saying.delete(ref);
        waiter.reject(error);
      } else {
        if (!welcomed) settleReady?.reject(error);
        options.onError?.(message);
      }
    }
  });
  socket.addEventListener("close", (event) => {
    const closed = new MatchServerError("closed", `connection closed (${event.code ?? 1006})`);
    settleReady?.reject(closed);
    for (const waiter of [...pending.values(), ...saying.values()]) waiter.reject(closed);
    lost = [...pending.values()].map((waiter) => waiter.act);
    pending.clear();
    saying.clear();
    options.onClose?.(event.code ?? 1006);
  });

  const resent = (options.token === undefined ? [] : (options.resend ?? [])).map(sendAct);
  for (const outcome of resent) outcome.catch(() => {}); // also reported through onClose
  return {
    ready,
    get latest() {
      return latest;
    },
    get lastVersion() {
      return lastVersion;
    },
    get lastChat() {
      return lastChat;
    },
    get table() {
      return table;
    },
    act(action, how = {}) {
      if (options.token === undefined)
        return Promise.reject(new MatchServerError("spectator", "spectators cannot act"));
      const { id = newActId(), expectedVersion = latest?.version } =
        typeof how === "string" ? { id: how } : how;
      return sendAct({ id, action, ...(expectedVersion == null ? {} : { expectedVersion }) });
    },
    chat(text, to) {
      if (options.token === undefined)
        return Promise.reject(new MatchServerError("spectator", "spectators cannot talk"));
      const ref = nextRef++;
      return new Promise<ChatLineMessage>((resolve, reject) => {
        saying.set(ref, { resolve, reject });
        sendFrame(
          JSON.stringify({
            type: "chat",
            token: options.token,
            text,
            ...(to === undefined ? {} : { to }),
            ref,
          }),
        );
      });
    },
    resumeSeat() {
      if (options.token !== undefined)
        sendFrame(JSON.stringify({ type: "resume-seat", token: options.token }));
    },
    leave() {
      if (options.token !== undefined) sendFrame(JSON.stringify({ type: "leave", token: options.token }));
    },
    get unacknowledged() {
      return lost.length > 0 ? lost : [...pending.values()].map((waiter) => waiter.act);
    },
    resent,
    close: () => socket.close(1000, "bye"),
  };
}
