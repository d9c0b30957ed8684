// The one host global the browser-safe code relies on: structuredClone (every modern browser and
// Node >= 17 have it). Declared here so that core and games type-check without DOM or Node types.
declare function structuredClone<T>(value: T): T;
// The monotonic clock for time-budgeted search (browsers and Node both have it).
declare const performance: { now(): number };
// Base64 decoding, for policy files (browsers and Node >= 16 have it).
declare function atob(data: string): string;
