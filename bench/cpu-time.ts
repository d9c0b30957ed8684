/**
 * The benchmarks' clock: CPU seconds of this process (user + system), not wall time, so that figures
 * stay meaningful on a shared machine.
 */

/** CPU seconds this process has used so far. */
export function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
