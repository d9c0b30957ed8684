// Fails when the npm tarball would contain anything but the build, the README, the licence,
// the changelog and package.json.
import { execFileSync } from "node:child_process";

const [pack] = JSON.parse(
  execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8" }),
);
const allowed = (path) =>
  path.startsWith("dist/") || ["README.md", "LICENSE", "CHANGELOG.md", "package.json"].includes(path);
const stray = pack.files.map((file) => file.path).filter((path) => !allowed(path));
if (stray.length > 0) {
  console.error(`npm pack would ship unexpected files:\n  ${stray.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `npm pack: ${pack.files.length} files, ${(pack.unpackedSize / 1024).toFixed(0)} KiB unpacked, only dist and docs`,
);
