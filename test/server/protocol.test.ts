/**
 * The published protocol documents are the protocol: matches of all four games are played through a
 * real server, and every socket frame (both directions) is validated against the committed
 * docs/protocol/socket.schema.json, every HTTP body against docs/protocol/openapi.json — with ajv on
 * the JSON documents themselves, not the TypeBox objects they were made from.
 */
import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createRandom } from "backroom";
import { createLobbyClient, type FetchLike, type SocketLike } from "backroom/client";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { closeAll, drive, QUICK_SERVER, Seat, serverForFile } from "./harness.js";
import { SHORT } from "./short-matches.js";

const published = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../docs/protocol/${name}`, import.meta.url), "utf8"));
const socketDocument = published("socket.schema.json");
const openApi = published("openapi.json") as {
  paths: Record<string, Record<string, Operation>>;
  components: object;
};
interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

const ajv = new Ajv2020({ allErrors: true, discriminator: true });
addFormats.default(ajv);
ajv.addSchema(socketDocument, "socket");
// The OpenAPI document's schemas, by their own references (`#/components/schemas/…`); its
// discriminators carry the `mapping` that OpenAPI generators read and ajv does not, so it skips them.
const openApiAjv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(openApiAjv);
openApiAjv.addSchema({ components: openApi.components }, "openapi");
/** A schema of the OpenAPI document with its references anchored in the document. */
const anchored = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
const clientFrame = ajv.getSchema("socket#/$defs/ClientMessage") as ValidateFunction;
const serverFrame = ajv.getSchema("socket#/$defs/ServerMessage") as ValidateFunction;

/** Every socket frame and HTTP exchange of the test, checked at the end. */
const frames: { from: "client" | "server"; frame: { type?: string } }[] = [];
const exchanges: {
  method: string;
  path: string;
  status: number;
  type: string;
  sent?: unknown;
  body: unknown;
}[] = [];

/** A `ws` socket that records every frame it sends and receives. */
function recordingSocket(url: string): SocketLike {
  const socket = new WebSocket(url);
  socket.on("message", (data) => frames.push({ from: "server", frame: JSON.parse(String(data)) }));
  const send = socket.send.bind(socket);
  (socket as unknown as { send: (data: string) => void }).send = (data) => {
    frames.push({ from: "client", frame: JSON.parse(data) });
    send(data);
  };
  return socket as unknown as SocketLike;
}

/** `fetch` that records every request body and response body. */
const recordingFetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const response = await fetch(url, init);
  const text = await response.clone().text();
  const type = (response.headers.get("content-type") ?? "").split(";")[0] as string;
  exchanges.push({
    method: (init.method ?? "GET").toLowerCase(),
    path: new URL(url).pathname,
    status: response.status,
    type,
    ...(typeof init.body === "string" ? { sent: JSON.parse(init.body) } : {}),
    body: type === "application/json" ? JSON.parse(text) : text,
  });
  return response;
};

const running = serverForFile(QUICK_SERVER);
const lobby = () => createLobbyClient(running.server.url, { fetch: recordingFetch as unknown as FetchLike });

/** The OpenAPI operation of a request, by matching the document's path templates. */
function operationOf(method: string, path: string): Operation | undefined {
  for (const [template, operations] of Object.entries(openApi.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    if (pattern.test(path)) return operations[method];
  }
  return undefined;
}

const compiled = new Map<object, ValidateFunction>();
/** The problems of a value against a schema of the OpenAPI document, or `[]`. */
function problems(schema: object, value: unknown, what: string): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = openApiAjv.compile(anchored(schema));
    compiled.set(schema, validate);
  }
  return validate(value)
    ? []
    : [`${what}: ${openApiAjv.errorsText(validate.errors)} in ${JSON.stringify(value).slice(0, 300)}`];
}

/** Plays a short match of `game` with people on recording sockets, talking, leaving and resuming along the way. */
async function playMatch(game: string): Promise<void> {
  const setup = SHORT[game] as (typeof SHORT)[string];
  const created = await lobby().create({
    game,
    ...setup,
    seed: `protocol/${game}`,
    clock: { turnSeconds: 3600 },
  });
  const tokens = await Promise.all(
    setup.bots.map(async (bot, seat) =>
      bot === null ? (await lobby().join(created.id, { seat, name: `p${seat}` })).token : undefined,
    ),
  );
  const seats = tokens.map((token) =>
    token === undefined
      ? undefined
      : new Seat(running.server.url, created.id, token, undefined, undefined, recordingSocket),
  );
  const watcher = new Seat(running.server.url, created.id, undefined, undefined, undefined, recordingSocket);
  await expect(lobby().record(created.id)).rejects.toMatchObject({ code: "match-running" });
  const people = seats.flatMap((seat, index) => (seat ? [{ seat, index }] : []));
  const [first, second] = people as [{ seat: Seat; index: number }, { seat: Seat; index: number }];
  await first.seat.until(() => first.seat.states.length > 0, "first state");
  await first.seat.connection.chat(`hello from ${game}`);
  await first.seat.connection.chat("psst", second.index);
  first.seat.connection.resumeSeat();
  await expect(
    // No version: a bot may have moved meanwhile, and this act is to be judged by the rules.
    first.seat.connection.act({ type: "no-such-action", player: first.index }, { expectedVersion: null }),
  ).rejects.toMatchObject({
    code: "illegal-action",
  });
  // The second person leaves: a bot plays the seat, and the table is told.
  second.seat.connection.leave();
  await watcher.until(() => watcher.notices.some((notice) => notice.kind === "left"), "the left notice");
  second.seat.connection.resumeSeat();
  await second.seat.until(() => second.seat.errors.some((error) => error.code === "seat-left"), "seat-left");
  const playing = seats.map((seat) => (seat === second.seat ? undefined : seat));
  await drive(playing, watcher, createRandom(`protocol/${game}`));
  await lobby().record(created.id);
  await lobby().finishedMatches({ limit: 1 });
  await lobby().rematch(created.id, tokens[first.index] as string);
  await watcher.until(() => watcher.rematches.length > 0, "the rematch frame");
  closeAll([...seats, watcher]);
}

describe("the published protocol documents", () => {
  it("are what the schemas generate now, and GET /openapi.json serves the same", async () => {
    const { openApiDocument } = await import("../../src/server/http/openapi.js");
    const { socketDocument: generateSocket } = await import("../../src/client/schemas/socket-document.js");
    const { version } = published("../../package.json");
    expect(socketDocument).toEqual(generateSocket(version));
    expect(openApi).toEqual(await openApiDocument());
    const served = await fetch(`${running.server.url}/openapi.json`);
    expect(await served.json()).toEqual(openApi);
  });

  it("refuse what breaks them (so a passing check means something)", () => {
    expect(serverFrame({ type: "state", version: 1 })).toBe(false);
    expect(serverFrame({ type: "error", code: "no-such-code", message: "x" })).toBe(false);
    expect(clientFrame({ type: "act", action: {} })).toBe(false);
    expect(clientFrame({ type: "hello", lastVersion: -1 })).toBe(false);
    const config = openApi.paths["/config"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(problems(config as object, { publicUrl: null }, "config")).toEqual([]);
    expect(problems(config as object, { publicUrl: 7 }, "config")).not.toEqual([]);
    expect(problems(config as object, {}, "config")).not.toEqual([]);
  });

  it("hold for every frame and body of matches of all four games", async () => {
    for (const game of Object.keys(SHORT)) await playMatch(game);
    // The rest of the API, refusals included.
    const raw = recordingSocket(
      `${running.server.url.replace("http", "ws")}/matches/${(await lobby().matches())[0]?.id}/socket`,
    );
    await new Promise((resolve) => raw.addEventListener("open", resolve));
    raw.send(JSON.stringify({ type: "ping" }));
    raw.send(JSON.stringify({ type: "hello" }));
    await lobby().games();
    await lobby().matches(true, { limit: 2 });
    await expect(lobby().match("nosuchmatch1")).rejects.toMatchObject({ code: "unknown-match" });
    await expect(lobby().create({ game: "slush-fund", players: 3, extra: 1 } as never)).rejects.toMatchObject(
      {
        code: "bad-request",
      },
    );
    await expect(lobby().join("nosuchmatch1", { seat: -1 })).rejects.toMatchObject({ code: "bad-request" });
    await recordingFetch(`${running.server.url}/health`);
    await recordingFetch(`${running.server.url}/metrics`);
    await recordingFetch(`${running.server.url}/config`);
    await recordingFetch(`${running.server.url}/nowhere`);
    // The socket route without an upgrade refuses in JSON like every route: 426, or 404 for no match.
    const someMatch = (await lobby().matches(true))[0]?.id as string;
    expect((await recordingFetch(`${running.server.url}/matches/${someMatch}/socket`)).status).toBe(426);
    const missing = await recordingFetch(`${running.server.url}/matches/nosuchmatch1/socket`);
    expect([missing.status, (await missing.json()).error]).toEqual([404, "unknown-match"]);
    raw.close();

    const failures: string[] = [];
    for (const { from, frame } of frames) {
      const validate = from === "client" ? clientFrame : serverFrame;
      const valid: boolean = validate(frame);
      // The acts of an action type no game has are sent on purpose: the documents refuse them too.
      const unknownAction = (frame as { action?: { type?: string } }).action?.type === "no-such-action";
      if (valid === unknownAction) failures.push(`${from} ${frame.type}: ${ajv.errorsText(validate.errors)}`);
    }
    for (const { method, path, status, type, sent, body } of exchanges) {
      const operation = operationOf(method, path);
      const what = `${method} ${path} ${status}`;
      if (!operation && status !== 404) failures.push(`${what}: no operation`);
      const request = operation?.requestBody?.content["application/json"]?.schema;
      if (request && status < 400) failures.push(...problems(request, sent, `${what} request`));
      // An unknown route answers with the error body every refusal has.
      const schema = operation
        ? operation.responses[String(status)]?.content?.[type]?.schema
        : { $ref: "#/components/schemas/HttpErrorBody" };
      if (!schema) failures.push(`${what}: the document has no ${type} answer for it`);
      else failures.push(...problems(schema, body, what));
    }
    expect(failures).toEqual([]);
    // Every message of both directions and every documented operation was seen.
    const seen = (from: string) => new Set(frames.filter((f) => f.from === from).map((f) => f.frame.type));
    expect([...seen("client")].sort()).toEqual(["act", "chat", "hello", "leave", "ping", "resume-seat"]);
    expect([...seen("server")].sort()).toEqual(
      ["accepted", "chat", "error", "notice", "pong", "rematch", "state", "table", "welcome"].sort(),
    );
    const operations = Object.entries(openApi.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => `${method} ${template}`),
    );
    const called = new Set(
      exchanges.map(({ method, path }) => {
        const template = Object.keys(openApi.paths).find((t) =>
          new RegExp(`^${t.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path),
        );
        return `${method} ${template}`;
      }),
    );
    expect(
      operations.filter((operation) => !called.has(operation) && !operation.endsWith("/socket")),
    ).toEqual([]);
  });
});
