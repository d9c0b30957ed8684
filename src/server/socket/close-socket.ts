/**
 * Closing a connection the server refuses. A close frame waits for the peer's answer (`ws` waits 30
 * seconds), and a peer that does not read never answers: it would keep the socket, its buffers and
 * its place in the per-address count that long. So the close is followed by a cut after a short grace.
 */
import type { WebSocket } from "ws";
import { CLOSE_POLICY } from "../../client/protocol.js";

/** How long a closed connection may take to read its close frame and answer before it is cut. */
export const CLOSE_GRACE_MS = 2000;

/** Closes `socket` with `code` (default 1008) and `reason`, and cuts it if it is still open after `CLOSE_GRACE_MS`. */
export function closeSocket(socket: WebSocket, reason: string, code = CLOSE_POLICY): void {
  socket.close(code, reason);
  setTimeout(() => {
    if (socket.readyState !== socket.CLOSED) socket.terminate();
  }, CLOSE_GRACE_MS).unref();
}
