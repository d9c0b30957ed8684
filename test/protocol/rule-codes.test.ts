/**
 * Every rule code in the source is documented: each code a `RULE_CODES` list, a `new RuleError(…)`
 * or a game's `fail(…)` names in src/core and src/games is in its game's `RuleCode` schema (the
 * shared ones in every game's) and in the table of its rules page, and the tables are what the
 * build writes now.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rulesPage, withRuleCodeTable } from "../../scripts/rule-code-tables.js";
import { games } from "../../src/index.js";
import { publishedGameSchema } from "./schema-support.js";

const root = new URL("../../", import.meta.url).pathname;

/** Every TypeScript file under a folder. */
const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(folder, file));

/** The code literals a file names: in `RULE_CODES` lists, `new RuleError("…"` and `fail("…"`. */
function codesIn(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const codes = [...text.matchAll(/(?:new RuleError(?:<\w+>)?|\bfail)\(\s*"([a-z][a-z-]*)"/g)].map(
    (m) => m[1] as string,
  );
  for (const list of text.matchAll(/RULE_CODES = \[([^\]]*)\]/g)) {
    codes.push(...[...(list[1] as string).matchAll(/"([a-z][a-z-]*)"/g)].map((m) => m[1] as string));
  }
  return codes;
}

/** The codes of a game's `RuleCode` schema. */
const schemaCodes = (gameId: string) =>
  (publishedGameSchema(gameId).$defs.RuleCode as { oneOf: { const: string }[] }).oneOf.map(
    (entry) => entry.const,
  );

/** The codes of a rules page's table. */
const pageCodes = (gameId: string) => {
  const page = readFileSync(join(root, rulesPage(gameId)), "utf8");
  return [...page.matchAll(/^\| `([a-z-]+)` \| (?:shared|this game) \|/gm)].map((m) => m[1] as string);
};

describe("every rule code", () => {
  it("named in src/core is in every game's schema and rules page", () => {
    const shared = [...new Set(sources("src/core").flatMap(codesIn))];
    expect(shared).toContain("unknown-action");
    for (const id of Object.keys(games)) {
      expect(schemaCodes(id), id).toEqual(expect.arrayContaining(shared));
      expect(pageCodes(id), id).toEqual(expect.arrayContaining(shared));
    }
  });

  for (const id of Object.keys(games)) {
    it(`named in src/games/${id} is in its schema and its rules page`, () => {
      const named = [...new Set(sources(`src/games/${id}`).flatMap(codesIn))];
      expect(named.length).toBeGreaterThan(5);
      expect(schemaCodes(id)).toEqual(expect.arrayContaining(named));
      expect(pageCodes(id)).toEqual(schemaCodes(id));
    });

    it(`of ${id} is in a rules page table that the build wrote from the catalogue now`, () => {
      const page = readFileSync(join(root, rulesPage(id)), "utf8");
      expect(withRuleCodeTable(page, games[id] as never)).toBe(page);
    });
  }

  it("the issue found undocumented is documented now", () => {
    expect(pageCodes("kohle-kies-knete")).toEqual(
      expect.arrayContaining(["negotiation-limit", "offer-accepted"]),
    );
  });
});
