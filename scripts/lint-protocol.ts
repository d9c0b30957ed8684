/**
 * `npm run lint:protocol [folder]`: checks the protocol documents (default: the built ones in
 * dist/protocol/) with the ecosystem's own tools, run unmodified: `@redocly/cli lint` with its
 * recommended rules must report no error, and `openapi-typescript` must give every socket message
 * and every game's action, view, event, outcome, options and rule codes a named type that is not
 * `unknown` or empty; the socket schema's unions must be tagged (each member a named `$defs` entry
 * with a constant `type`), so that generators such as quicktype keep the messages apart.
 * test/protocol/documents.test.ts runs it on docs/protocol/.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";

/** A command of node_modules/.bin, its output returned (throws with the output when it fails). */
function run(command: string, args: readonly string[]): string {
  try {
    return execFileSync(join("node_modules", ".bin", command), args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
        NO_COLOR: "1",
      },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

/** The type text of each member of `components["schemas"]` in a `.d.ts` made by openapi-typescript. */
export function schemaTypes(declarations: string): Map<string, string> {
  const file = ts.createSourceFile("api.d.ts", declarations, ts.ScriptTarget.Latest, true);
  const types = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === "components") {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || member.name.getText(file) !== "schemas") continue;
        const literal = member.type;
        if (!literal || !ts.isTypeLiteralNode(literal)) continue;
        for (const schema of literal.members) {
          if (!ts.isPropertySignature(schema) || !schema.type) continue;
          types.set(schema.name.getText(file).replace(/^"|"$/g, ""), schema.type.getText(file));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return types;
}

/** The names every generated client must get as a type: each socket message and each game's parts. */
export function expectedTypeNames(socket: { $defs: Record<string, unknown> }): string[] {
  const messages = Object.keys(socket.$defs).filter((name) => name.endsWith("Message"));
  const games = Object.keys(socket.$defs)
    .filter((name) => name.endsWith("RuleCode"))
    .map((name) => name.replace(/RuleCode$/, ""));
  const parts = ["Action", "View", "Event", "Outcome", "Options", "SetupOptions", "RuleCode"];
  return [...messages, ...games.flatMap((game) => parts.map((part) => `${game}${part}`))];
}

/** The problems of the socket schema's tagged unions (each member a named entry with a constant `type`). */
export function untaggedUnions(socket: { $defs: Record<string, Record<string, unknown>> }): string[] {
  const problems: string[] = [];
  for (const [name, definition] of Object.entries(socket.$defs)) {
    if (!name.endsWith("ClientMessage") && !name.endsWith("ServerMessage")) continue;
    const members = (definition.oneOf ?? []) as { $ref?: string }[];
    if (members.length < 2 || !definition.discriminator) problems.push(`${name} is not a tagged union`);
    const tags = members.map((member) => {
      const target = socket.$defs[(member.$ref ?? "").replace("#/$defs/", "")] as
        | { properties?: { type?: { const?: string } } }
        | undefined;
      return target?.properties?.type?.const;
    });
    if (tags.some((tag) => tag === undefined) || new Set(tags).size !== tags.length) {
      problems.push(`${name}: its members are not distinct named entries with constant types (${tags})`);
    }
  }
  return problems;
}

/** Runs every check on the documents in `folder`; returns the problems found (empty when all pass). */
export function lintProtocol(folder: string): string[] {
  const problems: string[] = [];
  const openApi = join(folder, "openapi.json");
  run("redocly", ["lint", "--extends=recommended", "--format=summary", openApi]);
  const scratch = mkdtempSync(join(tmpdir(), "backroom-openapi-"));
  try {
    const output = join(scratch, "api.d.ts");
    run("openapi-typescript", [openApi, "-o", output]);
    const types = schemaTypes(readFileSync(output, "utf8"));
    const socket = JSON.parse(readFileSync(join(folder, "socket.schema.json"), "utf8"));
    for (const name of expectedTypeNames(socket)) {
      const type = types.get(name);
      if (type === undefined) problems.push(`openapi-typescript made no type ${name}`);
      else if (/^(unknown|never|Record<string, never>|Record<string, unknown>)$/.test(type.trim())) {
        problems.push(`openapi-typescript made ${name} ${type}`);
      }
    }
    problems.push(...untaggedUnions(socket));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ?? "dist/protocol";
  const problems = lintProtocol(folder);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`the protocol documents in ${folder} pass redocly lint (recommended) and give named types`);
}
