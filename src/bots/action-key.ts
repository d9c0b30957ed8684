/**
 * Canonical action keys: two actions get the same key exactly when they are equal as JSON data,
 * whatever the order their fields were written in.
 */

/** The canonical key of a JSON value: JSON with object keys sorted (arrays keep their order). */
export function actionKey(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i > 0 ? "," : "") + actionKey(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = "{";
  let first = true;
  for (const key of keys) {
    const field = record[key];
    if (field === undefined) continue;
    out += `${first ? "" : ","}${JSON.stringify(key)}:${actionKey(field)}`;
    first = false;
  }
  return `${out}}`;
}
