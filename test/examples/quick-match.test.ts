import { expect, it, vi } from "vitest";

it("the ten-line example plays a game to its outcome", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await import("../../examples/quick-match.js");
  const [outcome, summary] = log.mock.calls[0] ?? [];
  expect(outcome).toMatchObject({ winners: expect.any(Array), scores: expect.any(Array) });
  expect(summary).toMatch(/^\d+ actions$/);
  log.mockRestore();
});
