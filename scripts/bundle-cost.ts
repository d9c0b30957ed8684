/**
 * What a frontend downloads for one game in one language: bundles (esbuild, minified, code-split) an
 * entry that imports `backroom/<game>`, draws a view in English and can load another language through
 * `loadLocale`, then sums the bytes (raw and gzipped) of the chunks loaded at start and of the chunks
 * each language's `loadLocale` adds. `tsx scripts/bundle-cost.ts` (or `npm run bench -- bundle`)
 * prints the Markdown table of docs/benchmarks.md from the built package (run `npm run build` first).
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile, type OutputFile } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The games measured, with the name each one's entry point exports its `Game` under. */
export const GAME_EXPORTS = {
  "tiefe-taschen": "tiefeTaschen",
  "kohle-kies-knete": "kohleKiesKnete",
  campaign: "campaign",
  "slush-fund": "slushFund",
} as const;

/** A game id of the package. */
export type GameId = keyof typeof GAME_EXPORTS;

/** The languages `loadLocale` fetches on demand. */
export const LOADED_LANGUAGES = ["de", "fr"] as const;

/** Bytes of a set of chunks: as served (minified) and gzipped (each chunk compressed alone). */
export interface Bytes {
  readonly raw: number;
  readonly gzip: number;
}

/** One game's bundle: the chunks loaded at start, and those each language adds; with their text for checks. */
export interface BundleCost {
  readonly game: GameId;
  /** The entry chunk and every chunk it imports statically: what an English-only frontend downloads. */
  readonly english: Bytes & { readonly text: string };
  /** The chunks `loadLocale(game, language)` imports (the game's and the shared interface's catalogues). */
  readonly languages: Readonly<Record<(typeof LOADED_LANGUAGES)[number], Bytes & { readonly text: string }>>;
}

/** Where `backroom/<game>` comes from: the built package (`dist`, through its exports) or the sources (`src`). */
export type BundleSource = "dist" | "src";

function entryCode(game: GameId): string {
  const name = GAME_EXPORTS[game];
  return [
    `import { ${name} as game, loadLocale } from "backroom/${game}";`,
    "const view = game.viewFor(game.setup({ players: game.players.min, seed: 1 }), 0);",
    "document.body.textContent = game.renderView(view);",
    "export async function speak(locale) {",
    "  await loadLocale(locale);",
    "  return game.renderView(view, { locale });",
    "}",
  ].join("\n");
}

function measure(files: readonly OutputFile[]): Bytes & { text: string } {
  return {
    raw: files.reduce((sum, file) => sum + file.contents.length, 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(file.contents).length, 0),
    text: files.map((file) => file.text).join("\n"),
  };
}

/** The output chunks reachable from `start` through imports of the given kind, `start` included. */
function closure(
  metafile: Metafile,
  start: string,
  kind: "import-statement" | "dynamic-import",
): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === "import-statement" || (kind === "dynamic-import" && imported.kind === kind)) {
        visit(imported.path);
      }
    }
  };
  visit(start);
  return seen;
}

/** Bundles one game's frontend entry and measures its start-up chunks and each language's chunks. */
export async function bundleCost(game: GameId, source: BundleSource = "dist"): Promise<BundleCost> {
  const work = mkdtempSync(join(tmpdir(), "backroom-bundle-cost-"));
  try {
    const entry = join(work, "entry.js");
    writeFileSync(entry, entryCode(game));
    if (source === "dist") {
      // The package through its exports map, as a frontend's bundler sees it once installed.
      symlinkSync(ROOT, join(work, "backroom"));
    }
    const result = await build({
      entryPoints: [entry],
      ...(source === "dist"
        ? { tsconfigRaw: {}, nodePaths: [work] }
        : { tsconfig: join(ROOT, "tsconfig.json") }),
      absWorkingDir: ROOT,
      bundle: true,
      splitting: true,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      outdir: join(work, "out"),
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const { metafile } = result;
    // The metafile names outputs relative to the working directory; the output files by absolute path.
    const byKey = new Map(result.outputFiles.map((file) => [relative(ROOT, file.path), file]));
    const entryKey = Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint);
    if (!entryKey) throw new Error("esbuild produced no entry chunk");
    const start = closure(metafile, entryKey, "import-statement");
    const files = (paths: Iterable<string>) =>
      [...paths].map((path) => byKey.get(path)).filter((file): file is OutputFile => file !== undefined);
    const language = (locale: string) => {
      // The chunks built from that language's catalogues (`locales/de.ts` in the sources, the `de-HASH.js`
      // chunks tsup names after them in dist), plus what they import beyond start-up.
      const catalogue = new RegExp(`(^|/)${locale}(-[A-Z0-9]+)?\\.(ts|js)$`);
      const roots = Object.keys(metafile.outputs).filter((path) =>
        Object.keys(metafile.outputs[path]?.inputs ?? {}).some((input) => catalogue.test(input)),
      );
      const chunks = new Set(roots.flatMap((root) => [...closure(metafile, root, "import-statement")]));
      for (const path of start) chunks.delete(path);
      return measure(files(chunks));
    };
    return {
      game,
      english: measure(files(start)),
      languages: { de: language("de"), fr: language("fr") },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The Markdown table of every game's cost: English at start, and what German and French add. */
export async function bundleCostTable(source: BundleSource = "dist"): Promise<string> {
  const lines = [
    "| game | English at start (minified / gzipped) | + German | + French |",
    "|---|---|---|---|",
  ];
  for (const game of Object.keys(GAME_EXPORTS) as GameId[]) {
    const cost = await bundleCost(game, source);
    const cell = (bytes: Bytes) => `${kib(bytes.raw)} / ${kib(bytes.gzip)}`;
    lines.push(
      `| ${game} | ${cell(cost.english)} | ${cell(cost.languages.de)} | ${cell(cost.languages.fr)} |`,
    );
  }
  return lines.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await bundleCostTable("dist"));
}
