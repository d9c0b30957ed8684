/**
 * Every HTTP refusal as `{ error, message }` with a documented code: the server's own `HttpError`s,
 * fastify's refusals (unknown route, body too large, wrong media type, bad JSON, over-long path
 * parameter), and the refusals Node's HTTP parser makes before fastify sees a request.
 */
import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { HttpErrorBody, ServerErrorCode } from "../../client/protocol.js";
import { HttpError } from "../guards/http-error.js";

/** A short random reference that ties an `internal` answer to its log line. */
export function incidentRef(): string {
  return randomBytes(6).toString("hex");
}

/** The documented code and status for one of fastify's own refusals, by its error code. */
const FRAMEWORK_CODES: Readonly<Record<string, { status: number; code: ServerErrorCode; message: string }>> =
  {
    FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "bad-json", message: "the body is not JSON" },
    FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "bad-json", message: "the JSON body is empty" },
    FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "too-large", message: "the body is too large" },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      status: 415,
      code: "unsupported-media-type",
      message: "send application/json",
    },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
      status: 400,
      code: "bad-request",
      message: "the content length does not match the body",
    },
    FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "uri-too-long", message: "the path is too long" },
    FST_ERR_BAD_URL: { status: 400, code: "bad-request", message: "the path is not a valid URL" },
  };

/** The error body and status for anything a handler or fastify threw; `internal` ones get an incident ref. */
export function errorReply(error: unknown): { status: number; body: HttpErrorBody; incident?: string } {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: error.code, message: error.message } };
  }
  const known = FRAMEWORK_CODES[(error as { code?: string })?.code ?? ""];
  if (known) return { status: known.status, body: { error: known.code, message: known.message } };
  const status = (error as { statusCode?: number })?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (status === 429) return { status, body: { error: "rate-limited", message: (error as Error).message } };
    return { status, body: { error: "bad-request", message: (error as Error).message } };
  }
  const incident = incidentRef();
  return {
    status: 500,
    body: { error: "internal", message: `internal error (incident ${incident})` },
    incident,
  };
}

/** Sends any error as its JSON body, logging server faults with their incident ref. */
export function sendError(error: unknown, reply: FastifyReply, log: (line: string) => void): FastifyReply {
  const { status, body, incident } = errorReply(error);
  if (incident) log(`http incident ${incident}: ${(error as Error)?.stack ?? error}`);
  return reply.code(status).send(body);
}

/** The 404 for a route that does not exist. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({
    error: "not-found",
    message: `no route ${request.method} ${request.url.slice(0, 100)}`,
  } satisfies HttpErrorBody);
}

/** Answers a request Node's parser refused (headers too large, malformed, timed out) with a JSON body. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, body]: [number, HttpErrorBody] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, { error: "too-large", message: "the request's headers are too large" }]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, { error: "timeout", message: "the request took too long" }]
        : [400, { error: "bad-request", message: "the request could not be parsed" }];
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request"}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
