/**
 * The prepared embedded database: a PGlite data folder with the server's schema already in it,
 * written by `npm run build` (scripts/data-folder-template.ts) to `dist/server/data-folder-template.bin`
 * and unpacked into every new data folder instead of running PostgreSQL's initdb there (seconds of
 * WebAssembly; unpacking takes a fraction of one). The file is one header line of JSON (the format,
 * the fingerprint it was made for, every directory and file with its size and where its bytes are)
 * and the files' bytes after it, compressed with Brotli, each distinct content once (the three
 * databases PostgreSQL creates share most of their files). Unpacking writes to a folder of its own
 * beside the target and renames it into place when complete, so an interrupted unpack leaves no
 * half-made database: only a leftover folder, which the next start removes before unpacking again.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompressSync, brotliDecompress, constants as zlib } from "node:zlib";

/** The first bytes of a template file, with the version of its layout. */
const MAGIC = "backroom-data-folder-template 1\n";

/** The prefix of the folder an unpack writes before renaming it into place. */
export const UNPACKING_PREFIX = ".unpacking-";

/** One file of the template: where it goes, its size and where its bytes start in the body. */
interface TemplateFile {
  readonly path: string;
  readonly size: number;
  readonly offset: number;
}

/** The header line of a template file. */
interface TemplateHeader {
  /** What the template fits (`templateFingerprint`): a server with another one does not use it. */
  readonly fingerprint: string;
  /** Every directory, parents first (relative, with `/`). */
  readonly directories: readonly string[];
  readonly files: readonly TemplateFile[];
  /** The body's length once decompressed. */
  readonly bodyBytes: number;
}

/** The version of the installed `@electric-sql/pglite` (a template is made by and for one version). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  for (let folder = dirname(entry); folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = join(folder, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, "utf8")) as {
      name?: string;
      version?: string;
    };
    if (name === "@electric-sql/pglite" && typeof version === "string") return version;
  }
  throw new Error(`no package.json of @electric-sql/pglite above ${entry}`);
}

/** What a template must have been made for to be used: this layout, this PGlite and this schema. */
export function templateFingerprint(schemaFingerprint: string): string {
  return createHash("sha256")
    .update(`${MAGIC}pglite ${pgliteVersion()}\nschema ${schemaFingerprint}`)
    .digest("hex");
}

/**
 * Packs the PGlite data folder `dataDir` (closed cleanly) into the template file `file`, marked
 * with `fingerprint`; returns the file's size in bytes.
 */
export function writeTemplate(dataDir: string, file: string, fingerprint: string): number {
  const directories: string[] = [];
  const files: TemplateFile[] = [];
  const chunks: Buffer[] = [];
  const offsets = new Map<string, number>();
  let bodyBytes = 0;
  const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true });
  const relative = (entry: (typeof entries)[number]) =>
    join(entry.parentPath, entry.name)
      .slice(dataDir.length + 1)
      .split("\\")
      .join("/");
  for (const entry of entries.sort((a, b) => relative(a).localeCompare(relative(b)))) {
    const path = relative(entry);
    if (entry.isDirectory()) {
      directories.push(path);
      continue;
    }
    if (!entry.isFile()) throw new Error(`the data folder holds ${path}, neither a file nor a directory`);
    const bytes = readFileSync(join(dataDir, path));
    const digest = createHash("sha256").update(bytes).digest("hex");
    let offset = offsets.get(digest);
    if (offset === undefined) {
      offset = bodyBytes;
      offsets.set(digest, offset);
      chunks.push(bytes);
      bodyBytes += bytes.length;
    }
    files.push({ path, size: bytes.length, offset });
  }
  const header: TemplateHeader = { fingerprint, directories, files, bodyBytes };
  const body = brotliCompressSync(Buffer.concat(chunks), {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 9,
      // A 16 MiB window: a repeat far back in the body (another database's copy) is still found.
      [zlib.BROTLI_PARAM_LGWIN]: 24,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bodyBytes,
    },
  });
  const written = Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`), body]);
  writeFileAtomic(file, written);
  return written.length;
}

/** Writes `bytes` to `file` through a temporary name, so a reader never sees half a template. */
function writeFileAtomic(file: string, bytes: Buffer): void {
  const temporary = `${file}${UNPACKING_PREFIX}${process.pid}`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/** A template file read: its header and its still compressed body. */
interface ReadTemplate {
  readonly header: TemplateHeader;
  readonly body: Buffer;
}

/** Reads a template file, or says why it cannot be used (absent, not a template). */
async function readTemplate(file: string): Promise<ReadTemplate | string> {
  let bytes: Buffer;
  try {
    const handle = await open(file, "r");
    try {
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return `there is no template at ${file}`;
    throw error;
  }
  const end = bytes.indexOf(10, MAGIC.length);
  if (bytes.subarray(0, MAGIC.length).toString() !== MAGIC || end < 0) return `${file} is not a template`;
  const header = JSON.parse(bytes.subarray(MAGIC.length, end).toString()) as TemplateHeader;
  return { header, body: bytes.subarray(end + 1) };
}

/** How a data folder's database came to be ready for PGlite. */
export type PreparedFolder =
  /** It was there already. */
  | { readonly kind: "existing" }
  /** Unpacked from the template now. */
  | { readonly kind: "template"; readonly removedLeftover: boolean }
  /** Not prepared: PGlite creates it (initdb), for the reason given. */
  | { readonly kind: "create"; readonly reason: string; readonly removedLeftover: boolean };

/**
 * Makes the database folder `target` (`<data>/pglite`) ready to open: leaves an existing one alone,
 * else removes what an interrupted unpack left beside it and unpacks `template` when its
 * fingerprint is `fingerprint`. The caller holds the data folder's lock.
 */
export async function prepareFromTemplate(
  target: string,
  template: string | false,
  fingerprint: string,
): Promise<PreparedFolder> {
  const parent = dirname(target);
  const leftovers = (await readdir(parent)).filter((name) =>
    name.startsWith(`${basename(target)}${UNPACKING_PREFIX}`),
  );
  for (const name of leftovers) await rm(join(parent, name), { recursive: true, force: true });
  const removedLeftover = leftovers.length > 0;
  if (existsSync(target)) return { kind: "existing" };
  if (template === false) return { kind: "create", reason: "no template was asked for", removedLeftover };
  const read = await readTemplate(template);
  if (typeof read === "string") return { kind: "create", reason: read, removedLeftover };
  if (read.header.fingerprint !== fingerprint) {
    return {
      kind: "create",
      reason: `the template ${template} was made for another schema or PGlite version`,
      removedLeftover,
    };
  }
  const body = await promisify(brotliDecompress)(read.body);
  if (body.length !== read.header.bodyBytes) throw new Error(`the template ${template} is damaged`);
  const staging = `${target}${UNPACKING_PREFIX}${process.pid}`;
  await mkdir(staging, { recursive: true, mode: 0o700 });
  for (const directory of read.header.directories) await mkdir(join(staging, directory), { recursive: true });
  await Promise.all(
    read.header.files.map(({ path, size, offset }) =>
      writeFile(join(staging, path), body.subarray(offset, offset + size), { mode: 0o600 }),
    ),
  );
  await rename(staging, target);
  return { kind: "template", removedLeftover };
}

/**
 * The template shipped with the package (`dist/server/data-folder-template.bin`), seen from this
 * module in the built server, the built command line or the sources; undefined when not built.
 */
export function shippedTemplate(): string | undefined {
  const here = import.meta.url;
  const candidates = [
    "./data-folder-template.bin",
    "./server/data-folder-template.bin",
    "../server/data-folder-template.bin",
    "../../../dist/server/data-folder-template.bin",
  ];
  for (const candidate of candidates) {
    const path = fileURLToPath(new URL(candidate, here));
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}
