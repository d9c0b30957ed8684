/**
 * Generates each game's JSON Schema (draft 2020-12) from its TypeScript types with
 * ts-json-schema-generator: `$defs.Options`, `Action`, `View`, `Event` and `Outcome` come from the
 * types the engine is written in, `Action`'s fields take their bounds from the action field specs
 * `validate` checks (and the two must name the same fields, or generation fails), and `RuleCode`
 * lists every code the game's `validate` may return with its meaning from the English catalogue.
 * `scripts/protocol-documents.ts` (run by `npm run build`) writes the results to
 * src/client/schemas/games/ (the server and the protocol documents embed them), dist/protocol/ and
 * docs/protocol/; test/protocol/game-schemas.test.ts checks the committed copies are current.
 */
import { isDeepStrictEqual } from "node:util";
import { createGenerator } from "ts-json-schema-generator";
import type { FieldSpec } from "../src/core/actions.js";
import { RuleError } from "../src/core/errors.js";
import type { AnyGame } from "../src/core/game.js";
import { games } from "../src/games/registry.js";

/** A JSON Schema as plain JSON. */
type Schema = Record<string, unknown>;

/** The parts every game schema defines, each generated from one TypeScript type. */
const TYPED_PARTS = ["Options", "Action", "View", "Event", "Outcome"] as const;

/** The TypeScript type each part is generated from, by game id (`Outcome` is the core's, shared). */
export const GAME_TYPES: Readonly<Record<string, Readonly<Record<(typeof TYPED_PARTS)[number], string>>>> = {
  "tiefe-taschen": {
    Options: "TiefeTaschenOptions",
    Action: "TiefeTaschenAction",
    View: "TiefeTaschenView",
    Event: "TiefeTaschenEventView",
    Outcome: "Outcome",
  },
  "kohle-kies-knete": {
    Options: "KkkOptions",
    Action: "KkkAction",
    View: "KkkView",
    Event: "KkkEvent",
    Outcome: "Outcome",
  },
  campaign: {
    Options: "CampaignOptions",
    Action: "CampaignAction",
    View: "CampaignView",
    Event: "CampaignEvent",
    Outcome: "Outcome",
  },
  "slush-fund": {
    Options: "SlushFundOptions",
    Action: "SlushFundAction",
    View: "SlushFundView",
    Event: "SlushFundEvent",
    Outcome: "Outcome",
  },
};

/** The files whose exported types the generator reads: every game's entry and the core contract. */
const ROOT_FILES = `{src/games/{${Object.keys(GAME_TYPES).join(",")}}/index.ts,src/core/game.ts}`;

/** Walks a JSON value, rebuilding every object through `visit` (children first). */
function mapObjects(value: unknown, visit: (object: Schema) => Schema): unknown {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, visit));
  if (value === null || typeof value !== "object") return value;
  const rebuilt = Object.fromEntries(
    Object.entries(value as Schema).map(([key, item]) => [key, mapObjects(item, visit)]),
  );
  return visit(rebuilt);
}

/** Draft-07 forms as 2020-12: `$defs` references under their new names, tuples as `prefixItems`. */
function toDraft2020(schema: unknown, names: ReadonlyMap<string, string>): unknown {
  return mapObjects(schema, (object) => {
    const result: Schema = { ...object };
    if (typeof result.$ref === "string") {
      const name = decodeURIComponent(result.$ref.replace(/^#\/definitions\//, ""));
      result.$ref = `#/$defs/${names.get(name) ?? name}`;
    }
    if (Array.isArray(result.items)) {
      result.prefixItems = result.items;
      result.items = result.additionalItems ?? false;
      delete result.additionalItems;
    }
    return result;
  });
}

/** The definition a `$ref` of this document points to. */
function resolve(defs: Readonly<Record<string, Schema>>, schema: Schema): Schema {
  if (typeof schema.$ref !== "string") return schema;
  const target = defs[schema.$ref.replace("#/$defs/", "")];
  if (!target) throw new Error(`dangling reference ${schema.$ref}`);
  return resolve(defs, target);
}

/** The `type` constant of each branch of a union of objects (`undefined` for a branch without one). */
function discriminants(defs: Readonly<Record<string, Schema>>, branches: readonly Schema[]): unknown[] {
  return branches.map((branch) => {
    const type = (resolve(defs, branch).properties as Record<string, Schema> | undefined)?.type;
    return type?.const;
  });
}

/** `revealed`, `time-card` as `Revealed`, `TimeCard`. */
const pascal = (tag: string) =>
  tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/**
 * A union of objects told apart by `type` as `oneOf` with a `discriminator`, the form code generators
 * turn into a tagged union (the generator writes `anyOf`); members written inline become named
 * definitions (`<Tag><suffix>`), so that each has a name and a reference a discriminator can map.
 */
function discriminated(defs: Record<string, Schema>, name: string, suffix: string): void {
  const union = defs[name] as Schema;
  const branches = (union.anyOf ?? union.oneOf) as Schema[] | undefined;
  if (!branches) throw new Error(`${name} is not a union of action or event types`);
  const tags = discriminants(defs, branches);
  if (tags.some((tag) => typeof tag !== "string") || new Set(tags).size !== tags.length) {
    throw new Error(`${name}: every member needs its own constant \`type\` (got ${JSON.stringify(tags)})`);
  }
  const named = branches.map((branch, index) => {
    if (typeof branch.$ref === "string") return branch;
    const member = `${pascal(tags[index] as string)}${suffix}`;
    if (member in defs) throw new Error(`${name}: the member name ${member} is taken`);
    defs[member] = branch;
    return { $ref: `#/$defs/${member}` };
  });
  const { anyOf: _anyOf, ...rest } = union;
  defs[name] = { type: "object", ...rest, oneOf: named, discriminator: { propertyName: "type" } };
}

/** The JSON Schema of one action field, from the spec `validate` checks it with. */
function fieldSchema(spec: FieldSpec, maxPlayers: number): Schema {
  switch (spec.kind) {
    case "int":
      return {
        type: "integer",
        ...(spec.min > Number.MIN_SAFE_INTEGER ? { minimum: spec.min } : {}),
        ...(spec.max < Number.MAX_SAFE_INTEGER ? { maximum: spec.max } : {}),
      };
    case "seat":
      return { type: "integer", minimum: 0, maximum: maxPlayers - 1 };
    case "bool":
      return { type: "boolean" };
    case "literal": {
      const type = spec.values.every((value) => typeof value === "string") ? "string" : "number";
      return spec.values.length === 1 ? { type, const: spec.values[0] } : { type, enum: [...spec.values] };
    }
    case "intList":
      return {
        type: "array",
        items: { type: "integer", minimum: spec.min, maximum: spec.max },
        maxItems: spec.maxLength,
      };
    case "optional":
      return fieldSchema(spec.spec, maxPlayers);
  }
}

/** The JSON types a schema generated from a TypeScript type allows (following references and unions). */
function typesOf(defs: Readonly<Record<string, Schema>>, schema: Schema): Set<string> {
  const target = resolve(defs, schema);
  const branches = (target.anyOf ?? target.oneOf) as Schema[] | undefined;
  if (branches) return new Set(branches.flatMap((branch) => [...typesOf(defs, branch)]));
  const type = target.type;
  return new Set(Array.isArray(type) ? type : typeof type === "string" ? [type] : []);
}

/** Whether the spec's kind fits the TypeScript field's type (`number` for integers, and so on). */
function specFits(spec: FieldSpec, types: ReadonlySet<string>): boolean {
  const inner = spec.kind === "optional" ? spec.spec : spec;
  const wanted: Record<FieldSpec["kind"], string> = {
    int: "number",
    seat: "number",
    bool: "boolean",
    literal: "string",
    intList: "array",
    optional: "",
  };
  if (inner.kind === "literal" && inner.values.some((value) => typeof value === "number")) {
    return types.has("number") || types.has("integer");
  }
  return types.has(wanted[inner.kind]) || (wanted[inner.kind] === "number" && types.has("integer"));
}

/**
 * Gives each action type's fields the bounds `validate` checks, after making sure the TypeScript
 * interface and the field specs agree on the action types, their fields and which are optional.
 */
function boundActions(defs: Record<string, Schema>, game: AnyGame): void {
  const specs = game.actionSchema;
  if (!specs) throw new Error(`${game.id} has no action schema`);
  const where = (type: string) => `${game.id} action "${type}"`;
  const branches = (defs.Action as Schema).oneOf as Schema[];
  const declared = new Set<string>();
  for (const branch of branches) {
    const name = (branch.$ref as string).replace("#/$defs/", "");
    const verb = defs[name] as Schema;
    const properties = verb.properties as Record<string, Schema>;
    const type = (properties.type as Schema).const as string;
    declared.add(type);
    const fields = specs[type];
    if (!fields) throw new Error(`${where(type)} is in the TypeScript union but has no field specs`);
    const expected = ["type", "player", ...Object.keys(fields)].sort();
    if (!isDeepStrictEqual(Object.keys(properties).sort(), expected)) {
      throw new Error(
        `${where(type)}: the interface has fields ${Object.keys(properties)}, the specs ${expected}`,
      );
    }
    const required = [
      "type",
      "player",
      ...Object.keys(fields).filter((key) => fields[key]?.kind !== "optional"),
    ];
    if (!isDeepStrictEqual([...((verb.required as string[]) ?? [])].sort(), required.sort())) {
      throw new Error(`${where(type)}: the interface and the specs disagree on the optional fields`);
    }
    const bounded: Record<string, Schema> = {
      type: properties.type as Schema,
      player: { ...fieldSchema({ kind: "seat" }, game.players.max), description: "The acting seat." },
    };
    for (const [key, spec] of Object.entries(fields)) {
      const generated = properties[key] as Schema;
      if (!specFits(spec, typesOf(defs, generated))) {
        throw new Error(`${where(type)}.${key}: the interface's type does not fit the spec ${spec.kind}`);
      }
      const description = generated.description ?? resolve(defs, generated).description;
      bounded[key] = { ...fieldSchema(spec, game.players.max), ...(description ? { description } : {}) };
    }
    defs[name] = {
      ...verb,
      properties: Object.fromEntries(Object.keys(properties).map((k) => [k, bounded[k]])),
    };
  }
  const unlisted = Object.keys(specs).filter((type) => !declared.has(type));
  if (unlisted.length > 0) throw new Error(`${game.id}: field specs without an interface: ${unlisted}`);
}

/** The meaning of each code the game may return, from its English catalogue (shared codes included). */
function ruleCodeSchema(game: AnyGame): Schema {
  const codes = game.ruleCodes ?? [];
  return {
    type: "string",
    description: `A rule-error code of ${game.title}: the \`rule\` of an \`illegal-action\` refusal (the shared codes first).`,
    oneOf: codes.map((code) => {
      const meaning = game.errorText?.(new RuleError(code, "")) ?? "";
      if (meaning === "")
        throw new Error(`${game.id}: the English catalogue has no text for the rule code ${code}`);
      return { const: code, description: meaning };
    }),
  };
}

/** The options a match may be created with: any subset of `Options` (the rest keep their defaults). */
function setupOptionsSchema(options: Schema): Schema {
  const { required: _required, description: _description, ...rest } = options;
  return {
    ...rest,
    description:
      "The options a match may be created with: any of Options' fields; the others keep their defaults.",
  };
}

/** Every game's schema document (draft 2020-12), keyed by game id, generated from the types now. */
export function generateGameSchemas(): Record<string, Schema> {
  const generator = createGenerator({
    path: ROOT_FILES,
    tsconfig: "tsconfig.json",
    type: "*",
    expose: "export",
    topRef: true,
    jsDoc: "extended",
    skipTypeCheck: true,
    additionalProperties: false,
  });
  const documents: Record<string, Schema> = {};
  for (const [id, types] of Object.entries(GAME_TYPES)) {
    const game = games[id];
    if (!game) throw new Error(`no registered game ${id}`);
    const raw: Record<string, unknown> = {};
    for (const part of TYPED_PARTS) {
      const generated = generator.createSchema(types[part]) as { definitions?: Record<string, unknown> };
      for (const [name, definition] of Object.entries(generated.definitions ?? {})) {
        if (name in raw && !isDeepStrictEqual(raw[name], definition)) {
          throw new Error(`${id}: two different types are named ${name}`);
        }
        raw[name] = definition;
      }
    }
    const names = new Map<string, string>(TYPED_PARTS.map((part) => [types[part], part]));
    for (const name of Object.keys(raw)) {
      if (!names.has(name) && [...TYPED_PARTS, "RuleCode", "SetupOptions"].includes(name as never)) {
        throw new Error(`${id}: a type named ${name} would clash with the part of that name`);
      }
    }
    const defs: Record<string, Schema> = {};
    for (const [name, definition] of Object.entries(raw)) {
      defs[names.get(name) ?? name] = toDraft2020(definition, names) as Schema;
    }
    discriminated(defs, "Action", "Action");
    discriminated(defs, "Event", "Event");
    boundActions(defs, game);
    defs.SetupOptions = setupOptionsSchema(defs.Options as Schema);
    defs.RuleCode = ruleCodeSchema(game);
    const ordered = ["Options", "SetupOptions", "Action", "View", "Event", "Outcome", "RuleCode"];
    documents[id] = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: `${game.title} (${id}), rules version ${game.version}`,
      description: `The JSON of ${game.title} on the wire, generated from the engine's TypeScript types: its options, every action (a union on \`type\`), a seat's or the spectator's view, the events a view carries, the outcome and the rule-error codes. docs/rules/${id}.md describes the game.`,
      $defs: Object.fromEntries([
        ...ordered.map((name) => [name, defs[name]]),
        ...Object.keys(defs)
          .filter((name) => !ordered.includes(name))
          .sort()
          .map((name) => [name, defs[name]]),
      ]),
    };
  }
  return documents;
}
