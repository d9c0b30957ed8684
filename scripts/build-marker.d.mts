/** Types of scripts/build-marker.mjs (the marker of a complete build), for the TypeScript test harness. */

/** Where the marker is, relative to the repository. */
export const BUILD_MARKER: string;
/** The parts of a complete build, each with the files that show it was built (paths relative to the repository). */
export function buildParts(root: string): Record<string, string[]>;
/** Why dist/ under `root` is not a complete build of the current sources, or undefined when it is one. */
export function buildProblem(root: string): string | undefined;
/** Checks the build under `root` and writes its marker; returns why not when a part is missing. */
export function writeBuildMarker(root: string): string | undefined;
