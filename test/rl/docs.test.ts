import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { RESEARCH_DOC, updatedDoc } from "../../scripts/research-layouts.js";

it("docs/research.md shows the current layouts (npx tsx scripts/research-layouts.ts updates them)", () => {
  const text = readFileSync(RESEARCH_DOC, "utf8");
  expect(text).toBe(updatedDoc(text));
});
