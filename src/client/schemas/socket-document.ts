/**
 * The socket messages as one JSON Schema document (draft 2020-12): every message in `$defs` under its
 * type's name, and `ClientMessage` / `ServerMessage` as the unions a frame of each direction is one of.
 * The build writes it to `dist/protocol/socket.schema.json` (`backroom/protocol/socket.schema.json`) and
 * docs/protocol/; a test checks both copies against this.
 */
import type { TSchema } from "@sinclair/typebox";
import { CLOSE_POLICY, CLOSE_TOO_LARGE } from "../protocol-constants.js";
import { CLIENT_MESSAGE_SCHEMAS, SERVER_MESSAGE_SCHEMAS } from "./socket.js";

/** A schema as plain JSON (TypeBox's symbol keys dropped), as it is published. */
export const plainJson = (schema: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

/** The union of some `$defs` entries, each a frame whose `type` is fixed. */
function unionOf(names: readonly string[], description: string) {
  return { description, oneOf: names.map((name) => ({ $ref: `#/$defs/${name}` })) };
}

/** Every named message schema of one direction, keyed by its title. */
function byTitle(schemas: Readonly<Record<string, TSchema>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.values(schemas).map((schema) => [schema.title as string, plainJson(schema)]),
  );
}

/** The socket protocol's JSON Schema document, generated from the message schemas. */
export function socketDocument(packageVersion: string): Record<string, unknown> {
  const client = byTitle(CLIENT_MESSAGE_SCHEMAS);
  const server = byTitle(SERVER_MESSAGE_SCHEMAS);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: `backroom match server socket messages ${packageVersion}`,
    description:
      "The JSON text frames of ws(s)://host/matches/{id}/socket. A client sends ClientMessage frames (hello first) and receives ServerMessage frames; docs/guides/match-server.md explains each. " +
      `The server closes a connection with ${CLOSE_TOO_LARGE} for a frame over its size limit, and with ${CLOSE_POLICY} when it refuses the connection: flooding after rate-limited, too-many-connections (per address, or per seat at hello), bad-token or unknown-match at hello, no hello in time, or too many bytes left unread by a client that does not read.`,
    $defs: {
      ...client,
      ...server,
      ClientMessage: unionOf(Object.keys(client), "A frame a client sends."),
      ServerMessage: unionOf(Object.keys(server), "A frame the server sends."),
    },
  };
}
