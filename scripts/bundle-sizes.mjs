// Prints the minified and gzipped size of a browser bundle of each entry point of the built package,
// as a Markdown table for docs/benchmarks.md.
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
]) {
  const result = await build({
    stdin: { contents: `export * from "${entry}";`, resolveDir: root },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    write: false,
    nodePaths: [modules],
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  console.log(
    `| \`${entry}\` | ${(code.length / 1024).toFixed(1)} KiB | ${(gzipSync(code).length / 1024).toFixed(1)} KiB |`,
  );
}
