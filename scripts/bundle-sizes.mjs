// Prints the minified and gzipped size of a browser bundle of each entry point of the built package,
// as a Markdown table for docs/benchmarks.md; fails if a browser entry point pulls in a Node built-in or a
// server package (they must only load through backroom/server).
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const modules = mkdtempSync(join(tmpdir(), "backroom-size-"));
symlinkSync(root, join(modules, "backroom"));
console.log("| entry point | minified | gzipped |\n|---|---|---|");
for (const entry of [
  "backroom",
  "backroom/tiefe-taschen",
  "backroom/kohle-kies-knete",
  "backroom/campaign",
  "backroom/slush-fund",
  "backroom/client",
  "backroom/rl",
]) {
  const result = await build({
    stdin: { contents: `export * from "${entry}";`, resolveDir: root },
    tsconfigRaw: {}, // the built package through its exports, not the sources through tsconfig paths
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    write: false,
    nodePaths: [modules],
    logLevel: "silent",
    metafile: true,
  });
  const forbidden = Object.keys(result.metafile.inputs).filter((input) =>
    /^node:|node_modules\/(ws|pg|fastify|@fastify|@electric-sql|proper-lockfile|prom-client)\//.test(input),
  );
  if (forbidden.length > 0) throw new Error(`${entry} bundles server-only code: ${forbidden.join(", ")}`);
  const code = result.outputFiles[0].contents;
  console.log(
    `| \`${entry}\` | ${(code.length / 1024).toFixed(1)} KiB | ${(gzipSync(code).length / 1024).toFixed(1)} KiB |`,
  );
}
