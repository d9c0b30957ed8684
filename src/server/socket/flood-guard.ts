/**
 * What a WebSocket connection may send: a message rate and a byte rate (token buckets), and a
 * flood guard that closes a connection whose refused messages pile up within ten seconds, however
 * many allowed ones it slips in between.
 */
import { createRateLimiter, type RateLimit } from "../guards/rate-limit.js";

/** The seconds over which refusals are counted (they fade out exponentially). */
const FLOOD_WINDOW_SECONDS = 10;

/** The verdict on one arriving frame. */
export type FrameVerdict = "allowed" | "refused" | "close";

/** Returns a function that judges each arriving frame by its size in bytes. */
export function createFloodGuard(
  messages: RateLimit,
  bytesPerSecond: number,
  maxMessageBytes: number,
  closeAfter: number,
  now: () => number = () => performance.now(),
): (bytes: number) => FrameVerdict {
  const allowMessage = createRateLimiter(messages, now);
  const allowBytes = createRateLimiter({ burst: 4 * maxMessageBytes, perSecond: bytesPerSecond }, now);
  let refusals = 0;
  let last = now();
  return (bytes) => {
    // A frame over the byte rate is refused unread, whatever the message rate says.
    const withinBytes = allowBytes(bytes);
    if (withinBytes && allowMessage()) return "allowed";
    const time = now();
    refusals = refusals * Math.exp(-(time - last) / 1000 / FLOOD_WINDOW_SECONDS) + 1;
    last = time;
    return refusals > closeAfter ? "close" : "refused";
  };
}
