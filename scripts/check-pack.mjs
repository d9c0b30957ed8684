// Fails when the npm tarball would contain anything but the build, the README, the licence,
// the changelog and package.json, lacks the tables (dist/web: the page and its hashed assets)
// that `backroom serve` serves at `/`, does not hold every shipped policy file exactly once
// (dist/policies/, never bundled into a chunk nor mapped by a source map), or packs to more
// than MAX_PACKED_BYTES.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** The most the packed tarball may weigh (6 MB, decimal): a newcomer's install stays a matter of seconds. */
const MAX_PACKED_BYTES = 6_000_000;

const [pack] = JSON.parse(
  execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8" }),
);
const paths = pack.files.map((file) => file.path);
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const allowed = (path) =>
  path.startsWith("dist/") || ["README.md", "LICENSE", "CHANGELOG.md", "package.json"].includes(path);
const stray = paths.filter((path) => !allowed(path));
if (stray.length > 0) fail(`npm pack would ship unexpected files:\n  ${stray.join("\n  ")}`);
const tables = pack.files.filter((file) => file.path.startsWith("dist/web/"));
const hashed = (extension) =>
  tables.some((file) => new RegExp(`^dist/web/assets/[^/]+-[\\w-]{8,}\\.${extension}$`).test(file.path));
if (!(paths.includes("dist/web/index.html") && hashed("js") && hashed("css"))) {
  fail("npm pack would ship no tables: dist/web/index.html and its hashed assets (npm run build)");
}
const policies = readdirSync("src/bots/policies").filter((name) => name.endsWith(".json"));
const missing = policies.filter((name) => !paths.includes(`dist/policies/${name}`));
if (missing.length > 0) fail(`npm pack would ship without the policy files ${missing.join(", ")}`);
// A policy's name is in every copy of it (its "game" field); no other shipped file may carry its weights.
for (const name of policies) {
  const weights = JSON.parse(readFileSync(`src/bots/policies/${name}`, "utf8")).layers?.[0]?.weights;
  if (typeof weights !== "string") continue;
  const probe = weights.slice(0, 64);
  const copies = paths.filter(
    (path) => path !== `dist/policies/${name}` && readFileSync(path, "utf8").includes(probe),
  );
  if (copies.length > 0) fail(`npm pack would ship ${name}'s weights again in:\n  ${copies.join("\n  ")}`);
}
if (pack.size > MAX_PACKED_BYTES) {
  fail(`npm pack would weigh ${mb(pack.size)} MB packed, more than ${mb(MAX_PACKED_BYTES)} MB`);
}
const kib = (bytes) => (bytes / 1024).toFixed(0);
function mb(bytes) {
  return (bytes / 1e6).toFixed(2);
}

/** The part of the package a shipped file belongs to, for the weights below. */
function part(path) {
  if (!path.startsWith("dist/")) return "README, licence, changelog, package.json";
  if (path.startsWith("dist/policies/")) return "policies (dist/policies)";
  if (path.startsWith("dist/web/")) return "tables (dist/web)";
  if (path.startsWith("dist/protocol/")) return "protocol documents";
  if (/\.d\.c?ts$/.test(path)) return "type declarations";
  const place = /^dist\/(cli|sim|server)\//.exec(path)?.[1];
  const kind = path.endsWith(".map") ? "source maps" : "code";
  return place ? `${place}: ${kind}` : `library and shared chunks: ${kind}`;
}
// Each part's weight unpacked and gzipped file by file (about what it adds to the tarball).
const parts = new Map();
for (const file of pack.files) {
  const name = part(file.path);
  const sums = parts.get(name) ?? { files: 0, unpacked: 0, packed: 0 };
  sums.files++;
  sums.unpacked += file.size;
  sums.packed += gzipSync(readFileSync(file.path), { level: 9 }).length;
  parts.set(name, sums);
}
const rows = [...parts].sort(([, a], [, b]) => b.packed - a.packed);
console.log("| part | files | unpacked KiB | gzipped KiB |\n|---|---:|---:|---:|");
for (const [name, sums] of rows) {
  console.log(`| ${name} | ${sums.files} | ${kib(sums.unpacked)} | ${kib(sums.packed)} |`);
}
console.log(
  `npm pack: ${pack.files.length} files, ${mb(pack.size)} MB packed (at most ${mb(MAX_PACKED_BYTES)} MB), ` +
    `${kib(pack.unpackedSize)} KiB unpacked, only dist and docs; ` +
    `the tables: ${tables.length} files, ${kib(tables.reduce((sum, file) => sum + file.size, 0))} KiB unpacked; ` +
    `the policies once, in dist/policies/`,
);
