/**
 * The OpenAPI 3.1 document of the HTTP API, made by `@fastify/swagger` from the route declarations
 * (`http/routes.ts`): the server serves it as `GET /openapi.json`, and the build writes the same
 * document to `dist/protocol/openapi.json` (`backroom/protocol/openapi.json`) and docs/protocol/.
 */
import type fastifySwagger from "@fastify/swagger";
import type fastifyFactory from "fastify";
import { plainJson } from "../../client/schemas/socket-document.js";
import { PACKAGE_VERSION } from "../../core/version.js";
import { importOptional } from "../storage/optional-import.js";
import { ROUTES } from "./routes.js";

/** What the document says about itself. */
const DOCUMENT = {
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "backroom match server",
      version: PACKAGE_VERSION,
      description:
        "Create, list and join matches of the backroom games, then play over the match's WebSocket (its messages: socket.schema.json, published beside this document). docs/guides/match-server.md explains every route and error code.",
      license: { name: "MIT", identifier: "MIT" },
    },
    tags: [
      { name: "games", description: "The games served." },
      { name: "matches", description: "Matches, seats and play." },
      { name: "operations", description: "Health and metrics." },
    ],
  },
};

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
  await app.register(swagger, DOCUMENT);
  for (const route of Object.values(ROUTES)) app.route({ ...route, handler: async () => null });
  await app.ready();
  const document = plainJson(app.swagger());
  await app.close();
  return document;
}
