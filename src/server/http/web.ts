/**
 * The tables (`web/`, built by `npm run build` into the package's `dist/web/`) served at `/` with
 * `@fastify/static`, on the same origin as the API and the sockets, the `learned` bot's policy
 * files beside them at `/policies/<file>` (which the tables fetch when a seat plays it), and
 * `GET /config`, which tells the page the address its invitation links carry.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { shippedPolicyFiles } from "../../bots/index.js";
import type { ServerConfig } from "../../client/protocol.js";
import { ConfigError } from "../../core/errors.js";
import { shippedPolicyFolder } from "../../sim/shipped-policies.js";
import { importOptional } from "../storage/optional-import.js";
import { ROUTES } from "./routes.js";

/** Where the tables come from: `false` serves the API alone; `root` is a folder holding `index.html`. */
export type TablesOption = false | { readonly root?: string };

/**
 * The page's Content-Security-Policy: its own scripts, styles and connections (the API and the
 * WebSockets on the same origin) only, no inline code, no framing.
 */
export const TABLES_POLICY = [
  "default-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Vite names the files under `assets/` by their content's hash, so a browser may keep them for good. */
const HASHED_ASSET = /(^|\/)assets\/[^/]+-[\w-]{8,}\.\w+$/;

/**
 * The public address an operator gives (`https://games.example.org`, a path allowed), without a
 * trailing slash; throws `ConfigError` for anything but an absolute http(s) URL without query or fragment.
 */
export function normalizePublicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(
      "publicUrl",
      `must be an absolute URL such as https://games.example.org, got "${text}"`,
    );
  }
  if (
    !["http:", "https:"].includes(url.protocol) ||
    url.search !== "" ||
    url.hash !== "" ||
    url.username !== ""
  ) {
    throw new ConfigError(
      "publicUrl",
      `must be an http(s) address without query, fragment or user, got "${text}"`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

/** The installed package's `dist/web/` (found through the package's own name, from the sources or the build), or null. */
function builtTables(): string | null {
  try {
    const manifest = createRequire(import.meta.url).resolve("backroom/package.json");
    return join(dirname(manifest), "dist", "web");
  } catch {
    return null;
  }
}

/**
 * Registers `GET /config` (`{ publicUrl }`, normalized by `normalizePublicUrl`) and, unless `tables` is false, the tables at `/`: one
 * route per built file (no catch-all, so API routes and their JSON 404s stay as they are),
 * `index.html` revalidated on every load and under `TABLES_POLICY`, hashed assets cached for a year.
 * Without `root`, the package's own build is served when it is there (else `log` says why not);
 * throws `ConfigError` when a given `root` holds no `index.html`, and `MissingDependencyError`
 * when `@fastify/static` is not installed.
 */
export async function registerTables(
  app: FastifyInstance,
  tables: TablesOption | undefined,
  publicUrl: string | null,
  log: (line: string) => void,
): Promise<void> {
  const config: ServerConfig = { publicUrl };
  app.route({ ...ROUTES.config, handler: async () => config });
  if (tables === false) return;
  const root = tables?.root ?? builtTables();
  if (root === null || !existsSync(join(root, "index.html"))) {
    if (tables?.root !== undefined) throw new ConfigError("web.root", `holds no index.html: ${tables.root}`);
    log(`no tables to serve at / (${root ?? "the package"} holds no build of web/; run npm run build)`);
    return;
  }
  const { default: serveStatic } = await importOptional<{ default: typeof fastifyStatic }>(
    "@fastify/static",
    "serving the tables (web: false serves the API alone)",
  );
  await app.register(serveStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    dotfiles: "ignore",
    setHeaders(reply, path) {
      reply.header("X-Content-Type-Options", "nosniff");
      // An invitation link of a private match carries its secret: never pass it on in a Referer.
      reply.header("Referrer-Policy", "no-referrer");
      if (HASHED_ASSET.test(path)) {
        reply.header("Cache-Control", "public, max-age=31536000, immutable");
        return;
      }
      reply.header("Cache-Control", "no-cache");
      if (path.endsWith(".html")) reply.header("Content-Security-Policy", TABLES_POLICY);
    },
  });
  // One route per shipped policy file (the package's own, never a name a client makes up).
  const policies = shippedPolicyFolder();
  for (const file of Object.values(shippedPolicyFiles).flatMap((counts) => Object.values(counts))) {
    app.get(`/policies/${file}`, { schema: { hide: true } }, (_request, reply) =>
      reply.sendFile(file, policies),
    );
  }
}
