/**
 * One WebSocket connection to a match: rate limited, every frame parsed defensively, `hello`
 * authenticates a seat by its token (or makes a spectator), `act` presents the token again and
 * may only act for that seat. Nothing a client sends can crash the server: every problem is
 * answered with an `error` message (docs/guides/match-server.md lists the codes).
 */
import type { WebSocket } from "ws";
import type {
  ActMessage,
  ClientMessage,
  HelloMessage,
  ServerErrorCode,
  ServerMessage,
} from "../../client/protocol.js";
import { actKey } from "../guards/act-ids.js";
import { HttpError } from "../guards/http-error.js";
import type { ServerLimits } from "../guards/limits.js";
import type { RateLimit } from "../guards/rate-limit.js";
import { tokenMatches } from "../guards/tokens.js";
import { incidentRef } from "../http/http-errors.js";
import type { LiveMatch, Viewer } from "../match/live-match.js";
import type { MatchRegistry } from "../match/match-registry.js";
import { closeSocket } from "./close-socket.js";
import { createFloodGuard } from "./flood-guard.js";
import { checkClientMessage, isProblem } from "./message-checks.js";
import { messageText } from "./message-text.js";
import { handleTableMessage, type TalkSender } from "./table-messages.js";

/** The `ref` of a dropped act message, if it is one (read only to tell its sender it was dropped). */
function refOf(data: unknown, isBinary: boolean): number | undefined {
  if (isBinary) return undefined;
  try {
    const ref = (JSON.parse(String(data)) as { ref?: unknown } | null)?.ref;
    return typeof ref === "number" && Number.isSafeInteger(ref) ? ref : undefined;
  } catch {
    return undefined;
  }
}

/** What one connection may do: its message rate, byte rate, flood guard, hello timeout and unread bytes; and how many one seat may hold. */
export type SocketLimits = Pick<
  ServerLimits,
  | "helloTimeoutMs"
  | "bytesPerSecond"
  | "maxMessageBytes"
  | "floodCloseAfter"
  | "maxSocketBufferBytes"
  | "maxSocketsPerSeat"
  | "maxTalkLinesPerMatch"
> & { readonly rateLimit: RateLimit };

/** The connections watching a match from one seat. */
function seatConnections(viewers: Iterable<Viewer>, seat: number): number {
  let count = 0;
  for (const viewer of viewers) if (viewer.seat === seat) count++;
  return count;
}

/** The size of a received frame in bytes. */
function frameBytes(data: unknown): number {
  if (Array.isArray(data)) return data.reduce((sum: number, part: Buffer) => sum + part.length, 0);
  return (data as { byteLength?: number }).byteLength ?? 0;
}

/** Serves one connection to the match `matchId`, from the client address `talk.address`, until it closes. */
export function serveSocket(
  socket: WebSocket,
  matchId: string,
  registry: MatchRegistry,
  limits: SocketLimits,
  log: (line: string) => void,
  talk: Omit<TalkSender, "maxLines">,
): void {
  const { rateLimit } = limits;
  const judge = createFloodGuard(
    rateLimit,
    limits.bytesPerSecond,
    limits.maxMessageBytes,
    limits.floodCloseAfter,
  );
  let refusedInRow = 0;
  const helloTimer = setTimeout(() => {
    if (!greeted) closeSocket(socket, "no hello");
  }, limits.helloTimeoutMs);
  let viewer: (Viewer & { tokenHash: string | null }) | undefined;
  // Set once a hello has proved its seat (or none): the hello timeout no longer applies, however
  // long the welcome then takes.
  let greeted = false;
  let detach = () => {};
  // The match a good hello attached this connection to: every error frame carries its version.
  let attached: LiveMatch | undefined;
  // The socket's messages run one after another; a failure is logged, and the next one still runs.
  let work: Promise<void> = Promise.resolve();
  const after = (previous: Promise<void>, next: () => unknown, what: string): Promise<void> =>
    (async () => {
      await previous;
      try {
        await next();
      } catch (error) {
        log(`match ${matchId}: ${what}${(error as Error).message}`);
      }
    })();

  // A peer that stops reading leaves every message in this process's memory: past the limit the
  // connection is closed, and cut if it does not read even its close frame.
  const send = (message: ServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxSocketBufferBytes) return closeSocket(socket, "not reading");
    socket.send(messageText(message));
  };
  const fail = (code: ServerErrorCode, message: string, ref?: number | null, version = attached?.version) =>
    send({
      type: "error",
      code,
      message,
      ...(ref === undefined ? {} : { ref }),
      ...(version === undefined ? {} : { version }),
    });

  const hello = async (message: HelloMessage) => {
    const { token, lastVersion, lastChat } = message;
    if (viewer) return fail("already-authenticated", "this connection already said hello");
    const match = await registry.get(matchId);
    if (!match) {
      fail("unknown-match", `no match ${JSON.stringify(matchId)}`);
      return closeSocket(socket, "unknown match");
    }
    let seat: number | null = null;
    let tokenHash: string | null = null;
    // Read once for the token and the welcome's summary.
    const stored = await registry.stored(matchId);
    if (token !== undefined) {
      // Every seat is compared (in constant time) so the time taken does not tell which matched.
      let connected = true;
      for (const [index, s] of stored.seats.entries()) {
        if (tokenMatches(token, s.tokenHash) && seat === null) {
          seat = index;
          tokenHash = s.tokenHash;
          connected = s.connected ?? true;
        }
      }
      // The first connection of a joined seat keeps it from being freed (fails if it was freed meanwhile).
      if (seat !== null && tokenHash !== null && !connected) {
        if (!(await registry.markConnected(matchId, seat, tokenHash))) seat = null;
      }
      if (seat === null) {
        fail("bad-token", "this token holds no seat of this match", undefined, match.version);
        return closeSocket(socket, "bad token");
      }
    }
    greeted = true;
    const summary = registry.summaryOf(stored, match);
    // Counted and attached with no wait between, so racing hellos cannot both take the last place.
    if (seat !== null && seatConnections(match.viewers, seat) >= limits.maxSocketsPerSeat) {
      fail(
        "too-many-connections",
        `at most ${limits.maxSocketsPerSeat} connections per seat`,
        undefined,
        match.version,
      );
      return closeSocket(socket, "too many connections for this seat");
    }
    viewer = {
      seat,
      tokenHash,
      lastVersion: lastVersion ?? 0,
      lastChat: lastChat ?? 0,
      send,
    };
    clearTimeout(helloTimer);
    send({ type: "welcome", match: summary, seat });
    const current = viewer;
    attached = match;
    match.attach(current);
    detach = () => {
      match.detach(current);
      registry.release(match);
    };
  };

  const act = async (message: ActMessage) => {
    const { token, action, id, expectedVersion } = message;
    const reference = message.ref ?? null;
    if (!viewer) return fail("not-authenticated", "say hello with your seat token first", reference);
    if (viewer.seat === null) return fail("spectator", "spectators cannot act", reference);
    if (!tokenMatches(token, viewer.tokenHash)) {
      return fail("bad-token", "every act must carry this seat's token", reference);
    }
    if ((action as { player?: unknown } | null)?.player !== viewer.seat) {
      return fail("not-your-seat", `you may only act for seat ${viewer.seat}`, reference);
    }
    const match = await registry.get(matchId);
    if (!match) return fail("unknown-match", "the match is gone", reference);
    if (match.table.hasLeft(viewer.seat)) {
      return fail("seat-left", "you left this match; a bot plays your seat", reference);
    }
    // Acting takes the seat back from the autopilot.
    if (match.table.playsFor(viewer.seat)) await match.table.resume(viewer.seat);
    const result = await match.submit(
      action,
      (version) => send({ type: "accepted", ref: reference, version }),
      {
        ...(id === undefined ? {} : { actId: actKey(viewer.seat, id) }),
        ...(expectedVersion === undefined ? {} : { expectedVersion }),
      },
    );
    if (!result.ok) {
      send({
        type: "error",
        code: result.code,
        message: result.message,
        ref: reference,
        version: result.version,
        ...(result.rule ? { rule: result.rule } : {}),
      });
    }
  };

  const handle = async (message: ClientMessage) => {
    try {
      if (message.type === "hello") await hello(message);
      else if (message.type === "act") await act(message);
      else if (message.type === "ping") send({ type: "pong" });
      else {
        await handleTableMessage(message, {
          viewer,
          match: () => registry.get(matchId),
          fail,
          talk: { ...talk, maxLines: limits.maxTalkLinesPerMatch },
        });
      }
    } catch (error) {
      // An act's answer always carries its ref, so the client's promise settles.
      const ref = message.type === "act" ? message.ref : undefined;
      if (error instanceof HttpError) return fail(error.code, error.message, ref);
      const incident = incidentRef();
      log(`match ${matchId}: incident ${incident}: ${(error as Error).stack ?? error}`);
      fail("internal", `the server could not handle this message (incident ${incident})`, ref);
    }
  };

  socket.on("message", (data, isBinary) => {
    const verdict = judge(frameBytes(data));
    if (verdict === "close") return closeSocket(socket, "flooding");
    if (verdict === "refused") {
      refusedInRow++;
      // Answer the act that was dropped (so its sender can retry it); other messages once a streak.
      const ref = refOf(data, isBinary);
      if (ref !== undefined || refusedInRow === 1) {
        fail(
          "rate-limited",
          `at most ${rateLimit.perSecond} messages and ${limits.bytesPerSecond} bytes a second`,
          ref,
        );
      }
      return;
    }
    refusedInRow = 0;
    if (isBinary) return fail("binary-frame", "send JSON text frames");
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return fail("bad-json", "a message must be one JSON object");
    }
    // The message's schema, compiled once (message-checks.ts): its type, fields and their shapes.
    const checked = checkClientMessage(message);
    if (isProblem(checked)) return fail(checked.code, checked.message, checked.ref);
    work = after(work, () => handle(checked), "");
  });
  socket.on("close", () => {
    clearTimeout(helloTimer);
    work = after(work, () => detach(), "detach failed: ");
  });
  socket.on("error", (error) => log(`match ${matchId}: socket error: ${error.message}`));
}
