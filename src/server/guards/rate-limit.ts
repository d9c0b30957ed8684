/** A token bucket per connection: `burst` messages at once, refilled at `perSecond`. */

/** The rate limit of one connection. */
export interface RateLimit {
  /** Messages accepted in a burst. */
  readonly burst: number;
  /** Messages per second accepted over time. */
  readonly perSecond: number;
}

/** The default limit: ample for a person or a bot client, far below a flood. */
export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 50, perSecond: 20 };

/**
 * Returns a function that says, for each arriving message (costing `cost` tokens, default 1),
 * whether it is within the limit; a refused message costs nothing.
 */
export function createRateLimiter(
  limit: RateLimit,
  now: () => number = () => performance.now(),
): (cost?: number) => boolean {
  let tokens = limit.burst;
  let last = now();
  return (cost = 1) => {
    const time = now();
    tokens = Math.min(limit.burst, tokens + ((time - last) / 1000) * limit.perSecond);
    last = time;
    if (tokens < cost) return false;
    tokens -= cost;
    return true;
  };
}
