/** Telling TypeScript sources from built JavaScript (the code runs from either). */

/** True for a path or URL naming a TypeScript file. */
export const isTypeScript = (file: string): boolean => /\.[cm]?ts$/.test(file.replace(/[?#].*$/, ""));
