// Writes the protocol documents: each game's JSON Schema, generated from its TypeScript types
// (scripts/game-schemas.ts) into src/client/schemas/games/ (committed: the server and the documents
// below embed them), then the OpenAPI document of the HTTP API and the JSON Schema of the socket
// messages, all into dist/protocol/ (published as backroom/protocol/*) and docs/protocol/ (linked
// from the guides), and the rule-code table of each game's rules page (docs/rules/<id>.md).
// test/protocol/ checks every copy is current. Run by `npm run build` before the bundles are made;
// never edit the documents by hand.
import { mkdirSync, writeFileSync } from "node:fs";
import { generateGameSchemas } from "./game-schemas.js";
import { writeRuleCodeTables } from "./rule-code-tables.js";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const gameSchemas = generateGameSchemas();
mkdirSync("src/client/schemas/games", { recursive: true });
for (const [id, schema] of Object.entries(gameSchemas)) {
  writeFileSync(`src/client/schemas/games/${id}.schema.json`, json(schema));
}
// Imported only now, so that they embed the schemas just written.
const { socketDocument } = await import("../src/client/schemas/socket-document.js");
const { PACKAGE_VERSION } = await import("../src/core/version.js");
const { openApiDocument } = await import("../src/server/http/openapi.js");

const documents: Record<string, unknown> = {
  "openapi.json": await openApiDocument(),
  "socket.schema.json": socketDocument(PACKAGE_VERSION),
  ...Object.fromEntries(Object.entries(gameSchemas).map(([id, schema]) => [`${id}.schema.json`, schema])),
};
for (const folder of ["dist/protocol", "docs/protocol"]) {
  mkdirSync(folder, { recursive: true });
  for (const [name, document] of Object.entries(documents))
    writeFileSync(`${folder}/${name}`, json(document));
}
const pages = writeRuleCodeTables();
console.log(
  `protocol documents written: ${Object.keys(documents).join(", ")} in dist/protocol and docs/protocol; rule codes in ${pages.join(", ")}`,
);
