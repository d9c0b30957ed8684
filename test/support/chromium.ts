/**
 * Headless Chromium for the browser tests: Debian's build (`apt-get install chromium`), started with
 * the flags a machine without outside network needs.
 */
import { type Browser, chromium } from "playwright-core";

/** Where Chromium is (override with CHROMIUM_PATH). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** How long a browser step may take: generous, since Chromium starts slowly on a loaded machine. */
export const BROWSER_TIMEOUT_MS = 120_000;

/** Launches headless Chromium; background networking is off, since this machine has no outside network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    timeout: BROWSER_TIMEOUT_MS,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
