/**
 * The published game schemas loaded into ajv (draft 2020-12, discriminators on), one validator per
 * game and part, for the tests of test/protocol/.
 */
import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

/** A game's schema document as published in docs/protocol/. */
export const publishedGameSchema = (gameId: string): { $defs: Record<string, unknown> } =>
  JSON.parse(readFileSync(new URL(`../../docs/protocol/${gameId}.schema.json`, import.meta.url), "utf8"));

const ajv = new Ajv2020({ allErrors: true, discriminator: true });
const loaded = new Set<string>();

/** The validator of one part (`View`, `Action`, …) of a game's published schema. */
export function validatorOf(gameId: string, part: string): ValidateFunction {
  if (!loaded.has(gameId)) {
    ajv.addSchema(publishedGameSchema(gameId), gameId);
    loaded.add(gameId);
  }
  return ajv.getSchema(`${gameId}#/$defs/${part}`) as ValidateFunction;
}

/** The problems ajv finds with a value, in words (empty when it is valid). */
export function schemaProblems(gameId: string, part: string, value: unknown): string {
  const validate = validatorOf(gameId, part);
  return validate(value) ? "" : ajv.errorsText(validate.errors);
}
