/**
 * `trustProxy` cannot be spoofed: the client is the rightmost `X-Forwarded-For` entry no trusted
 * proxy holds, so addresses a client writes itself do not make it many clients. Two in-process
 * servers over one in-memory PGlite, one behind one trusted hop and one trusting a list of proxy
 * ranges; each request comes from 127.0.0.1, which plays the proxy, and the addresses the server
 * took are read from its request log.
 */
import { PassThrough } from "node:stream";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/core/errors.js";
import { parseTrustProxy } from "../../src/server/guards/trust-proxy.js";
import { runCli } from "../cli/run-cli.js";
import { openFreshStorage } from "../support/data-folder.js";

const CREATES_PER_MINUTE = 10;
let storage: MatchStorage;
const servers: { hop: MatchServer; list: MatchServer } = {} as never;
const logs: Record<keyof typeof servers, string[]> = { hop: [], list: [] };

/** A request log that keeps its lines in `into`. */
function captured(into: string[]): PassThrough {
  const stream = new PassThrough();
  stream.on("data", (chunk) => into.push(...String(chunk).split("\n").filter(Boolean)));
  return stream;
}

beforeAll(async () => {
  storage = await openFreshStorage();
  const limits = { createsPerMinute: CREATES_PER_MINUTE };
  servers.hop = await startMatchServer({ storage, trustProxy: 1, limits, requestLog: captured(logs.hop) });
  servers.list = await startMatchServer({
    storage,
    trustProxy: "10.0.0.0/8, 127.0.0.1",
    limits,
    requestLog: captured(logs.list),
  });
});
afterAll(async () => {
  await servers.hop?.close();
  await servers.list?.close();
  await storage?.close();
});

/** The client address the server logged for the request to `path`. */
async function addressOf(which: keyof typeof servers, path: string, forwardedFor: string): Promise<string> {
  await fetch(`${servers[which].url}${path}`, { headers: { "x-forwarded-for": forwardedFor } });
  let line: { url?: string; address?: string } | undefined;
  await expect
    .poll(() => {
      line = logs[which].map((text) => JSON.parse(text)).find((entry) => entry.url === path);
      return line;
    })
    .toBeDefined();
  return line?.address as string;
}

describe("trustProxy", () => {
  it("behind one trusted hop, invented X-Forwarded-For addresses are one client: the creation limit holds", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      // The client wrote an address of its own; the proxy appended the one it saw.
      const response = await fetch(`${servers.hop.url}/matches`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${i + 1}, 198.51.100.7`,
        },
        body: JSON.stringify({ game: "slush-fund", players: 3 }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(CREATES_PER_MINUTE);
    expect(statuses.slice(CREATES_PER_MINUTE).every((status) => status === 429)).toBe(true);
  });

  it("takes the rightmost untrusted address: the hop the proxy appended, past every trusted proxy", async () => {
    expect(await addressOf("hop", "/games?a", "203.0.113.9, 198.51.100.8")).toBe("198.51.100.8");
    expect(await addressOf("hop", "/games?b", "198.51.100.9")).toBe("198.51.100.9");
    // Through two proxies of the trusted ranges: the inner one's entry is skipped.
    expect(await addressOf("list", "/games?c", "203.0.113.9, 198.51.100.10, 10.1.2.3")).toBe("198.51.100.10");
    // A forged entry of a trusted range is skipped too, but the address before it is the client's own.
    expect(await addressOf("list", "/games?d", "203.0.113.11, 10.0.0.1")).toBe("203.0.113.11");
  });

  it("refuses a bad setting: from code a ConfigError, from the command line a usage error", async () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("10.0.0.0/8,127.0.0.1,loopback")).toBe("10.0.0.0/8,127.0.0.1,loopback");
    for (const bad of ["10.0.0.0/33", "example.com", "10.0.0.1,", "1.2.3.4/8/8"]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
    }
    await expect(startMatchServer({ storage, trustProxy: -1 })).rejects.toThrow(ConfigError);
    await expect(startMatchServer({ storage, trustProxy: ["10.0.0.0/8", "nowhere"] })).rejects.toThrow(
      ConfigError,
    );
    const refused = await runCli(["serve", "--trust-proxy", "somewhere"]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("--trust-proxy takes a hop count");
  });
});
