/**
 * The trace format of `docs/rules/trace/`: which lines of a rule text need a row, how a trace file
 * is parsed, and which test titles a test file declares. Pure functions over text; the trace test
 * does the file reading.
 */

/** The kinds a trace row may give a line. */
export const TRACE_KINDS = ["heading", "flavour", "rule", "example", "replaced", "same-as"] as const;
/** One of {@link TRACE_KINDS}. */
export type TraceKind = (typeof TRACE_KINDS)[number];

/** The column header every trace table starts with, cell by cell. */
export const TRACE_COLUMNS = ["line", "kind", "implemented in", "proved by", "note"] as const;

/** One row of a trace table, cells trimmed and unescaped. */
export interface TraceRow {
  /** The row's line in the trace file (1-based), for error messages. */
  readonly at: number;
  readonly line: number;
  readonly kind: string;
  readonly implementedIn: string;
  readonly provedBy: string;
  readonly note: string;
}

/** A parsed trace file: its title line and its table rows, or the problems that stopped parsing. */
export interface TraceFile {
  readonly title: string;
  readonly rows: readonly TraceRow[];
  readonly problems: readonly string[];
}

/** A source text's name in traces: a seed's basename without `.txt`, or `rulings-<basename>`. */
export function traceName(folder: "seeds" | "rulings", file: string): string {
  return folder === "seeds" ? file.replace(/\.txt$/, "") : `rulings-${file.replace(/\.md$/, "")}`;
}

/** Splits a text into lines without the final empty line a trailing newline leaves. */
function linesOf(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

const isEmpty = (line: string): boolean => line.trim() === "";
const isHeading = (line: string): boolean => line.trimStart().startsWith("#");
const isBullet = (line: string): boolean => /^\s*(?:- |\* |\d+\. )/.test(line);
const isTableSeparator = (line: string): boolean => /^[|\-:\s]+$/.test(line.trim());
const isTableRow = (line: string): boolean => line.trimStart().startsWith("|") && !isTableSeparator(line);

/** The 1-based numbers of the lines of a seed that need a row: every line that is not blank. */
export function seedLines(text: string): number[] {
  return linesOf(text).flatMap((line, i) => (isEmpty(line) ? [] : [i + 1]));
}

/**
 * The 1-based numbers of the item starts of a rulings file: headings, bullets, table rows (not
 * separators) and first lines of prose paragraphs (after a blank line, a heading or the file start).
 */
export function rulingLines(text: string): number[] {
  const lines = linesOf(text);
  return lines.flatMap((line, i) => {
    if (isEmpty(line)) return [];
    if (isHeading(line) || isBullet(line) || isTableRow(line)) return [i + 1];
    if (isTableSeparator(line)) return [];
    const previous = lines[i - 1];
    return previous === undefined || isEmpty(previous) || isHeading(previous) ? [i + 1] : [];
  });
}

/** Splits a markdown table row into trimmed cells, honouring `\|` escapes. */
function cellsOf(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll("\\|", "|"));
}

/** Parses a trace file: the `# Trace: <folder>/<file>` title and its one table. */
export function parseTrace(text: string): TraceFile {
  const lines = linesOf(text);
  const problems: string[] = [];
  const title = lines[0] ?? "";
  const tableStarts = lines.flatMap((line, i) =>
    line.trimStart().startsWith("|") && !lines[i - 1]?.trimStart().startsWith("|") ? [i] : [],
  );
  if (tableStarts.length !== 1) {
    problems.push(`expected exactly one table, found ${tableStarts.length}`);
    return { title, rows: [], problems };
  }
  const start = tableStarts[0] as number;
  const header = cellsOf(lines[start] as string);
  if (header.join(" | ") !== TRACE_COLUMNS.join(" | ")) {
    problems.push(`line ${start + 1}: the table's columns must be | ${TRACE_COLUMNS.join(" | ")} |`);
    return { title, rows: [], problems };
  }
  if (!isTableSeparator(lines[start + 1] ?? "")) {
    problems.push(`line ${start + 2}: the table header must be followed by a separator line`);
  }
  const rows: TraceRow[] = [];
  for (let i = start + 2; i < lines.length && lines[i]?.trimStart().startsWith("|"); i++) {
    const cells = cellsOf(lines[i] as string);
    if (cells.length !== TRACE_COLUMNS.length) {
      problems.push(`line ${i + 1}: ${cells.length} cells, expected ${TRACE_COLUMNS.length}`);
      continue;
    }
    const [line, kind, implementedIn, provedBy, note] = cells as [string, string, string, string, string];
    if (!/^[1-9]\d*$/.test(line)) {
      problems.push(`line ${i + 1}: "${line}" is not a line number`);
      continue;
    }
    rows.push({ at: i + 1, line: Number(line), kind, implementedIn, provedBy, note });
  }
  return { title, rows, problems };
}

/** One `` `src/…/file.ts` `functionName` `` entry of an "implemented in" cell. */
export interface CodeRef {
  readonly file: string;
  readonly name: string;
}

/** Parses an "implemented in" cell; returns the entries, or a string naming what is malformed. */
export function parseImplementedIn(cell: string): CodeRef[] | string {
  const refs: CodeRef[] = [];
  for (const part of cell.split("; ")) {
    const match = /^`(src\/[^`\s]+\.ts)` `([A-Za-z_$][\w$.]*)`$/.exec(part.trim());
    if (!match) return `"${part.trim()}" is not \`src/path/file.ts\` \`functionName\``;
    refs.push({ file: match[1] as string, name: match[2] as string });
  }
  return refs;
}

/** One `` `test/…/file.test.ts` › exact title `` entry of a "proved by" cell. */
export interface TestRef {
  readonly file: string;
  readonly title: string;
}

/** Parses a "proved by" cell; returns the entries, or a string naming what is malformed. */
export function parseProvedBy(cell: string): TestRef[] | string {
  const refs: TestRef[] = [];
  for (const part of cell.split(/;\s+(?=`test\/)/)) {
    const match = /^`(test\/[^`\s]+\.test\.ts)` › (.+)$/.exec(part.trim());
    if (!match) return `"${part.trim()}" is not \`test/path/file.test.ts\` › exact title`;
    refs.push({ file: match[1] as string, title: (match[2] as string).trim() });
  }
  return refs;
}

/** Reads a JavaScript string literal's body (between its quotes) as the string it denotes. */
function unescapeLiteral(body: string): string {
  const named: Record<string, string> = { n: "\n", t: "\t", r: "\r" };
  return body.replace(/\\(.)/g, (_, c: string) => named[c] ?? c);
}

/**
 * The titles a test file gives `it(…)` and `test(…)` as their first argument: string literals in
 * single, double or back quotes, the latter without `${}`.
 */
export function testTitles(source: string): Set<string> {
  const titles = new Set<string>();
  const call =
    /(?<![\w$.])(?:it|test)\s*\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.|\$(?!\{))*)`)/g;
  for (const match of source.matchAll(call)) {
    const body = match[1] ?? match[2] ?? match[3];
    if (body !== undefined) titles.add(unescapeLiteral(body));
  }
  return titles;
}

/**
 * Whether a source file defines `name` (for a dotted name, its last segment): a function, class,
 * variable or type declaration, an object method or property at the start of a line, or a
 * string-literal case of a switch (for handlers chosen by an action's type).
 */
export function definesName(source: string, name: string): boolean {
  const word = (name.split(".").at(-1) as string).replace(/\$/g, "\\$");
  const patterns = [
    `\\b(?:function\\*?|class|const|let|var|type|interface|enum)\\s+${word}(?![\\w$])`,
    `^\\s*(?:async\\s+)?\\*?${word}\\s*(?:<[^>]*>)?\\(.*\\{\\s*$`,
    `^\\s*(?:readonly\\s+)?${word}\\??\\s*:`,
    `\\bcase\\s+["'\`]${word}["'\`]`,
  ];
  return patterns.some((pattern) => new RegExp(pattern, "m").test(source));
}

/** Parses a `same-as` note's first `<source>:<line>` reference. */
export function sameAsTarget(note: string): { source: string; line: number } | undefined {
  const match = /(?<![\w-])((?:rulings-)?[a-z0-9][a-zA-Z0-9-]*):(\d+)/.exec(note);
  return match ? { source: match[1] as string, line: Number(match[2]) } : undefined;
}

/** The columns of the counts table a rules page gives for its traces, after the trace link. */
export const COUNT_COLUMNS = [
  "trace",
  "rows",
  "rules",
  "examples",
  "same-as",
  "replaced",
  "headings",
  "flavour",
  "tests cited",
] as const;

/** How many rows of each kind a trace has, and the distinct tests it cites (`file › title`). */
export function traceCounts(trace: TraceFile): { cells: number[]; tests: Set<string> } {
  const count = (kind: TraceKind): number => trace.rows.filter((row) => row.kind === kind).length;
  const tests = new Set<string>();
  for (const row of trace.rows) {
    const refs = row.provedBy === "—" ? [] : parseProvedBy(row.provedBy);
    if (typeof refs !== "string") for (const ref of refs) tests.add(`${ref.file} › ${ref.title}`);
  }
  const cells = [
    trace.rows.length,
    count("rule"),
    count("example"),
    count("same-as"),
    count("replaced"),
    count("heading"),
    count("flavour"),
    tests.size,
  ];
  return { cells, tests };
}

/**
 * The rows of a rules page's trace counts table: the trace each row links to (`trace/<name>.md`;
 * `""` for the closing total row) and its numbers, or `undefined` when the page has no such table.
 */
export function countsTable(text: string): { name: string; cells: number[] }[] | undefined {
  const lines = linesOf(text);
  const header = lines.findIndex(
    (line) => line.trim().startsWith("|") && cellsOf(line).join("|") === COUNT_COLUMNS.join("|"),
  );
  if (header < 0) return undefined;
  const rows: { name: string; cells: number[] }[] = [];
  for (let i = header + 2; i < lines.length && lines[i]?.trim().startsWith("|"); i++) {
    const [link, ...numbers] = cellsOf(lines[i] as string);
    const name = /\(trace\/([^)]+)\.md\)/.exec(link ?? "")?.[1] ?? "";
    rows.push({ name, cells: numbers.map(Number) });
  }
  return rows;
}
