/** The trace format's parsing: which lines need rows, table rows, code and test references. */
import { describe, expect, it } from "vitest";
import {
  countsTable,
  definesName,
  parseImplementedIn,
  parseProvedBy,
  parseTrace,
  rulingLines,
  sameAsTarget,
  seedLines,
  testTitles,
  traceCounts,
  traceName,
} from "./trace-file.js";

describe("trace format", () => {
  it("a seed needs a row for every line that is not blank", () => {
    expect(seedLines("Title\n\n  \nfirst\n\tsecond\n")).toEqual([1, 4, 5]);
  });

  it("a rulings file needs a row for headings, bullets, table rows and paragraph starts", () => {
    const text = [
      "# Rulings", // 1 heading
      "Intro right under the heading.", // 2 paragraph start
      "continued.", // 3
      "", // 4
      "- a bullet", // 5
      "  continued", // 6
      "  * nested", // 7
      "1. numbered", // 8
      "", // 9
      "| a | b |", // 10 table row
      "|---|:-:|", // 11 separator
      "| 1 | 2 |", // 12 table row
      "", // 13
      "Paragraph.", // 14
      "More of it.", // 15
      "## Next", // 16
    ].join("\n");
    expect(rulingLines(text)).toEqual([1, 2, 5, 7, 8, 10, 12, 14, 16]);
  });

  it("names traces after their source", () => {
    expect(traceName("seeds", "slush-fund-fr.txt")).toBe("slush-fund-fr");
    expect(traceName("rulings", "README.md")).toBe("rulings-README");
  });

  it("parses the one table of a trace, with escaped pipes", () => {
    const text = [
      "# Trace: seeds/x.txt",
      "",
      "Intro.",
      "",
      "| line | kind | implemented in | proved by | note |",
      "|---|---|---|---|---|",
      "| 1 | heading | — | — | title |",
      "| 3 | flavour | — | — | a \\| b |",
    ].join("\n");
    const trace = parseTrace(text);
    expect(trace.problems).toEqual([]);
    expect(trace.title).toBe("# Trace: seeds/x.txt");
    expect(trace.rows.map((row) => [row.line, row.kind, row.note, row.at])).toEqual([
      [1, "heading", "title", 7],
      [3, "flavour", "a | b", 8],
    ]);
  });

  it("reports a second table, wrong columns and a bad line number", () => {
    const header = "| line | kind | implemented in | proved by | note |\n|---|---|---|---|---|";
    expect(parseTrace(`# T\n${header}\n\n${header}`).problems).toEqual([
      "expected exactly one table, found 2",
    ]);
    expect(parseTrace("# T\n| line | kind | note |\n|---|---|---|").problems[0]).toMatch(/columns/);
    expect(parseTrace(`# T\n${header}\n| x | rule | — | — | — |`).problems).toEqual([
      'line 4: "x" is not a line number',
    ]);
  });

  it("reads implemented-in and proved-by cells", () => {
    expect(parseImplementedIn("`src/a/b.ts` `f`; `src/c.ts` `g.h`")).toEqual([
      { file: "src/a/b.ts", name: "f" },
      { file: "src/c.ts", name: "g.h" },
    ]);
    expect(parseImplementedIn("src/a/b.ts f")).toMatch(/is not/);
    expect(parseProvedBy("`test/a.test.ts` › one; two; `test/b.test.ts` › three")).toEqual([
      { file: "test/a.test.ts", title: "one; two" },
      { file: "test/b.test.ts", title: "three" },
    ]);
    expect(parseProvedBy("`test/a.ts` › one")).toMatch(/is not/);
  });

  it("finds the literal titles of it() and test(), not describe() or templates", () => {
    const source = [
      'describe("group", () => {',
      '  it("double \\"quoted\\"", () => {});',
      "  test('single', () => {});",
      "  it(`back`, () => {});",
      "  it(",
      '    "wrapped onto the next line",',
      "    () => {},",
      "  );",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template literal
      "  it(`with ${x}`, () => {});",
      '  it.each([1])("each %s", () => {});',
      '  split("not a test");',
      "});",
    ].join("\n");
    expect([...testTitles(source)].sort()).toEqual(
      ['double "quoted"', "back", "single", "wrapped onto the next line"].sort(),
    );
  });

  it("knows whether a file defines a name", () => {
    const source = [
      "export function bribe(s) {}",
      "const score = () => 1;",
      "const handlers = {",
      "  draw(s) {",
      "  },",
      "  stash: (s) => {},",
      "};",
      'switch (a.type) { case "pass": break; }',
      "import { other } from './x';",
      "other();",
    ].join("\n");
    for (const name of ["bribe", "score", "handlers.draw", "stash", "pass"]) {
      expect(definesName(source, name), name).toBe(true);
    }
    expect(definesName(source, "other")).toBe(false);
    expect(definesName(source, "brib")).toBe(false);
  });

  it("reads a same-as note's reference", () => {
    expect(sameAsTarget("as rulings-slush-fund:12 says")).toEqual({ source: "rulings-slush-fund", line: 12 });
    expect(sameAsTarget("restates `kohle-kies-knete-en:7`")).toEqual({
      source: "kohle-kies-knete-en",
      line: 7,
    });
    expect(sameAsTarget("see above")).toBeUndefined();
  });

  it("counts a trace's rows by kind and its distinct tests, and reads a rules page's counts table", () => {
    const trace = parseTrace(
      [
        "# Trace: seeds/x.txt",
        "| line | kind | implemented in | proved by | note |",
        "|---|---|---|---|---|",
        "| 1 | heading | — | — | |",
        "| 2 | rule | `src/a.ts` `f` | `test/a.test.ts` › one; `test/a.test.ts` › two | |",
        "| 3 | example | `src/a.ts` `f` | `test/a.test.ts` › one | |",
        "| 4 | replaced | — | — | why |",
      ].join("\n"),
    );
    expect(traceCounts(trace).cells).toEqual([4, 1, 1, 0, 1, 1, 0, 2]);
    const page = [
      "| trace | rows | rules | examples | same-as | replaced | headings | flavour | tests cited |",
      "|---|---|---|---|---|---|---|---|---|",
      "| [seeds/x.txt](trace/x.md) | 4 | 1 | 1 | 0 | 1 | 1 | 0 | 2 |",
      "| total | 4 | 1 | 1 | 0 | 1 | 1 | 0 | 2 |",
    ].join("\n");
    expect(countsTable(page)).toEqual([
      { name: "x", cells: [4, 1, 1, 0, 1, 1, 0, 2] },
      { name: "", cells: [4, 1, 1, 0, 1, 1, 0, 2] },
    ]);
    expect(countsTable("no table")).toBeUndefined();
  });
});
