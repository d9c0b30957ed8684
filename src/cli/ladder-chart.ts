/**
 * The ladder as an SVG chart: one row per player, its rating's 95% interval as a bar with a dot at
 * μ on a shared axis, and its win share against fair beside it, with notes naming the rating
 * system, the bots' budgets and the seed under it. Every word comes from `text`.
 */
import type { LadderEntry } from "../sim/ladder.js";

/** The words of the chart (the caller's catalogue). */
export interface LadderChartText {
  readonly title: string;
  /** The caption of the rating axis. */
  readonly ratingAxis: string;
  /** The heading of the win-share column. */
  readonly winShareHeading: string;
  /** One player's win-share cell, e.g. "0.520 (1.56× fair)". */
  readonly winShareCell: (entry: LadderEntry) => string;
  /** Lines under the chart: the rating system, the bots' budgets, the seed. */
  readonly notes: readonly string[];
}

const ROW = 30;
const LEFT = 220;
const PLOT = 380;
const RIGHT = 200;
const TOP = 56;
const BOTTOM = 48;
const NOTE = 18;

/** Escapes text for XML content and attribute values. */
function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Round tick values covering `low..high`, about five of them. */
function ticks(low: number, high: number): number[] {
  const raw = (high - low) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const values: number[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) values.push(Number(v.toFixed(6)));
  return values;
}

/** The chart as a standalone SVG document. */
export function ladderChart(entries: readonly LadderEntry[], text: LadderChartText): string {
  const width = LEFT + PLOT + RIGHT;
  const height = TOP + entries.length * ROW + BOTTOM + text.notes.length * NOTE;
  const lows = entries.map((e) => e.interval.low);
  const highs = entries.map((e) => e.interval.high);
  let low = Math.min(...lows);
  let high = Math.max(...highs);
  const pad = (high - low) * 0.05 || 1;
  low -= pad;
  high += pad;
  const x = (value: number) => (LEFT + ((value - low) / (high - low)) * PLOT).toFixed(1);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="sans-serif" font-size="13">`,
    `<title>${xml(text.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="12" y="24" font-size="15" font-weight="bold">${xml(text.title)}</text>`,
    `<text x="${LEFT + PLOT + 16}" y="${TOP - 10}" font-weight="bold">${xml(text.winShareHeading)}</text>`,
  ];
  const axisY = TOP + entries.length * ROW;
  for (const tick of ticks(low, high)) {
    parts.push(
      `<line x1="${x(tick)}" y1="${TOP - 4}" x2="${x(tick)}" y2="${axisY}" stroke="#ddd"/>`,
      `<text x="${x(tick)}" y="${axisY + 16}" text-anchor="middle" fill="#555">${tick}</text>`,
    );
  }
  parts.push(
    `<text x="${LEFT + PLOT / 2}" y="${axisY + 36}" text-anchor="middle" fill="#333">${xml(text.ratingAxis)}</text>`,
  );
  text.notes.forEach((note, line) => {
    parts.push(
      `<text class="note" x="12" y="${axisY + BOTTOM + 8 + line * NOTE}" font-size="11" fill="#555">${xml(note)}</text>`,
    );
  });
  entries.forEach((entry, row) => {
    const y = TOP + row * ROW + ROW / 2;
    parts.push(
      `<g class="player">`,
      `<text x="${LEFT - 10}" y="${y + 4}" text-anchor="end">${xml(entry.name)}</text>`,
      `<line x1="${x(entry.interval.low)}" y1="${y}" x2="${x(entry.interval.high)}" y2="${y}" stroke="#4a78c2" stroke-width="6" stroke-linecap="round" opacity="0.45"/>`,
      `<circle cx="${x(entry.mu)}" cy="${y}" r="5" fill="#1f4e9c"/>`,
      `<text x="${LEFT + PLOT + 16}" y="${y + 4}">${xml(text.winShareCell(entry))}</text>`,
      "</g>",
    );
  });
  parts.push("</svg>", "");
  return parts.join("\n");
}
