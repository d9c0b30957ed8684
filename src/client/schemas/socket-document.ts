/**
 * The socket messages as one JSON Schema document (draft 2020-12): every message in `$defs` under its
 * type's name, `ClientMessage` / `ServerMessage` as the unions a frame of each direction is one of
 * (`oneOf` with a `discriminator` on `type`), every game's schema under names prefixed with the game
 * (`SlushFundView`, …), and per game the messages that carry its JSON (`SlushFundStateMessage`, …)
 * with their unions (`SlushFundServerMessage`, …). The build writes it to
 * `dist/protocol/socket.schema.json` (`backroom/protocol/socket.schema.json`) and docs/protocol/; a
 * test checks both copies against this.
 */
import type { TSchema } from "@sinclair/typebox";
import { CLOSE_POLICY, CLOSE_TOO_LARGE } from "../protocol-constants.js";
import {
  fillGameParts,
  GAME_SCHEMAS,
  gameDefinitions,
  gamePrefix,
  holdsGamePart,
  type JsonSchema,
} from "./game-schemas.js";
import { CLIENT_MESSAGE_SCHEMAS, SERVER_MESSAGE_SCHEMAS } from "./socket.js";

/** A schema as plain JSON (TypeBox's symbol keys dropped), as it is published. */
export const plainJson = (schema: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

/** Where the socket document keeps its definitions. */
const BASE = "#/$defs/";

/** The union of some `$defs` entries, each a frame whose `type` is fixed: a tagged union on `type`. */
function unionOf(names: readonly string[], description: string): JsonSchema {
  return {
    type: "object",
    description,
    oneOf: names.map((name) => ({ $ref: `${BASE}${name}` })),
    discriminator: { propertyName: "type" },
  };
}

/** Every named message schema of one direction, keyed by its title. */
function byTitle(schemas: Readonly<Record<string, TSchema>>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.values(schemas).map((schema) => [schema.title as string, plainJson(schema)]),
  );
}

/** A schema whose named parts that carry a game's JSON are renamed for that game (`StateMessage` → `SlushFundStateMessage`). */
function retitled(schema: unknown, prefix: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => retitled(item, prefix));
  if (schema === null || typeof schema !== "object") return schema;
  const object = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, retitled(value, prefix)]),
  ) as JsonSchema;
  return typeof object.title === "string" && holdsGamePart(schema)
    ? { ...object, title: `${prefix}${object.title}` }
    : object;
}

/**
 * Moves every named schema nested in a definition to a definition of its own (its `title`) and refers
 * to it, so that each gets its name in generated code; one name must mean one schema (a copy that
 * differs only in its description keeps that description beside the reference).
 */
export function hoistTitled(
  definitions: Record<string, JsonSchema>,
  base: string,
): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  const withoutDescription = ({ description: _description, ...rest }: JsonSchema) => JSON.stringify(rest);
  const hoist = (value: unknown, root: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => hoist(item, false));
    if (value === null || typeof value !== "object") return value;
    const object = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, hoist(item, false)]),
    ) as JsonSchema;
    if (root || typeof object.title !== "string") return object;
    const name = object.title;
    const known = result[name] ?? definitions[name];
    if (
      known !== undefined &&
      withoutDescription(hoist(known, true) as JsonSchema) !== withoutDescription(object)
    ) {
      throw new Error(`two different schemas are titled ${name}`);
    }
    if (result[name] === undefined)
      result[name] = known === undefined ? object : (hoist(known, true) as JsonSchema);
    const described = object.description !== undefined && object.description !== result[name]?.description;
    return { $ref: `${base}${name}`, ...(described ? { description: object.description } : {}) };
  };
  for (const [name, definition] of Object.entries(definitions)) {
    result[name] = hoist(definition, true) as JsonSchema;
  }
  return Object.fromEntries(
    [...Object.keys(definitions), ...Object.keys(result).filter((name) => !(name in definitions))].map(
      (name) => [name, result[name] as JsonSchema],
    ),
  );
}

/** Every message of one direction, generic and per game, with the unions of each. */
function direction(
  messages: Readonly<Record<string, JsonSchema>>,
  union: string,
  description: string,
): Record<string, JsonSchema> {
  const definitions: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(messages)) {
    definitions[name] = fillGameParts(schema, BASE) as JsonSchema;
  }
  definitions[union] = unionOf(Object.keys(messages), description);
  for (const gameId of Object.keys(GAME_SCHEMAS)) {
    const prefix = gamePrefix(gameId);
    const members = Object.entries(messages).map(([name, schema]) => {
      if (!holdsGamePart(schema)) return name;
      definitions[`${prefix}${name}`] = fillGameParts(retitled(schema, prefix), BASE, gameId) as JsonSchema;
      return `${prefix}${name}`;
    });
    definitions[`${prefix}${union}`] = unionOf(members, `${description} In a match of ${gameId}.`);
  }
  return definitions;
}

/** The socket protocol's JSON Schema document, generated from the message schemas. */
export function socketDocument(packageVersion: string): Record<string, unknown> {
  const client = direction(byTitle(CLIENT_MESSAGE_SCHEMAS), "ClientMessage", "A frame a client sends.");
  const server = direction(byTitle(SERVER_MESSAGE_SCHEMAS), "ServerMessage", "A frame the server sends.");
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: `backroom match server socket messages ${packageVersion}`,
    description:
      "The JSON text frames of ws(s)://host/matches/{id}/socket. A client sends ClientMessage frames (hello first) and receives ServerMessage frames; docs/guides/match-server.md explains each. A client of one game may read its frames as that game's union (SlushFundServerMessage, …), whose state, view, actions, events, outcome and rule codes are the game's own (its schema: <game>.schema.json beside this document). " +
      "The server stores an act before it answers: `accepted` (with the act's `ref` and version) comes before the `state` that shows it, and an act sent again with the same `id` is answered with the first one's `accepted`. " +
      `The server closes a connection with ${CLOSE_TOO_LARGE} for a frame over its size limit, and with ${CLOSE_POLICY} when it refuses the connection: flooding after rate-limited, too-many-connections (per address, or per seat at hello), bad-token or unknown-match at hello, no hello in time, or too many bytes left unread by a client that does not read.`,
    $defs: hoistTitled({ ...client, ...server, ...gameDefinitions(BASE) }, BASE),
  };
}
