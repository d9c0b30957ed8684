// Fails when the npm tarball would contain anything but the build, the README, the licence,
// the changelog and package.json, or lacks the tables (dist/web: the page and its hashed assets)
// that `backroom serve` serves at `/`.
import { execFileSync } from "node:child_process";

const [pack] = JSON.parse(
  execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8" }),
);
const paths = pack.files.map((file) => file.path);
const allowed = (path) =>
  path.startsWith("dist/") || ["README.md", "LICENSE", "CHANGELOG.md", "package.json"].includes(path);
const stray = paths.filter((path) => !allowed(path));
if (stray.length > 0) {
  console.error(`npm pack would ship unexpected files:\n  ${stray.join("\n  ")}`);
  process.exit(1);
}
const tables = pack.files.filter((file) => file.path.startsWith("dist/web/"));
const hashed = (extension) =>
  tables.some((file) => new RegExp(`^dist/web/assets/[^/]+-[\\w-]{8,}\\.${extension}$`).test(file.path));
if (!(paths.includes("dist/web/index.html") && hashed("js") && hashed("css"))) {
  console.error("npm pack would ship no tables: dist/web/index.html and its hashed assets (npm run build)");
  process.exit(1);
}
const kib = (bytes) => (bytes / 1024).toFixed(0);
console.log(
  `npm pack: ${pack.files.length} files, ${kib(pack.unpackedSize)} KiB unpacked, only dist and docs; ` +
    `the tables: ${tables.length} files, ${kib(tables.reduce((sum, file) => sum + file.size, 0))} KiB unpacked`,
);
