/**
 * fastify validates every request against its route's schemas (`http/routes.ts`, TypeBox's compiler
 * via `@fastify/type-provider-typebox`); this turns a failed validation into the error code and words
 * the API has always answered with (docs/guides/match-server.md), by the field that failed.
 */
import type { TSchema } from "@sinclair/typebox";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
} from "fastify";
import { MAX_BOT_DELAY_MS, MAX_TURN_SECONDS, MIN_TURN_SECONDS } from "../../client/protocol.js";
import { HttpError } from "../guards/http-error.js";

/** A failed request validation as fastify reports it. */
interface ValidationFailure {
  readonly validation: readonly FastifySchemaValidationError[];
  readonly validationContext?: string;
}

/** Whether an error is fastify's report of a failed validation. */
const isValidationFailure = (error: unknown): error is ValidationFailure =>
  Array.isArray((error as { validation?: unknown } | null)?.validation);

/** The message of a refused clock. */
const BAD_CLOCK = `clock must be { "turnSeconds": n } with n a whole number from ${MIN_TURN_SECONDS} to ${MAX_TURN_SECONDS}`;

type Refusal = (value: unknown, pageSize: number) => HttpError;
const badRequest =
  (message: string): Refusal =>
  () =>
    new HttpError(400, "bad-request", message);

/** The refusal for each field that breaks its schema, by request part and field. */
const FIELD_REFUSALS: Readonly<Record<string, Refusal>> = {
  "body/game": (game) =>
    new HttpError(404, "unknown-game", `unknown game ${JSON.stringify(game)}; see GET /games`),
  "body/players": badRequest("players must be an integer"),
  "body/options": badRequest("options must be an object"),
  "body/bots": badRequest("bots must list one entry per seat (a bot name or null)"),
  "body/botDelayMs": badRequest(`botDelayMs must be an integer from 0 to ${MAX_BOT_DELAY_MS}`),
  "body/seed": badRequest("seed must be a string or a finite number"),
  "body/clock": () => new HttpError(400, "bad-clock", BAD_CLOCK),
  "body/private": badRequest("private must be true or false"),
  "body/seat": badRequest("seat must be a seat number"),
  "body/name": badRequest("name must be a string (it is kept to 40 characters)"),
  "body/invitation": badRequest("invitation must be the invitation's string"),
  "body/token": () => new HttpError(403, "bad-token", "this token holds no seat of this match"),
  "querystring/all": badRequest("all must be true or false"),
  "querystring/after": badRequest("after must be a match id"),
  "querystring/limit": (_value, pageSize) =>
    new HttpError(400, "bad-request", `limit must be a whole number from 1 to ${pageSize}`),
  "params/id": badRequest("a match id is 8 to 64 characters of A-Z a-z 0-9 _ -"),
};

/** The documented refusal for a request that failed its route's schema (`pageSize`: the server's page limit). */
function validationRefusal(failure: ValidationFailure, request: FastifyRequest, pageSize: number): HttpError {
  const part = failure.validationContext ?? "body";
  const fields = failure.validation.map((error) => error.instancePath.split("/")[1] ?? "");
  const first = fields[0] ?? "";
  if (first === "") return new HttpError(400, "bad-request", "send a JSON object");
  const schema = request.routeOptions.schema?.[part as "body"] as { properties?: object } | undefined;
  const unknown = [...new Set(fields.filter((field) => !Object.hasOwn(schema?.properties ?? {}, field)))];
  if (unknown.length > 0) return new HttpError(400, "bad-request", `unknown field ${unknown.join(", ")}`);
  const values = (
    part === "querystring" ? request.query : part === "params" ? request.params : request.body
  ) as Record<string, unknown> | undefined;
  const refuse = FIELD_REFUSALS[`${part}/${first}`] ?? badRequest(`${first} is malformed`);
  return refuse(values?.[first], pageSize);
}

/**
 * Makes `app` validate every request against its route's schemas with `compiler` (match ids among
 * them, so before any storage call), answer a failure with the failed field's documented refusal and
 * any other error with `answer`, and send answers as they are (their schemas document them, and
 * test/server/protocol.test.ts checks them).
 */
export function useRouteSchemas(
  app: FastifyInstance,
  compiler: FastifySchemaCompiler<TSchema>,
  answer: (error: unknown, reply: FastifyReply) => FastifyReply,
  pageSize: number,
): void {
  app.setValidatorCompiler(compiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler((error, request, reply) =>
    answer(isValidationFailure(error) ? validationRefusal(error, request, pageSize) : error, reply),
  );
}
