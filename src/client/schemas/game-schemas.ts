/**
 * Each game's JSON Schema (generated from its TypeScript types by `scripts/game-schemas.ts` at build
 * time, committed beside this file and published as `backroom/protocol/<game>.schema.json`), and how
 * the protocol documents embed them: every game's definitions under names prefixed with the game
 * (`SlushFundAction`, `SlushFundView`, …), and the messages' game parts (`GamePart`) filled with them.
 */

import { GAME_PART, type GamePartName } from "./common.js";
import campaign from "./games/campaign.schema.json" with { type: "json" };
import kohleKiesKnete from "./games/kohle-kies-knete.schema.json" with { type: "json" };
import slushFund from "./games/slush-fund.schema.json" with { type: "json" };
import tiefeTaschen from "./games/tiefe-taschen.schema.json" with { type: "json" };

/** A JSON Schema as plain JSON. */
export type JsonSchema = Record<string, unknown>;

/** One game's schema document: its parts and their parts under `$defs`. */
export interface GameSchemaDocument extends JsonSchema {
  readonly $defs: Readonly<Record<string, JsonSchema>>;
}

/** Every game's generated schema document, keyed by game id. */
export const GAME_SCHEMAS: Readonly<Record<string, GameSchemaDocument>> = {
  "tiefe-taschen": tiefeTaschen as unknown as GameSchemaDocument,
  "kohle-kies-knete": kohleKiesKnete as unknown as GameSchemaDocument,
  campaign: campaign as unknown as GameSchemaDocument,
  "slush-fund": slushFund as unknown as GameSchemaDocument,
};

/** The prefix of a game's definitions in the protocol documents: `slush-fund` → `SlushFund`. */
export const gamePrefix = (gameId: string): string =>
  gameId.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** Rebuilds every object of a JSON value through `visit`, parents first (`visit` may stop the descent). */
export function mapSchema(value: unknown, visit: (object: JsonSchema) => JsonSchema | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => mapSchema(item, visit));
  if (value === null || typeof value !== "object") return value;
  const replaced = visit(value as JsonSchema);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapSchema(item, visit)]));
}

/** Every game's `$defs`, each name prefixed with its game and each reference pointing under `base`. */
export function gameDefinitions(base: string): Record<string, JsonSchema> {
  const definitions: Record<string, JsonSchema> = {};
  for (const [gameId, document] of Object.entries(GAME_SCHEMAS)) {
    const prefix = gamePrefix(gameId);
    const rename = (schema: JsonSchema): JsonSchema | undefined =>
      typeof schema.$ref === "string"
        ? { ...schema, $ref: `${base}${prefix}${schema.$ref.replace("#/$defs/", "")}` }
        : undefined;
    for (const [name, definition] of Object.entries(document.$defs)) {
      definitions[`${prefix}${name}`] = mapSchema(definition, rename) as JsonSchema;
    }
  }
  return definitions;
}

/** Whether a schema holds a game part somewhere (so a per-game copy of it differs). */
export function holdsGamePart(schema: unknown): boolean {
  let found = false;
  mapSchema(schema, (object) => {
    if (GAME_PART in object) found = true;
    return found ? object : undefined;
  });
  return found;
}

/**
 * A schema with its game parts filled: for one game (`gameId`) a reference to its part, else a
 * choice of every game's (`anyOf`; a game's id as the enum of every id). `base` is where the
 * definitions are (`#/$defs/`, `#/components/schemas/`). The part's own description stays.
 */
export function fillGameParts(schema: unknown, base: string, gameId?: string): unknown {
  const ids = gameId === undefined ? Object.keys(GAME_SCHEMAS) : [gameId];
  return flattenChoices(
    mapSchema(schema, (object) => {
      const part = object[GAME_PART] as GamePartName | undefined;
      if (part === undefined) return undefined;
      const description = object.description === undefined ? {} : { description: object.description };
      if (part === "GameId") {
        return ids.length === 1
          ? { type: "string", const: ids[0], ...description }
          : { type: "string", enum: ids, ...description };
      }
      const references = ids.map((id) => ({ $ref: `${base}${gamePrefix(id)}${part}` }));
      return references.length === 1
        ? { ...(references[0] as JsonSchema), ...description }
        : { anyOf: references, ...description };
    }),
  );
}

/** `anyOf` members that are only a choice themselves (a nullable game part) spliced into their parent. */
function flattenChoices(schema: unknown): unknown {
  return mapSchema(schema, (object) => {
    if (!Array.isArray(object.anyOf)) return undefined;
    const members = (object.anyOf as unknown[]).map(flattenChoices) as JsonSchema[];
    const spliced = members.flatMap((member) =>
      Array.isArray(member.anyOf) &&
      Object.keys(member).every((key) => key === "anyOf" || key === "description")
        ? (member.anyOf as JsonSchema[])
        : [member],
    );
    const rest = Object.fromEntries(
      Object.entries(object)
        .filter(([key]) => key !== "anyOf")
        .map(([key, value]) => [key, flattenChoices(value)]),
    );
    return { ...rest, anyOf: spliced };
  });
}
