/**
 * Which proxies may tell the server a client's address. Behind a load balancer every request comes
 * from the balancer, and the client's address is in `X-Forwarded-For`; but a client writes that
 * header too, so only the entries the trusted proxies appended can be believed. The server takes
 * the address the way fastify (proxy-addr) does: walking the header from the right, the first
 * address that is not a trusted proxy.
 */
import { isIP } from "node:net";
import { ConfigError } from "../../core/errors.js";

/**
 * Whom to trust: a number of proxy hops in front of the server (`1` behind one load balancer), a
 * list of proxy addresses and CIDR ranges (`["10.0.0.0/8", "127.0.0.1"]`, and proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`), `false` for none (the socket's peer is the client), or
 * `true` to trust every entry (unsafe: the leftmost, which the client writes, becomes its address).
 */
export type TrustProxy = boolean | number | string | readonly string[];

/** The names proxy-addr understands besides addresses and ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Whether `entry` is an IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A netmask (255.0.0.0) or a prefix length within the family's bits.
  if (isIP(prefix) === family) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** fastify's (proxy-addr's) trust test: whether the address `hop` steps from the server is a trusted proxy. */
export type TrustProxyTest = (address: string, hop: number) => boolean;

/**
 * The checked setting in the form fastify takes; throws `ConfigError` on a bad hop count or address.
 * A hop count becomes proxy-addr's test `hop < count`: fastify 5 takes a bare number as trusting
 * nobody, because a count believes the nearest hops whoever they are (see the guide).
 */
export function resolveTrustProxy(value: TrustProxy | undefined): boolean | string[] | TrustProxyTest {
  if (value === undefined || typeof value === "boolean") return value ?? false;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new ConfigError("trustProxy", `a hop count must be a whole number ≥ 0, got ${value}`);
    }
    return value === 0 ? false : (_address, hop) => hop < value;
  }
  const entries = (typeof value === "string" ? value.split(",") : [...value]).map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      "trustProxy",
      `expected proxy addresses or CIDR ranges, got ${JSON.stringify(bad ?? value)}`,
    );
  }
  return entries;
}

/**
 * `--trust-proxy`'s text as a setting: a hop count (`1`), `true` (trust everything, unsafe), `false`,
 * or a comma-separated list of addresses and ranges; throws `ConfigError` on anything else.
 */
export function parseTrustProxy(text: string): TrustProxy {
  if (text === "true" || text === "false") return text === "true";
  const value = /^\d+$/.test(text) ? Number(text) : text;
  resolveTrustProxy(value);
  return value;
}
