import { defineConfig } from "vitest/config";

/** The browser check: needs the built package and Chromium, so it runs apart from `npm test`. */
export default defineConfig({
  test: { include: ["test/browser/**/*.test.ts"], testTimeout: 300_000 },
});
