/**
 * Fresh embedded-database folders for tests, copied from the run's template
 * (test/support/pglite-template.setup.ts) rather than created by initdb each time.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MatchStorage } from "backroom/server";
import { openPgliteStorage } from "backroom/server";
import { inject } from "vitest";

/**
 * A new temporary data folder for `openPgliteStorage` or `serve --data`, holding an initialised,
 * empty database (no backroom tables yet) where the server keeps it (`<folder>/pglite`).
 */
export async function freshDataFolder(prefix = "backroom-data-"): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  await cp(inject("pgliteTemplate"), join(folder, "pglite"), { recursive: true });
  return folder;
}

/** Removes a folder made by `freshDataFolder` (nothing when there is none). */
export async function removeDataFolder(folder: string | undefined): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
}

/** Embedded storage on a fresh copied folder; its `close` also removes the folder. */
export async function openFreshStorage(): Promise<MatchStorage> {
  const folder = await freshDataFolder();
  const storage = await openPgliteStorage(folder);
  return {
    ...storage,
    async close() {
      await storage.close();
      await removeDataFolder(folder);
    },
  };
}
