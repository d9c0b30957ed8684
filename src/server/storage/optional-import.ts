/** Loads the server's optional peer dependencies, with an error that names what to install. */

/** Thrown when an optional package the server needs is not installed. */
export class MissingDependencyError extends Error {
  /** The npm packages to install. */
  readonly packages: readonly string[];

  constructor(packages: readonly string[], purpose: string) {
    super(
      `${purpose} needs the optional package${packages.length > 1 ? "s" : ""} ${packages.join(", ")}: ` +
        `npm install ${packages.join(" ")}`,
    );
    this.name = "MissingDependencyError";
    this.packages = packages;
  }
}

/** Imports an optional package, or throws `MissingDependencyError` naming it (and `also`) when absent. */
export async function importOptional<T>(
  name: string,
  purpose: string,
  also: readonly string[] = [],
): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
      if (String((error as Error).message).includes(name))
        throw new MissingDependencyError([name, ...also], purpose);
    }
    throw error;
  }
}

/** The packages of `names` that cannot be imported (not installed). */
export async function missingPackages(names: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const name of names) {
    try {
      await importOptional(name, name);
    } catch (error) {
      if (!(error instanceof MissingDependencyError)) throw error;
      missing.push(name);
    }
  }
  return missing;
}
