/**
 * The OpenAPI 3.1 document of the HTTP API, made by `@fastify/swagger` from the route declarations
 * (`http/routes.ts`) and made ready for code generators: every named schema (the socket messages and
 * every game's schema among them) under `components.schemas` and referred to by `$ref`, an error body
 * per route and status with the codes it may answer (`http/route-refusals.ts`), the rate-limit
 * headers, the servers and the security schemes. The server serves it as `GET /openapi.json`, and the
 * build writes the same document to `dist/protocol/openapi.json` (`backroom/protocol/openapi.json`)
 * and docs/protocol/.
 */
import type fastifySwagger from "@fastify/swagger";
import type fastifyFactory from "fastify";
import { fillGameParts, type JsonSchema, mapSchema } from "../../client/schemas/game-schemas.js";
import { HttpErrorBodySchema } from "../../client/schemas/http.js";
import { hoistTitled, plainJson, socketDocument } from "../../client/schemas/socket-document.js";
import { PACKAGE_VERSION } from "../../core/version.js";
import { DEFAULT_LIMITS } from "../guards/limits.js";
import { importOptional } from "../storage/optional-import.js";
import { RATE_LIMITED_ROUTES, ROUTE_REFUSALS } from "./route-refusals.js";
import { ROUTES } from "./routes.js";

/** Where the document keeps its schemas. */
const SCHEMAS = "#/components/schemas/";

/** What the document says about itself. */
const DOCUMENT = {
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "backroom match server",
      version: PACKAGE_VERSION,
      description: [
        "Create, list and join matches of the backroom games, then play over the match's WebSocket (GET /matches/{id}/socket; its messages are `components.schemas.ClientMessage` and `ServerMessage`, also published as socket.schema.json beside this document, and per game `SlushFundServerMessage` and the like). docs/guides/match-server.md explains every route and error code.",
        "Every refusal is JSON `{ error, message }` with one of the codes its route lists. Every game's options, actions, views, events, outcome and rule codes are named schemas (`SlushFundAction`, `SlushFundView`, …), generated from the engines' types.",
        `Limits (the defaults; an operator may change them): ${DEFAULT_LIMITS.requestsPerMinute} requests a minute per client address over all routes but /health and /metrics, ${DEFAULT_LIMITS.createsPerMinute} match creations (rematch requests included) and ${DEFAULT_LIMITS.joinsPerMinute} joins; past a limit the answer is 429 \`rate-limited\` with \`retry-after\`. Bodies are at most 64 KiB (a join's 4 KiB). At most ${DEFAULT_LIMITS.maxOpenMatches} open matches (503 \`server-full\`, for a rematch too).`,
      ].join("\n\n"),
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [
      {
        url: "{scheme}://{host}",
        description:
          "A match server (`backroom serve`); its WebSockets use ws:// or wss:// on the same host.",
        variables: {
          scheme: { enum: ["http", "https"], default: "http" },
          host: { default: "localhost:8080", description: "The server's host and port." },
        },
      },
    ],
    tags: [
      { name: "games", description: "The games served." },
      { name: "matches", description: "Matches, seats and play." },
      { name: "operations", description: "Health and metrics." },
    ],
  },
};

/** The headers `@fastify/rate-limit` sends on the routes it counts. */
const RATE_LIMIT_HEADERS = {
  "x-ratelimit-limit": "The requests this client address may make in the window.",
  "x-ratelimit-remaining": "The requests left in the window.",
  "x-ratelimit-reset": "Seconds until the window starts again.",
  "retry-after": "Seconds to wait before the next request (sent with 429, and with 503 `starting`).",
} as const;

/** The security schemes: the metrics token as a bearer token, and what the seat token is. */
const SECURITY_SCHEMES = {
  metricsToken: {
    type: "http",
    scheme: "bearer",
    description:
      "The metrics token the server was started with (`--metrics-token`): `Authorization: Bearer <token>` on GET /metrics, compared in constant time; a server without one serves metrics to anyone.",
  },
  seatToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A seat token (32 random bytes, base64url) from a join or a rematch: the only key to its seat, kept by the server as a SHA-256 hash and compared in constant time. It travels in JSON, never in a header: as `token` in the rematch body and in every socket message of the seat (`hello`, `act`, `chat`, `resume-seat`, `leave`). A token that holds no seat is refused with `bad-token`.",
  },
};

/** `joinMatch` → `JoinMatch`. */
const pascal = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;

/** The reference to a schema under `components.schemas`. */
const ref = (name: string) => ({ $ref: `${SCHEMAS}${name}` });

/** The socket document's definitions as components: references rewritten, discriminators mapped. */
function socketComponents(): Record<string, JsonSchema> {
  const defs = (socketDocument(PACKAGE_VERSION) as { $defs: Record<string, JsonSchema> }).$defs;
  const rewritten = mapSchema(defs, (object) =>
    typeof object.$ref === "string"
      ? { ...object, $ref: object.$ref.replace("#/$defs/", SCHEMAS) }
      : undefined,
  ) as Record<string, JsonSchema>;
  return mapSchema(rewritten, (object) => {
    if (!object.discriminator || !Array.isArray(object.oneOf)) return undefined;
    const mapping: Record<string, string> = {};
    for (const branch of object.oneOf as { $ref: string }[]) {
      const target = rewritten[branch.$ref.replace(SCHEMAS, "")] as {
        properties: { type: { const: string } };
      };
      mapping[target.properties.type.const] = branch.$ref;
    }
    return { ...object, discriminator: { propertyName: "type", mapping } };
  }) as Record<string, JsonSchema>;
}

/** An operation of the generated document. */
interface Operation {
  operationId: string;
  description?: string;
  responses: Record<string, JsonSchema>;
  security?: unknown[];
}

/** The error bodies of one route, each status's `error` an enum of its codes, added to `components`. */
function addRefusals(
  operation: Operation,
  name: keyof typeof ROUTES,
  components: Record<string, JsonSchema>,
) {
  const limited = RATE_LIMITED_ROUTES.has(name);
  const headers = (status: number) =>
    limited
      ? Object.fromEntries(
          Object.keys(RATE_LIMIT_HEADERS)
            .filter((header) => header !== "retry-after" || status === 429 || status === 503)
            .map((header) => [header, { $ref: `#/components/headers/${header}` }]),
        )
      : undefined;
  for (const [status, codes] of Object.entries(ROUTE_REFUSALS[name])) {
    const component = `${pascal(operation.operationId)}${status}Refusal`;
    components[component] = {
      title: component,
      type: "object",
      description: `A refusal of ${operation.operationId} with status ${status}.`,
      properties: {
        error: { type: "string", enum: codes, description: "The error code." },
        message: { type: "string", description: "The problem in words." },
      },
      required: ["error", "message"],
    };
    operation.responses[status] = {
      description: `Refused: ${codes.map((code) => `\`${code}\``).join(", ")}.`,
      ...(headers(Number(status)) ? { headers: headers(Number(status)) } : {}),
      content: { "application/json": { schema: ref(component) } },
    };
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    if (Number(status) < 400 && limited) operation.responses[status] = { ...response, headers: headers(200) };
  }
}

/** The generated document made ready for code generators (see the module's comment). */
function generatorReady(document: Record<string, unknown>): Record<string, unknown> {
  const components: Record<string, JsonSchema> = {
    ...socketComponents(),
    HttpErrorBody: plainJson(HttpErrorBodySchema),
  };
  const paths = fillGameParts(document.paths, SCHEMAS) as Record<string, Record<string, Operation>>;
  for (const [name, route] of Object.entries(ROUTES)) {
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    const operation = paths[path]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`the document lacks ${route.method} ${path}`);
    addRefusals(operation, name as keyof typeof ROUTES, components);
    operation.security = name === "metrics" ? [{}, { metricsToken: [] }] : [];
  }
  const socket = paths[ROUTES.socket.url.replace(/:(\w+)/g, "{$1}")]?.get as Operation & JsonSchema;
  socket["x-websocket-messages"] = Object.fromEntries(
    Object.keys(components)
      .filter((name) => name.endsWith("ClientMessage") || name.endsWith("ServerMessage"))
      .map((name) => [name, ref(name)]),
  );
  const hoisted = hoistTitled({ ...components, "(paths)": paths as unknown as JsonSchema }, SCHEMAS);
  const { "(paths)": readyPaths, ...schemas } = hoisted;
  return {
    ...document,
    paths: readyPaths,
    components: {
      schemas,
      headers: Object.fromEntries(
        Object.entries(RATE_LIMIT_HEADERS).map(([header, description]) => [
          header,
          { description, schema: { type: "integer", minimum: 0 } },
        ]),
      ),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

/**
 * The OpenAPI document generated now, on a fastify instance of its own that declares every route
 * (so the socket route is documented too: `@fastify/websocket` hides its routes from the generator).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const purpose = "the OpenAPI document";
  const { default: fastify } = await importOptional<{ default: typeof fastifyFactory }>("fastify", purpose);
  const { default: swagger } = await importOptional<{ default: typeof fastifySwagger }>(
    "@fastify/swagger",
    purpose,
  );
  const app = fastify();
  app.setValidatorCompiler(() => () => true); // this instance only documents: it validates nothing
  await app.register(swagger, DOCUMENT);
  for (const route of Object.values(ROUTES)) app.route({ ...route, handler: async () => null });
  await app.ready();
  const document = plainJson(app.swagger());
  await app.close();
  return generatorReady(document);
}
