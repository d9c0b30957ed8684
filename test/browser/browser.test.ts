/// <reference lib="dom" />
/**
 * Browser check (run by `npm run test:browser` after `npm run build`): bundles a page that imports one
 * game subpath of the built package with esbuild for the browser platform (a Node built-in would fail
 * the bundle), then plays a random game in headless Chromium and reads the outcome.
 */
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
import { BROWSER_TIMEOUT_MS, CHROMIUM, launchChromium } from "../support/chromium.js";

const root = new URL("../..", import.meta.url).pathname;

it("plays a whole game in headless Chromium from the built subpath bundle", async () => {
  expect(existsSync(join(root, "dist/games/slush-fund/index.js")), "run npm run build first").toBe(true);
  expect(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (apt-get install chromium)`).toBe(true);

  // Resolve "backroom/..." through the package's own exports map, as a user's bundler would.
  const modules = mkdtempSync(join(tmpdir(), "backroom-modules-"));
  symlinkSync(root, join(modules, "backroom"));
  const out = mkdtempSync(join(tmpdir(), "backroom-page-"));
  const result = await build({
    entryPoints: [join(root, "examples/browser/main.ts")],
    bundle: true,
    platform: "browser",
    format: "iife",
    minify: true,
    nodePaths: [modules],
    outfile: join(out, "bundle.js"),
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((path) => path.includes("/dist/"))).toBe(true);
  expect(inputs.filter((path) => path.startsWith("node:"))).toEqual([]);

  const html = readFileSync(join(root, "examples/browser/index.html"));
  const bundle = readFileSync(join(out, "bundle.js"));
  // A subpath brings only its own game: no other game's id is in the bundle.
  for (const other of ["tiefe-taschen", "kohle-kies-knete", "campaign"]) {
    expect(bundle.toString().includes(`"${other}"`), `the bundle contains ${other}`).toBe(false);
  }
  const server = createServer((request, response) => {
    const js = request.url?.endsWith("bundle.js");
    response.writeHead(200, { "content-type": js ? "text/javascript" : "text/html" });
    response.end(js ? bundle : html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(BROWSER_TIMEOUT_MS);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => document.getElementById("outcome")?.textContent !== "running…");
    const report = JSON.parse((await page.textContent("#outcome")) ?? "{}");
    expect(errors).toEqual([]);
    expect(report.error).toBeUndefined();
    expect(report.outcome.winners.length).toBeGreaterThan(0);
    expect(report.actions).toBeGreaterThan(10);
  } finally {
    await browser.close();
    server.close();
  }
});

it("bundles backroom/client, backroom/rl and the root for the browser without Node built-ins or server packages", async () => {
  expect(existsSync(join(root, "dist/client.js")), "run npm run build first").toBe(true);
  const modules = mkdtempSync(join(tmpdir(), "backroom-modules-"));
  symlinkSync(root, join(modules, "backroom"));
  for (const entry of ["backroom/client", "backroom/rl", "backroom"]) {
    const result = await build({
      stdin: { contents: `export * from "${entry}";`, resolveDir: root },
      tsconfigRaw: {}, // resolve through the package's exports, not the source paths of tsconfig.json
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      nodePaths: [modules],
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    const serverOnly =
      /^node:|node_modules\/(ws|pg|fastify|@fastify|@electric-sql|proper-lockfile|prom-client)\//;
    expect(inputs.filter((path) => serverOnly.test(path))).toEqual([]);
    expect(
      inputs.some((path) => path.includes("dist/")),
      inputs.join(", "),
    ).toBe(true);
  }
});
