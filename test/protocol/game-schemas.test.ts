/**
 * Each game's published JSON Schema is its JSON: the committed copies are what the TypeScript types
 * generate now; every view (every seat and the spectator), legal action, played action, event and
 * outcome of every golden playthrough validates; views of random games of every player count carry
 * no property the schema lacks (views are closed: a field added to a view and not to its type
 * fails here); and `RuleCode` lists exactly the codes the game returns.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateGameSchemas } from "../../scripts/game-schemas.js";
import { chooseActor, createRandom, games } from "../../src/index.js";
import { goldenPath, readCases } from "../playthroughs/golden.js";
import { publishedGameSchema, schemaProblems } from "./schema-support.js";

const committed = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));

/** Every distinct problem of values against a part, with how often it occurred (empty when all hold). */
function collector() {
  const problems = new Map<string, number>();
  const check = (gameId: string, part: string, value: unknown, where: string) => {
    const problem = schemaProblems(gameId, part, value);
    if (problem) {
      const key = `${where} ${part}: ${problem}`;
      problems.set(key, (problems.get(key) ?? 0) + 1);
    }
  };
  return { check, problems: () => [...problems].slice(0, 10) };
}

describe("the game schemas", () => {
  it("are what the TypeScript types generate now (src/client/schemas/games and docs/protocol)", () => {
    const generated = generateGameSchemas();
    expect(Object.keys(generated).sort()).toEqual(Object.keys(games).sort());
    for (const [id, schema] of Object.entries(generated)) {
      expect(committed(`src/client/schemas/games/${id}.schema.json`), id).toEqual(schema);
      expect(committed(`docs/protocol/${id}.schema.json`), id).toEqual(schema);
    }
  }, 120_000);

  it("name the parts the protocol refers to", () => {
    for (const id of Object.keys(games)) {
      const defs = publishedGameSchema(id).$defs;
      for (const part of ["Options", "SetupOptions", "Action", "View", "Event", "Outcome", "RuleCode"]) {
        expect(defs[part], `${id} ${part}`).toBeDefined();
      }
      expect(defs.Action).toMatchObject({ discriminator: { propertyName: "type" } });
      expect(schemaProblems(id, "Options", games[id]?.defaultOptions)).toBe("");
    }
  });

  for (const [id, game] of Object.entries(games)) {
    it(`hold for every view, action, event and outcome of the golden playthroughs of ${id}`, () => {
      const { check, problems } = collector();
      let checkedViews = 0;
      for (const golden of readCases(id)) {
        const lines = readFileSync(goldenPath(id, golden.name), "utf8").trim().split("\n");
        let state = game.setup({ players: golden.players, seed: golden.seed, options: golden.options ?? {} });
        const viewers = [null, ...Array.from({ length: golden.players }, (_, seat) => seat)];
        const checkAll = (where: string) => {
          for (const viewer of viewers) {
            const view = game.viewFor(state, viewer);
            check(id, "View", view, where);
            checkedViews++;
            for (const event of view.events) check(id, "Event", event, where);
            if (viewer !== null)
              for (const action of game.legalActions(state, viewer)) check(id, "Action", action, where);
          }
        };
        checkAll(`${golden.name} start`);
        for (const [index, line] of lines.entries()) {
          const { action } = JSON.parse(line) as { action?: unknown };
          if (!action) continue;
          check(id, "Action", action, `${golden.name} line ${index + 1}`);
          state = game.apply(state, action);
          checkAll(`${golden.name} line ${index + 1}`);
        }
        const outcome = game.outcome(state);
        expect(outcome, `${golden.name} ends`).toBeDefined();
        check(id, "Outcome", outcome, golden.name);
      }
      expect(problems()).toEqual([]);
      expect(checkedViews).toBeGreaterThan(100);
    }, 300_000);

    it(`close every view of ${id}: random games of every player count, and a view with an extra field fails`, () => {
      const { check, problems } = collector();
      for (let players = game.players.min; players <= game.players.max; players++) {
        for (const seed of [1, 2]) {
          const random = createRandom(`schemas/${id}/${players}/${seed}`);
          let state = game.setup({ players, seed: `schemas/${seed}` });
          for (let step = 0; step < 400 && game.toAct(state).length > 0; step++) {
            const seat = chooseActor(game.toAct(state), random);
            const legal = game.legalActions(state, seat);
            state = game.apply(state, legal[random.below(legal.length)]);
            if (step % 7 === 0) {
              for (const viewer of [null, seat])
                check(id, "View", game.viewFor(state, viewer), `${players}p`);
            }
          }
        }
      }
      expect(problems()).toEqual([]);
      const view = game.viewFor(game.setup({ players: game.players.min, seed: 1 }), 0);
      expect(schemaProblems(id, "View", view)).toBe("");
      expect(schemaProblems(id, "View", { ...view, addedField: 1 })).toMatch(/additional properties/);
      expect(schemaProblems(id, "Event", { type: "no-such-event" })).not.toBe("");
    }, 300_000);

    it(`list every rule code ${id} returns, each with its meaning`, () => {
      const ruleCode = publishedGameSchema(id).$defs.RuleCode as {
        oneOf: { const: string; description: string }[];
      };
      expect(ruleCode.oneOf.map((entry) => entry.const)).toEqual(game.ruleCodes);
      for (const entry of ruleCode.oneOf) expect(entry.description, entry.const).not.toBe("");
    });
  }
});
