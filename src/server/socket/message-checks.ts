/**
 * The checks of what a client sends on the socket: each message type's schema (`CLIENT_MESSAGE_SCHEMAS`)
 * compiled once, at load, with TypeBox's compiler, so checking a message costs one generated function
 * call. A refusal names the error code and the message of the socket protocol (the guide lists them).
 */
import { TypeCompiler } from "@sinclair/typebox/compiler";
import type { ClientMessage, ServerErrorCode } from "../../client/protocol.js";
import { CLIENT_MESSAGE_SCHEMAS } from "../../client/schemas/socket.js";

/** The message types a client may send. */
const CLIENT_MESSAGE_TYPES = Object.keys(CLIENT_MESSAGE_SCHEMAS) as readonly ClientMessage["type"][];

const CHECKS = new Map(
  Object.entries(CLIENT_MESSAGE_SCHEMAS).map(([type, schema]) => [type, TypeCompiler.Compile(schema)]),
);

/** What a field that breaks its schema means, by field (the message's whole shape for `hello`). */
const FIELD_PROBLEMS: Readonly<Record<string, string>> = {
  ref: "ref must be an integer",
  id: "id must be 1 to 64 characters of A-Z a-z 0-9 _ - . :",
  text: "chat takes a string text",
  to: "to must be another seat of the match",
};

/** A refused message: the code and words of its `error` answer, and the `ref` to echo if it had a good one. */
export interface MessageProblem {
  readonly code: ServerErrorCode;
  readonly message: string;
  readonly ref?: number;
}

/** The `ref` of a message, when it is a good one (a refusal echoes it). */
function refIn(message: Record<string, unknown>): number | undefined {
  return Number.isSafeInteger(message.ref) ? (message.ref as number) : undefined;
}

/**
 * The message as a `ClientMessage`, or its problem. A missing or malformed `token` of a play message
 * is no problem here: it is a token that holds no seat, refused (`bad-token`) by the handler after
 * the checks that come first (`not-authenticated`, `spectator`).
 */
export function checkClientMessage(value: unknown): ClientMessage | MessageProblem {
  const type = (value as { type?: unknown } | null)?.type;
  const check = typeof type === "string" && !Array.isArray(value) ? CHECKS.get(type) : undefined;
  if (!check) {
    return {
      code: "unknown-message",
      message: `expected one of the messages ${CLIENT_MESSAGE_TYPES.join(", ")}`,
    };
  }
  if (check.Check(value)) return value as ClientMessage;
  const message = value as Record<string, unknown>;
  const ref = refIn(message);
  for (const error of check.Errors(value)) {
    const field = error.path.split("/")[1] ?? "";
    if (type === "hello") {
      return {
        code: "bad-message",
        message: "hello takes an optional string token and an optional version number",
      };
    }
    if (field === "token") continue;
    const words = FIELD_PROBLEMS[field] ?? `${type} has a malformed ${field}`;
    return { code: "bad-message", message: words, ...(ref === undefined || field === "ref" ? {} : { ref }) };
  }
  return message as unknown as ClientMessage;
}

/** Whether a check's answer is a refusal. */
export const isProblem = (checked: ClientMessage | MessageProblem): checked is MessageProblem =>
  !("type" in checked);
