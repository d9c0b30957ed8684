/**
 * axe-core in a browser test: the page must have no serious or critical violation (moderate and
 * minor ones are left to review, as the issue asks).
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Runs axe-core on `page` (a page of a context made with `newContext`) and fails on any serious or critical violation, naming each with its first places. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
  expect(serious.join("\n"), `axe at ${where}`).toBe("");
}
