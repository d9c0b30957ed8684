/** Test helpers for the match server: ws-backed client connections that record what they receive, and a driver. */
import { type ChildProcess, spawn } from "node:child_process";
import { createRandom, type RandomSource } from "backroom";
import {
  type ChatLineMessage,
  connectToMatch,
  type ErrorMessage,
  type MatchConnection,
  type NoticeMessage,
  type RematchMessage,
  type ServerMessage,
  type SocketFactory,
  type SocketLike,
  type StateMessage,
  type TableMessage,
} from "backroom/client";
import {
  type MatchServer,
  type MatchServerOptions,
  type MatchStorage,
  startMatchServer,
} from "backroom/server";
import { afterAll, beforeAll } from "vitest";
import { WebSocket } from "ws";
import { cliEntry, cliRunsBuilt } from "../support/cli-entry.js";
import { openFreshStorage } from "../support/data-folder.js";

/** A raw `ws` connection to a match (no client library) that records every message and how it closed. */
export class RawSocket {
  readonly messages: ServerMessage[] = [];
  closeCode: number | undefined;
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  constructor(baseUrl: string, matchId: string) {
    this.socket = new WebSocket(`${baseUrl.replace("http", "ws")}/matches/${matchId}/socket`);
    this.socket.on("message", (data) => this.messages.push(JSON.parse(String(data))));
    this.socket.on("error", () => {});
    this.opened = new Promise((resolve) => this.socket.once("open", () => resolve()));
    this.closed = new Promise((resolve) =>
      this.socket.once("close", (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
  }
}

/** Opens sockets with `ws` (Node 20 has no global WebSocket). */
export const wsSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

/** A connection that keeps every state and error it received and can wait for a condition. */
export class Seat {
  readonly states: StateMessage[] = [];
  readonly errors: ErrorMessage[] = [];
  readonly chat: ChatLineMessage[] = [];
  readonly tables: TableMessage[] = [];
  readonly notices: NoticeMessage[] = [];
  readonly rematches: RematchMessage[] = [];
  closeCode: number | undefined;
  readonly connection: MatchConnection<unknown, unknown>;
  private waiters: (() => void)[] = [];

  constructor(
    baseUrl: string,
    matchId: string,
    token?: string,
    lastVersion?: number,
    lastChat?: number,
    socket: SocketFactory = wsSocket,
  ) {
    const wake = () => {
      for (const waiter of this.waiters.splice(0)) waiter();
    };
    this.connection = connectToMatch({
      baseUrl,
      matchId,
      ...(token === undefined ? {} : { token }),
      ...(lastVersion === undefined ? {} : { lastVersion }),
      ...(lastChat === undefined ? {} : { lastChat }),
      socket,
      onChat: (line) => {
        this.chat.push(line);
        wake();
      },
      onTable: (table) => {
        this.tables.push(table);
        wake();
      },
      onNotice: (notice) => {
        this.notices.push(notice);
        wake();
      },
      onRematch: (rematch) => {
        this.rematches.push(rematch);
        wake();
      },
      onState: (state) => {
        this.keepState(state);
        wake();
      },
      onError: (error) => {
        this.errors.push(error);
        wake();
      },
      onClose: (code) => {
        this.closeCode = code;
        wake();
      },
    });
  }

  /** Keeps a state received: every one, in order (a load test keeps only the latest, see `LatestSeat`). */
  protected keepState(state: StateMessage): void {
    this.states.push(state);
  }

  /** The latest state received. */
  get latest(): StateMessage {
    const state = this.states.at(-1);
    if (!state) throw new Error("no state yet");
    return state;
  }

  /** Resolves once `condition` holds (checked after every message), failing after `ms`. */
  async until(condition: () => boolean, what = "condition", ms = 60_000): Promise<void> {
    const started = performance.now();
    while (!condition()) {
      if (performance.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for a state of at least `version`. */
  untilVersion(version: number): Promise<void> {
    return this.until(() => (this.states.at(-1)?.version ?? -1) >= version, `version ${version}`);
  }
}

/**
 * A seat that keeps only its latest state: a load test's client would otherwise hold every view of
 * every match until it ends, and its garbage collector would pause it while actions are timed.
 */
export class LatestSeat extends Seat {
  protected override keepState(state: StateMessage): void {
    this.states.length = 0;
    this.states.push(state);
  }
}

/**
 * Plays a match to its end: acts for a seat `random` picks among the person seats to act (each
 * seat's own legal actions), waiting whenever only bots may act. Deterministic when there are no
 * bots. Stops at the end or as soon as `stop` says so. Returns the number of actions it made.
 */
export async function drive(
  seats: readonly (Seat | undefined)[],
  watcher: Seat,
  random: RandomSource = createRandom("drive"),
  stop: (state: StateMessage) => boolean = () => false,
): Promise<number> {
  let made = 0;
  for (;;) {
    await watcher.until(() => watcher.states.length > 0, "first state");
    const state = watcher.latest;
    if (state.toAct.length === 0 || stop(state)) return made;
    const people = state.toAct.filter((seat) => seats[seat] !== undefined);
    if (people.length === 0) {
      await watcher.untilVersion(state.version + 1);
      continue;
    }
    const seat = seats[people[random.below(people.length)] as number] as Seat;
    await seat.untilVersion(state.version);
    const legal = seat.latest.legal;
    if (seat.latest.version !== state.version || legal.length === 0) {
      // The seat has seen another version than the watcher: let the sockets deliver before looking
      // again (looping on resolved promises alone would never give them the event loop).
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    const action = legal[random.below(legal.length)];
    for (;;) {
      try {
        const version = await seat.connection.act(action);
        made++;
        await watcher.untilVersion(version);
        break;
      } catch (error) {
        const code = (error as { code?: string }).code;
        // Over the rate limit: the action was dropped, send it again in a moment.
        if (code === "rate-limited") await new Promise((resolve) => setTimeout(resolve, 200));
        // A bot moved first in a simultaneous phase (the act carried the version it was chosen at): look again.
        else if (code === "stale-version") break;
        else throw error;
      }
    }
  }
}

/** Closes every connection given. */
export function closeAll(seats: readonly (Seat | undefined)[]): void {
  for (const seat of seats) seat?.connection.close();
}

/** A `backroom serve` child process. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote to standard error. */
  readonly log: string[];
  /** Sends a signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `backroom serve <args> --port 0` in a child process and waits for its URL and its storage. From the
 * sources there are no built tables to serve, so the server is told so (`--no-web`) rather than
 * logging their absence.
 */
export async function spawnServer(args: readonly string[]): Promise<ServerProcess> {
  const web = cliRunsBuilt() ? [] : ["--no-web"];
  const child = spawn(process.execPath, [...cliEntry(), "serve", "--port", "0", ...web, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stderr?.on("data", (chunk) => log.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      // It listens before its database is open; the tests start once the storage line says it is.
      const found = /listening on (\S+)/.exec(out);
      if (found && /^storage: .*resumed$/m.test(out)) resolve(found[1] as string);
    });
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${log.join("")}`)));
  });
  return {
    url,
    child,
    log,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * One server on one embedded database (a copied fresh folder) for a whole test file:
 * started before the file's tests and closed after them; read `server` and `storage` inside tests.
 */
export function serverForFile(options: Omit<MatchServerOptions, "storage">): {
  readonly server: MatchServer;
  readonly storage: MatchStorage;
} {
  const running: { server?: MatchServer; storage?: MatchStorage } = {};
  beforeAll(async () => {
    running.storage = await openFreshStorage();
    running.server = await startMatchServer({ ...options, storage: running.storage });
  });
  afterAll(async () => {
    await running.server?.close();
    await running.storage?.close();
  });
  return {
    get server() {
      if (!running.server) throw new Error("the server starts before the tests");
      return running.server;
    },
    get storage() {
      if (!running.storage) throw new Error("the storage opens before the tests");
      return running.storage;
    },
  };
}

/** The options of a server whose bots act at once and that takes chosen seeds (deterministic matches). */
export const QUICK_SERVER = { botDelayMs: 0, allowSeeds: true, limits: { minIsmctsDelayMs: 0 } } as const;
