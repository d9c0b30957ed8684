/**
 * Keeps the rule traces of `docs/rules/trace/` honest: every seed line and every ruling item of
 * `../shared` has exactly one row, every rule names code that exists and a test that exists, and
 * no trace is left over. The rule texts live beside the repository, not in it; where they are
 * absent (a user's clone) the checks are skipped, in CI they are present.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  COUNT_COLUMNS,
  countsTable,
  definesName,
  parseImplementedIn,
  parseProvedBy,
  parseTrace,
  rulingLines,
  sameAsTarget,
  seedLines,
  TRACE_KINDS,
  type TraceFile,
  testTitles,
  traceCounts,
  traceName,
} from "./trace-file.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const shared = join(root, "..", "shared");
const traceDir = join(root, "docs", "rules", "trace");
const hasSources = existsSync(join(shared, "seeds")) && existsSync(join(shared, "rulings"));

interface Source {
  /** `seeds/<file>` or `rulings/<file>`, as the trace's title names it. */
  readonly path: string;
  /** The trace's basename without `.md`. */
  readonly name: string;
  /** The line numbers that need a row. */
  readonly required: readonly number[];
}

function listSources(): Source[] {
  if (!hasSources) return [];
  const list = (folder: "seeds" | "rulings", ext: string): Source[] =>
    readdirSync(join(shared, folder))
      .filter((file) => file.endsWith(ext))
      .sort()
      .map((file) => {
        const text = readFileSync(join(shared, folder, file), "utf8");
        return {
          path: `${folder}/${file}`,
          name: traceName(folder, file),
          required: folder === "seeds" ? seedLines(text) : rulingLines(text),
        };
      });
  return [...list("seeds", ".txt"), ...list("rulings", ".md")];
}

const sources = listSources();

/** Reads and parses a file once per run. */
function cached<T>(read: (path: string) => T): (path: string) => T {
  const cache = new Map<string, T>();
  return (path) => {
    if (!cache.has(path)) cache.set(path, read(path));
    return cache.get(path) as T;
  };
}

const traceOf = cached((name: string): TraceFile | undefined => {
  const file = join(traceDir, `${name}.md`);
  return existsSync(file) ? parseTrace(readFileSync(file, "utf8")) : undefined;
});
const textOf = cached((path: string): string | undefined => {
  const file = join(root, path);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
});
const titlesOf = cached((path: string): Set<string> | undefined => {
  const text = textOf(path);
  return text === undefined ? undefined : testTitles(text);
});

/** Every problem of one source's trace, each prefixed with the source and line it concerns. */
function problemsOf(source: Source): string[] {
  const trace = traceOf(source.name);
  const tracePath = `docs/rules/trace/${source.name}.md`;
  if (trace === undefined) return [`${source.path}: no trace (expected ${tracePath})`];
  const problems = trace.problems.map((problem) => `${tracePath}: ${problem}`);
  if (trace.title !== `# Trace: ${source.path}`) {
    problems.push(`${tracePath}: the first line must be "# Trace: ${source.path}"`);
  }

  const required = new Set(source.required);
  const seen = new Set<number>();
  let previous = 0;
  for (const row of trace.rows) {
    const at = `${source.path}:${row.line} (${tracePath}:${row.at})`;
    if (row.line <= previous) problems.push(`${at}: rows out of order or duplicated (after ${previous})`);
    previous = Math.max(previous, row.line);
    if (!required.has(row.line)) problems.push(`${at}: this line needs no row (blank or not an item start)`);
    seen.add(row.line);
    problems.push(...rowProblems(row, at));
  }
  for (const line of source.required) {
    if (!seen.has(line)) problems.push(`${source.path}:${line}: no row in ${tracePath}`);
  }
  return problems;
}

/** The problems of one row's kind, code, tests and note. */
function rowProblems(row: TraceFile["rows"][number], at: string): string[] {
  const problems: string[] = [];
  if (!(TRACE_KINDS as readonly string[]).includes(row.kind)) {
    return [`${at}: kind "${row.kind}" is not one of ${TRACE_KINDS.join(", ")}`];
  }
  const traced = row.kind === "rule" || row.kind === "example" || row.kind === "same-as";
  if (!traced) {
    if (row.implementedIn !== "—" || row.provedBy !== "—") {
      problems.push(`${at}: a ${row.kind} row must have — in "implemented in" and "proved by"`);
    }
    if (row.kind === "replaced" && (row.note === "" || row.note === "—")) {
      problems.push(`${at}: a replaced row's note must name the ruling or interpretation and why`);
    }
    return problems;
  }

  const code = parseImplementedIn(row.implementedIn);
  if (typeof code === "string") problems.push(`${at}: implemented in: ${code}`);
  else {
    for (const ref of code) {
      const text = textOf(ref.file);
      if (text === undefined) problems.push(`${at}: implemented in: ${ref.file} does not exist`);
      else if (!definesName(text, ref.name)) {
        problems.push(`${at}: implemented in: ${ref.file} defines no ${ref.name}`);
      }
    }
  }

  const tests = parseProvedBy(row.provedBy);
  if (typeof tests === "string") problems.push(`${at}: proved by: ${tests}`);
  else {
    for (const ref of tests) {
      const titles = titlesOf(ref.file);
      if (titles === undefined) problems.push(`${at}: proved by: ${ref.file} does not exist`);
      else if (!titles.has(ref.title)) {
        problems.push(`${at}: proved by: ${ref.file} has no it()/test() titled "${ref.title}"`);
      }
    }
  }

  if (row.kind === "same-as") {
    const target = sameAsTarget(row.note);
    if (target === undefined) problems.push(`${at}: a same-as note must give <source>:<line>`);
    else {
      const targetRow = traceOf(target.source)?.rows.find((r) => r.line === target.line);
      if (targetRow === undefined) {
        problems.push(`${at}: same-as ${target.source}:${target.line} is not a traced row`);
      } else if (!["rule", "example", "same-as"].includes(targetRow.kind) || targetRow === row) {
        problems.push(
          `${at}: same-as ${target.source}:${target.line} is a ${targetRow.kind} row, not a rule`,
        );
      }
    }
  }
  return problems;
}

describe.skipIf(!hasSources)("rule traces (docs/rules/trace/)", () => {
  it.each(sources.map((source) => [source.path, source] as const))(
    "%s: every line that needs one has exactly one valid row",
    (_, source) => {
      expect(problemsOf(source), `${source.path}: trace problems`).toEqual([]);
    },
  );

  it("the trace counts on the rules pages match the traces", () => {
    const pages = readdirSync(join(root, "docs", "rules")).filter((file) => file.endsWith(".md"));
    const problems: string[] = [];
    for (const page of pages) {
      const rows = countsTable(readFileSync(join(root, "docs", "rules", page), "utf8"));
      if (rows === undefined) continue;
      const sums = new Array<number>(COUNT_COLUMNS.length - 1).fill(0);
      const tests = new Set<string>();
      for (const row of rows) {
        if (row.name === "") {
          // The total row: sums of the traces above, and the distinct tests they cite together.
          const expected = [...sums.slice(0, -1), tests.size];
          if (row.cells.join() !== expected.join()) {
            problems.push(
              `docs/rules/${page}: the total row is ${row.cells} but the traces add up to ${expected}`,
            );
          }
          continue;
        }
        const trace = traceOf(row.name);
        if (trace === undefined) {
          problems.push(`docs/rules/${page}: counts of a missing trace "${row.name}"`);
          continue;
        }
        const counts = traceCounts(trace);
        const expected = counts.cells;
        expected.forEach((n, i) => {
          sums[i] = (sums[i] as number) + n;
        });
        for (const test of counts.tests) tests.add(test);
        if (row.cells.join() !== expected.join()) {
          const columns = COUNT_COLUMNS.slice(1).join(", ");
          problems.push(
            `docs/rules/${page}: ${row.name} counts (${columns}) are ${row.cells} but the trace has ${expected}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("every trace file belongs to a rule text", () => {
    const names = new Set(sources.map((source) => source.name));
    const files = existsSync(traceDir) ? readdirSync(traceDir) : [];
    const orphans = files.filter((file) => !file.endsWith(".md") || !names.has(file.slice(0, -3)));
    expect(orphans, "trace files without a rule text in ../shared").toEqual([]);
  });
});

describe.runIf(!hasSources)("rule traces without the rule texts", () => {
  it("are not checked: ../shared/seeds and ../shared/rulings are absent from this checkout", () => {
    expect(hasSources).toBe(false);
  });
});
