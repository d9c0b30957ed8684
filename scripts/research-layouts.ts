/**
 * The generated parts of docs/research.md: per game, the sizes at every player count and the action
 * and observation layouts at the reference player count, between `<!-- layout:<game> -->` markers.
 * `npx tsx scripts/research-layouts.ts` rewrites them in place; test/rl/docs.test.ts checks them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getGame } from "../src/games/registry.js";
import { createEncoding, encodedGameIds } from "../src/rl/index.js";

/** The player count of the layout tables. */
export const LAYOUT_PLAYERS = 4;

/** The path of docs/research.md. */
export const RESEARCH_DOC = fileURLToPath(new URL("../docs/research.md", import.meta.url));

const cell = (text: string) => text.replaceAll("|", "\\|");

/** A segment's bounds in a table cell: `low … high`, each the least and most of its values' bounds. */
function bounds(segment: { readonly low: readonly number[]; readonly high: readonly number[] }): string {
  const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toPrecision(3));
  const low = Math.min(...segment.low);
  const high = Math.max(...segment.high);
  const uniform = segment.low.every((v) => v === low) && segment.high.every((v) => v === high);
  return `${round(low)} … ${round(high)}${uniform ? "" : " (per value)"}`;
}

/** The generated Markdown of one game (without its markers). */
export function layoutSection(gameId: string): string {
  const game = getGame(gameId);
  const lines: string[] = [];
  const counts = Array.from(
    { length: game.players.max - game.players.min + 1 },
    (_, i) => game.players.min + i,
  );
  const encodings = counts.map((players) => createEncoding(gameId, { players }));
  const reference = createEncoding(gameId, { players: LAYOUT_PLAYERS });
  lines.push(
    `Encoding version \`${reference.version}\` (rules version ${game.version}, default options).`,
    "",
  );
  lines.push(`| players | ${counts.join(" | ")} |`, `|---|${counts.map(() => "---|").join("")}`);
  lines.push(`| actions | ${encodings.map((e) => e.numActions).join(" | ")} |`);
  lines.push(`| observation | ${encodings.map((e) => e.observationSize).join(" | ")} |`, "");
  lines.push(
    `Actions at ${LAYOUT_PLAYERS} players (fields most significant first; index = offset + mixed-radix digits):`,
    "",
  );
  lines.push("| type | offset | size | fields (radix: meaning) |", "|---|---|---|---|");
  for (const block of reference.actionLayout) {
    const fields =
      block.fields.map((f) => `\`${f.name}\` (${f.radix}: ${cell(f.meaning)})`).join("; ") || "—";
    lines.push(`| \`${block.type}\` | ${block.offset} | ${block.size} | ${fields} |`);
  }
  lines.push("", `Observation at ${LAYOUT_PLAYERS} players:`, "");
  lines.push("| segment | offset | size | values | bounds |", "|---|---|---|---|---|");
  for (const segment of reference.observationLayout) {
    lines.push(
      `| \`${segment.name}\` | ${segment.offset} | ${segment.size} | ${cell(segment.meaning)} | ${bounds(segment)} |`,
    );
  }
  return lines.join("\n");
}

/** The document with every game's generated part replaced by the current one. */
export function updatedDoc(text: string): string {
  let out = text;
  for (const id of encodedGameIds()) {
    const open = `<!-- layout:${id} -->`;
    const close = `<!-- /layout:${id} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close);
    if (start < 0 || end < start) throw new Error(`docs/research.md lacks the markers of ${id}`);
    out = `${out.slice(0, start + open.length)}\n${layoutSection(id)}\n${out.slice(end)}`;
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(RESEARCH_DOC, updatedDoc(readFileSync(RESEARCH_DOC, "utf8")));
  console.log("docs/research.md: layouts updated");
}
