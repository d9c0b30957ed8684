/**
 * New data folders from the prepared database (src/server/storage/data-folder-template.ts): the
 * template the build writes (scripts/data-folder-template.ts) becomes a working database that keeps
 * a match across a restart; a template made for another schema is not used (PGlite creates the
 * database, as without one); what an interrupted unpack left is removed and the unpack redone; an
 * existing folder opens as it is.
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { games } from "backroom";
import { openPgliteStorage } from "backroom/server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildTemplate } from "../../scripts/data-folder-template.js";
import { UNPACKING_PREFIX, writeTemplate } from "../../src/server/storage/data-folder-template.js";
import { storedMatch } from "../support/stored-match.js";

let work = "";
let template = "";
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "backroom-template-test-"));
  template = join(work, "template.bin");
  await buildTemplate(template);
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** A new, empty data folder under the test's folder. */
async function newFolder(name: string): Promise<string> {
  const folder = join(work, name);
  await mkdir(folder);
  return folder;
}

/** Opens the embedded storage in `folder` from `file`, with the lines it logs. */
async function open(folder: string, file: string | false = template) {
  const lines: string[] = [];
  const storage = await openPgliteStorage(folder, { template: file, log: (line) => lines.push(line) });
  return { storage, lines };
}

/** Creates a Slush Fund match and stores its first legal action; returns that action. */
async function createAndPlay(storage: Awaited<ReturnType<typeof openPgliteStorage>>, id: string) {
  const match = storedMatch(id);
  await storage.createMatch(match);
  const game = games["slush-fund"];
  if (!game) throw new Error("Slush Fund is not registered");
  const state = game.setup({ players: match.players, seed: match.seed as string, options: {} });
  const seat = game.toAct(state)[0] as number;
  const action = game.legalActions(state, seat)[0];
  expect(await storage.appendAction(id, 0, action, false)).toBe(true);
  return action;
}

describe("a new data folder", () => {
  it("is unpacked from the template, works, and keeps its match across a restart", async () => {
    const folder = await newFolder("from-template");
    const first = await open(folder);
    expect(first.lines.join("\n")).toContain("from the prepared template");
    const action = await createAndPlay(first.storage, "template-match");
    await first.storage.close();

    const again = await open(folder);
    try {
      expect(again.lines).toEqual([]); // an existing folder: nothing unpacked, nothing created
      expect((await again.storage.getMatch("template-match"))?.version).toBe(1);
      expect(await again.storage.actionsAfter("template-match", 0)).toEqual([action]);
      expect((await again.storage.listMatches()).map((match) => match.id)).toEqual(["template-match"]);
    } finally {
      await again.storage.close();
    }
  });

  it("is created by PGlite when the template was made for another schema", async () => {
    const other = join(work, "other-schema.bin");
    // A real database folder (initialised, without the server's tables), marked for another schema.
    writeTemplate(inject("pgliteTemplate"), other, "a fingerprint of another schema");
    const folder = await newFolder("mismatch");
    const { storage, lines } = await open(folder, other);
    try {
      expect(lines.join("\n")).toMatch(/creating a new database \(.*another schema or PGlite version/);
      await createAndPlay(storage, "mismatch-match");
      expect((await storage.getMatch("mismatch-match"))?.version).toBe(1);
    } finally {
      await storage.close();
    }
  });

  it("is unpacked again when an earlier unpack was interrupted", async () => {
    const folder = await newFolder("interrupted");
    // What a start killed halfway through its unpack leaves: a staging folder with some files.
    const staging = join(folder, `pglite${UNPACKING_PREFIX}4242`);
    await mkdir(join(staging, "base", "1"), { recursive: true });
    await writeFile(join(staging, "PG_VERSION"), "17\n");
    await writeFile(join(staging, "base", "1", "1259"), Buffer.alloc(100));
    const { storage, lines } = await open(folder);
    try {
      expect(lines.join("\n")).toContain("removed what an interrupted start left half unpacked");
      expect(lines.join("\n")).toContain("from the prepared template");
      expect(existsSync(staging)).toBe(false);
      expect(readdirSync(folder).filter((name) => name.includes(UNPACKING_PREFIX))).toEqual([]);
      await createAndPlay(storage, "interrupted-match");
      expect((await storage.getMatch("interrupted-match"))?.version).toBe(1);
    } finally {
      await storage.close();
    }
  });
});
