/** Plain-text tables with aligned columns. */

/** Formats rows under headers; columns are left-aligned text, right-aligned when numeric. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, c) =>
    Math.max(header.length, ...rows.map((row) => (row[c] ?? "").length)),
  );
  const numeric = headers.map(
    (_, c) => rows.length > 0 && rows.every((row) => /^[-+\d.,%± –]+$/.test(row[c] ?? "")),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (numeric[c] ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
