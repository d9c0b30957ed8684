/**
 * What every playground test file sets up the same way: the tables served (alone, in front of a
 * match server, or by one), Chromium launched before the file's tests and both closed after them,
 * and pages in their own browser contexts that record script errors.
 */
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MatchServer, MatchServerOptions } from "backroom/server";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { BROWSER_TIMEOUT_MS, CHROMIUM, launchChromium } from "../support/chromium.js";
import { startLoopbackServer } from "../support/loopback-server.js";
import { servePlayground } from "./harness.js";

/** Where the playground tests save their screenshots of the setup, rules and end screens. */
export const SCREENS = fileURLToPath(new URL("../../.tmp/screens", import.meta.url));

/** Where the playground tests save their other screenshots and saved records. */
export const ARTIFACTS = fileURLToPath(new URL("../../.tmp/playground-shots", import.meta.url));

/** Tables being served at `url`, with the match server behind them if there is one. */
export interface ServedTables {
  /** The address a page opens. */
  readonly url: string;
  /** The match server the tables talk to, if any. */
  readonly server?: MatchServer;
  /** Stops serving and removes what serving made. */
  close(): Promise<void>;
}

/** How a test page is opened: its viewport, the browser's language and what it records. */
export interface PageOptions {
  /** The viewport's width in CSS pixels (1280 unless said). */
  readonly width?: number;
  /** The viewport's height in CSS pixels (800 unless said). */
  readonly height?: number;
  /** The browser's language, which the tables follow ("en-US" unless said). */
  readonly locale?: string;
  /** Whether the page is a touch screen. */
  readonly touch?: boolean;
  /** A script run in the page before its own scripts. */
  readonly init?: () => void;
  /** Whether the console's errors count as script errors too (they do unless said). */
  readonly consoleErrors?: boolean;
}

/** A page and the script errors it has had so far. */
export interface OpenedPage {
  /** The page, with the browser steps' generous timeout. */
  readonly page: Page;
  /** Every uncaught error (and console error, unless turned off) the page has had. */
  readonly errors: string[];
}

/** A page in its own browser context (its own storage, as a second browser), recording script errors. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? "en-US",
    hasTouch: options.touch ?? false,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(BROWSER_TIMEOUT_MS);
  if (options.init) await page.addInitScript(options.init);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  if (options.consoleErrors ?? true)
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
  return { page, errors };
}

/** A 1280×900 page in a browser whose language is German or French; only uncaught errors count. */
export const inLanguage = (locale: "de" | "fr"): PageOptions => ({
  width: 1280,
  height: 900,
  locale: locale === "de" ? "de-DE" : "fr-FR",
  consoleErrors: false,
});

/** The playground behind `vite preview`, forwarding to a real match server (PGlite in memory, port 0, no bot delay). */
export async function servePlaygroundOnline(
  options: Partial<MatchServerOptions> = {},
): Promise<ServedTables> {
  const backend = await startLoopbackServer(options);
  const served = await servePlayground(backend.server.url);
  return {
    url: served.url,
    server: backend.server,
    async close() {
      await served.close();
      await backend.close();
    },
  };
}

/** A test file's tables and browser, ready once its `beforeAll` hooks have run. */
export interface Playground {
  /** The address of the served tables. */
  readonly url: string;
  /** The match server behind the tables (only where the file serves one). */
  readonly server: MatchServer;
  /** The file's Chromium. */
  readonly browser: Browser;
  /** A new page of the file's Chromium. */
  page(options?: PageOptions): Promise<OpenedPage>;
}

/**
 * Serves the tables with `serve` (the playground alone unless said) and launches Chromium before the
 * file's tests, after making the screenshot folders, and closes both after them.
 */
export function usePlayground(serve: () => Promise<ServedTables> = servePlayground): Playground {
  let served: ServedTables | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    expect(existsSync(CHROMIUM), `Chromium not found at ${CHROMIUM} (apt-get install chromium)`).toBe(true);
    mkdirSync(SCREENS, { recursive: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await serve();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test`);
    return value;
  };
  return {
    get url() {
      return ready(served, "the tables").url;
    },
    get server() {
      return ready(ready(served, "the tables").server, "a match server");
    },
    get browser() {
      return ready(browser, "Chromium");
    },
    page(options) {
      return openPage(ready(browser, "Chromium"), options);
    },
  };
}
