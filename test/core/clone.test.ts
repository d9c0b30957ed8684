import fc from "fast-check";
import { expect, it } from "vitest";
import { clonePlain } from "../../src/core/index.js";

it("clonePlain deep-copies plain JSON data without sharing any object", () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const copy = clonePlain(value);
      expect(copy).toEqual(value);
      if (value !== null && typeof value === "object") expect(copy).not.toBe(value);
    }),
  );
  const nested = { a: [{ b: 1 }], c: { d: [2] } };
  const copy = clonePlain(nested);
  copy.a[0]!.b = 9;
  copy.c.d.push(3);
  expect(nested).toEqual({ a: [{ b: 1 }], c: { d: [2] } });
});
