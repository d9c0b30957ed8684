/**
 * The protocol documents as generators meet them: `npm run lint:protocol` on docs/protocol/
 * (`@redocly/cli lint` with the recommended rules, `openapi-typescript` naming every message and
 * every game's parts, tagged socket unions), and checks that can fail on what they are given.
 */
import { describe, expect, it } from "vitest";
import { expectedTypeNames, lintProtocol, schemaTypes, untaggedUnions } from "../../scripts/lint-protocol.js";

describe("the protocol documents", () => {
  it("pass redocly lint and give every message and every game's action and view a named type", () => {
    expect(lintProtocol("docs/protocol")).toEqual([]);
  }, 180_000);

  it("are judged by checks that fail on untyped or untagged documents", () => {
    const declarations =
      'export interface components { schemas: { SlushFundAction: unknown; "HelloMessage": { type: "hello" } } }';
    expect(Object.fromEntries(schemaTypes(declarations))).toEqual({
      SlushFundAction: "unknown",
      HelloMessage: '{ type: "hello" }',
    });
    const socket = {
      $defs: {
        HelloMessage: { properties: { type: { const: "hello" } } },
        PingMessage: { properties: {} },
        ClientMessage: { oneOf: [{ $ref: "#/$defs/HelloMessage" }, { $ref: "#/$defs/PingMessage" }] },
        SlushFundRuleCode: {},
      },
    };
    expect(untaggedUnions(socket)).toHaveLength(2);
    expect(expectedTypeNames(socket)).toEqual(
      expect.arrayContaining(["HelloMessage", "ClientMessage", "SlushFundAction", "SlushFundView"]),
    );
  });
});
