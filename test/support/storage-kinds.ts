/**
 * Both databases a server runs on, for tests that must hold on each: the embedded one (a fresh copied
 * folder) and, where PostgreSQL's binaries are installed, a fresh database on one temporary cluster
 * per test file (started by the first `open`, removed after the file's tests).
 */
import { type MatchStorage, openPostgresStorage } from "backroom/server";
import { afterAll } from "vitest";
import { openFreshStorage } from "./data-folder.js";
import { postgresBin, startTemporaryCluster, type TemporaryCluster } from "./postgres-cluster.js";

/** One kind of storage: its name and how to open a fresh, empty one. */
export interface StorageKind {
  readonly name: string;
  open(): Promise<MatchStorage>;
}

/** The kinds of storage this machine can run (call once per test file, at its top level). */
export function storageKinds(): StorageKind[] {
  const kinds: StorageKind[] = [{ name: "PGlite", open: openFreshStorage }];
  if (!postgresBin) return kinds;
  let cluster: Promise<TemporaryCluster> | undefined;
  let databases = 0;
  afterAll(async () => {
    await (await cluster)?.remove();
  });
  kinds.push({
    name: "PostgreSQL",
    async open() {
      cluster ??= startTemporaryCluster();
      const url = (await cluster).createDatabase(`test_${++databases}`);
      return openPostgresStorage(url);
    },
  });
  return kinds;
}
