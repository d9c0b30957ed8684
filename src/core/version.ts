/** The package version, carried by every game record (kept equal to package.json by a test). */
export const PACKAGE_VERSION = "0.1.0";
