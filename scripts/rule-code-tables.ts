/**
 * The rule-code table of each game's rules page (docs/rules/<id>.md): every code the game's
 * `validate` may return (`Game.ruleCodes`, the shared ones first) with its meaning from the game's
 * English catalogue, written between the page's `rule-codes` markers by `npm run build`
 * (scripts/protocol-documents.ts); test/protocol/rule-codes.test.ts checks the pages are current.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { RuleError, SHARED_RULE_CODES } from "../src/core/errors.js";
import type { AnyGame } from "../src/core/game.js";
import { games } from "../src/games/registry.js";

/** The markers around the generated table. */
const START = /<!-- rule-codes:[^>]*-->\n/;
const END = "<!-- /rule-codes -->";

/** The path of a game's rules page. */
export const rulesPage = (gameId: string) => `docs/rules/${gameId}.md`;

/** The Markdown table of a game's rule codes. */
export function ruleCodeTable(game: AnyGame): string {
  const rows = (game.ruleCodes ?? []).map((code) => {
    const shared = (SHARED_RULE_CODES as readonly string[]).includes(code) ? "shared" : "this game";
    const meaning = game.errorText?.(new RuleError(code, "")) ?? "";
    if (meaning === "") throw new Error(`${game.id}: no English text for the rule code ${code}`);
    return `| \`${code}\` | ${shared} | ${meaning.replaceAll("|", "\\|")} |`;
  });
  return ["| code | from | meaning |", "|---|---|---|", ...rows, ""].join("\n");
}

/** A rules page with its rule-code table replaced by the current one; throws when the markers are missing. */
export function withRuleCodeTable(page: string, game: AnyGame): string {
  const start = START.exec(page);
  const end = page.indexOf(END);
  if (!start || end < start.index) throw new Error(`${rulesPage(game.id)} lacks the rule-codes markers`);
  const from = start.index + start[0].length;
  return `${page.slice(0, from)}${ruleCodeTable(game)}${page.slice(end)}`;
}

/** Writes every game's table into its rules page; returns the pages written. */
export function writeRuleCodeTables(): string[] {
  return Object.values(games).map((game) => {
    const path = rulesPage(game.id);
    writeFileSync(path, withRuleCodeTable(readFileSync(path, "utf8"), game));
    return path;
  });
}
