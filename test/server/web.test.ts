/**
 * The tables at `/` (`src/server/http/web.ts`): a real server on port 0 serving a small built folder,
 * checked for its headers, its policy, its routes beside the API's, `web: false`, `publicUrl` and
 * the command line's `--no-web` and `--public-url`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError } from "backroom";
import {
  type MatchServer,
  type MatchServerOptions,
  type MatchStorage,
  startMatchServer,
} from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readShippedPolicy } from "../../src/sim/shipped-policies.js";
import { runCli } from "../cli/run-cli.js";
import { freshDataFolder, openFreshStorage } from "../support/data-folder.js";
import { spawnServer } from "./harness.js";

const ASSET = "assets/index-Dx3f9Q_a.js";
let root = "";
let storage: MatchStorage | undefined;
const servers: MatchServer[] = [];

/** Starts a server on the shared in-memory storage; it is closed after the file. */
async function serve(options: Partial<MatchServerOptions> = {}): Promise<MatchServer> {
  const server = await startMatchServer({ storage: storage as MatchStorage, web: { root }, ...options });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "backroom-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html><script type="module" src="./assets/index-Dx3f9Q_a.js"></script>',
  );
  writeFileSync(join(root, ASSET), "export {};\n");
  storage = await openFreshStorage();
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await storage?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the tables at /", () => {
  it("serves index.html under a strict policy, never cached stale, and hashed assets for a year", async () => {
    const server = await serve();
    for (const path of ["/", "/?match=0123456789abcdef0123456789abcdef"]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      const policy = page.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("unsafe");
      expect(page.headers.get("referrer-policy")).toBe("no-referrer");
      expect(await page.text()).toContain("<script");
    }
    const asset = await fetch(`${server.url}/${ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves the learned bot's policy files beside the tables, and no other file of their folder", async () => {
    const server = await serve();
    const policy = await fetch(`${server.url}/policies/slush-fund-3.json`);
    expect(policy.status).toBe(200);
    expect(policy.headers.get("content-type")).toMatch(/^application\/json/);
    expect(policy.headers.get("cache-control")).toBe("no-cache");
    expect(policy.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await policy.json()).toEqual(await readShippedPolicy("slush-fund-3.json"));
    for (const path of ["/policies/index.ts", "/policies/", "/policies/slush-fund-9.json"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    const alone = await serve({ web: false });
    expect((await fetch(`${alone.url}/policies/slush-fund-3.json`)).status).toBe(404);
  });

  it("leaves the API's routes and JSON 404s as they were", async () => {
    const server = await serve();
    const listed = await fetch(`${server.url}/games`);
    expect(listed.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Array.isArray(await listed.json())).toBe(true);
    for (const path of [
      "/nothing-here",
      "/assets/missing-00000000.js",
      "/matches/0123456789abcdef0123456789abcdef/nothing",
      "/games/slush-fund",
      "/../package.json",
    ]) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.json(), path).toMatchObject({ error: "not-found" });
    }
    expect(await (await fetch(`${server.url}/config`)).json()).toEqual({ publicUrl: null });
  });

  it("serves the API alone with web: false, and tells the page its public address", async () => {
    const alone = await serve({ web: false, publicUrl: "https://games.example.org/" });
    const page = await fetch(`${alone.url}/`);
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ error: "not-found" });
    expect(await (await fetch(`${alone.url}/config`)).json()).toEqual({
      publicUrl: "https://games.example.org",
    });
    await expect(serve({ publicUrl: "games.example.org" })).rejects.toThrow(ConfigError);
    await expect(serve({ publicUrl: "https://games.example.org/?x=1" })).rejects.toThrow(ConfigError);
    await expect(serve({ web: { root: join(root, "assets") } })).rejects.toThrow(/index\.html/);
  });
});

describe("backroom serve", () => {
  it("checks --public-url, and serves no tables with --no-web", async () => {
    const bad = await runCli(["serve", "--public-url", "ftp://games.example.org"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--public-url must be an http(s) address");
    const data = await freshDataFolder("backroom-web-data-");
    const server = await spawnServer(["--data", data, "--no-web", "--log-level", "silent"]);
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(404);
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      await server.stop();
      rmSync(data, { recursive: true, force: true });
    }
  });
});
