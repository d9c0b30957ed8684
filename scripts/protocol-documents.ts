// Writes the protocol documents generated from the schemas: the OpenAPI document of the HTTP API and
// the JSON Schema of the socket messages, into dist/protocol/ (published as backroom/protocol/*) and
// docs/protocol/ (linked from the guide; test/server/protocol.test.ts checks it is current).
// Run by `npm run build`; never edit the documents by hand.
import { mkdirSync, writeFileSync } from "node:fs";
import { socketDocument } from "../src/client/schemas/socket-document.js";
import { PACKAGE_VERSION } from "../src/core/version.js";
import { openApiDocument } from "../src/server/http/openapi.js";

const documents = {
  "openapi.json": await openApiDocument(),
  "socket.schema.json": socketDocument(PACKAGE_VERSION),
};
for (const folder of ["dist/protocol", "docs/protocol"]) {
  mkdirSync(folder, { recursive: true });
  for (const [name, document] of Object.entries(documents)) {
    writeFileSync(`${folder}/${name}`, `${JSON.stringify(document, null, 2)}\n`);
  }
}
console.log(
  `protocol documents written: ${Object.keys(documents).join(", ")} in dist/protocol and docs/protocol`,
);
