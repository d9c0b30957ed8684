import { measureBuild } from "./server-throughput.js";

const r = await measureBuild(
  "current",
  "/work/wt-throughput/dist",
  Number(process.argv[2] ?? 10),
  32,
  process.argv[3] ? [`--cpu-prof`, `--cpu-prof-dir=${process.argv[3]}`] : [],
);
console.log(r);
