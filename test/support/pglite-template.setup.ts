/**
 * Vitest global setup: one embedded database folder created once per run, which tests copy instead
 * of running PostgreSQL's initdb again (about 5 s each on two cores; reopening a folder takes under
 * half a second). Tests that start a database from nothing keep doing so: storage-reopen.test.ts
 * and data-lock.test.ts (a new folder), pglite-thread.test.ts (in memory).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder initialised by PGlite and closed cleanly (see test/support/data-folder.ts). */
    pgliteTemplate: string;
  }
}

/** Creates the template folder and provides its path; the returned teardown removes it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), "backroom-template-"));
  const db = await PGlite.create(folder);
  await db.close();
  project.provide("pgliteTemplate", folder);
  return () => rm(folder, { recursive: true, force: true });
}
