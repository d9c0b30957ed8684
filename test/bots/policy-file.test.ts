/**
 * Policy files that do not fit are refused with a `ConfigError` naming the file and the mismatch,
 * and the `learned` bot plays legal moves to the end in every game at every count it supports.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { ismctsDefaults } from "../../src/bots/evaluators/index.js";
import {
  botNamesFor,
  botNamesForSomeCount,
  createBot,
  createIsmctsBot,
  createPolicyBot,
  heuristicBots,
  learnedPlayerCounts,
  loadBots,
  POLICY_VERSION,
  parsePolicy,
  rolloutEvaluators,
  weightedHeuristics,
} from "../../src/bots/index.js";
import shipped from "../../src/bots/policies/slush-fund-3.json";
import {
  type AnyGame,
  type Bot,
  ConfigError,
  createRandom,
  playout,
  randomBot,
} from "../../src/core/index.js";
import type { CampaignView, IdeologyId } from "../../src/games/campaign/index.js";
import { games, getGame } from "../../src/games/registry.js";
import { createEncoding } from "../../src/rl/index.js";
import { readShippedPolicy } from "../../src/sim/shipped-policies.js";

const FILE = "policies/sf.json";
const slushFund = getGame("slush-fund");
const floats = (values: number[]) => Buffer.from(new Float32Array(values).buffer).toString("hex");

/** The shipped slush-fund policy with one change. */
function changed(edit: (data: Record<string, unknown> & { layers: Record<string, unknown>[] }) => void) {
  const data = JSON.parse(JSON.stringify(shipped));
  edit(data);
  return data;
}

/** The shipped file's hidden layer width (the trained policy's choice; the tests follow it). */
const HIDDEN = (shipped as { layers: { outputs: number }[] }).layers[0]?.outputs as number;

/** A copy of a policy file with one change. */
function edited(file: unknown, edit: (data: Record<string, unknown>) => void): Record<string, unknown> {
  const data = JSON.parse(JSON.stringify(file));
  edit(data);
  return data;
}

/** The `ConfigError` that building a bot from `data` throws (naming the file), for `game` (default Slush Fund). */
function refusal(data: unknown, players = 3, game: AnyGame = slushFund): ConfigError {
  try {
    createPolicyBot(game, players, data, FILE, "policy");
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(FILE);
    return error as ConfigError;
  }
  throw new Error("the policy was accepted");
}

/** A Campaign policy file without layers (it plays its anchor), of `version`, with `fields` added. */
function campaignFile<F extends Record<string, unknown>>(version: number, fields: F) {
  const campaign = getGame("campaign");
  return {
    format: "backroom-policy",
    version,
    game: "campaign",
    players: 3,
    encoding: createEncoding(campaign, { players: 3 }).version,
    activation: "relu",
    layers: [],
    ...fields,
    meta: {},
  };
}

describe("policy file refusals", () => {
  it("accepts the valid file", () => {
    expect(createPolicyBot(slushFund, 3, shipped, FILE, "policy").name).toBe("policy");
  });
  it("refuses a policy for another game", () => {
    expect(refusal(changed((d) => (d.game = "campaign"))).message).toMatch(
      /for the game campaign, not slush-fund/,
    );
  });
  it("refuses a policy for another player count", () => {
    expect(refusal(shipped, 4).message).toMatch(/for 3 players, not 4/);
  });
  it("refuses a policy for another encoding version", () => {
    expect(refusal(changed((d) => (d.encoding = "1/9"))).message).toMatch(
      /built for encoding version 1\/9, this engine has 2\/1/,
    );
  });
  it("refuses another format or format version", () => {
    expect(refusal(changed((d) => (d.format = "onnx"))).message).toMatch(
      /not a policy file \(format is "onnx"/,
    );
    expect(refusal(changed((d) => (d.version = 7))).message).toMatch(
      /policy file version 7 is not supported \(this reads versions 1, 2, 3, 4, 5, 6\)/,
    );
    expect(refusal([1, 2]).message).toMatch(/not a policy file/);
  });
  it("refuses layers that do not chain or do not fit the encoding", () => {
    expect(refusal(changed((d) => ((d.layers[1] as { inputs: number }).inputs = 9))).message).toMatch(
      new RegExp(`layer 1 takes 9 inputs but layer 0 gives ${HIDDEN} outputs`),
    );
    const small = changed((d) => {
      d.layers = [
        {
          inputs: 2,
          outputs: 1124,
          weights: floats(new Array(2248).fill(0)),
          bias: floats(new Array(1124).fill(0)),
        },
      ];
    });
    expect(refusal(small).message).toMatch(/reads 2 observation values, the encoding has 375/);
    const few = changed((d) => {
      d.layers[1] = {
        inputs: HIDDEN,
        outputs: 3,
        weights: floats(new Array(HIDDEN * 3).fill(0)),
        bias: floats([0, 0, 0]),
      };
    });
    expect(refusal(few).message).toMatch(/scores 3 actions, the encoding has 1124/);
  });
  it("refuses hexadecimal of the wrong length, broken hexadecimal, NaN weights and an unknown activation", () => {
    expect(refusal(changed((d) => ((d.layers[1] as { bias: string }).bias = floats([1])))).message).toMatch(
      /layer 1 bias holds 4 bytes, expected 4496/,
    );
    expect(refusal(changed((d) => ((d.layers[0] as { bias: string }).bias = "%%%%"))).message).toMatch(
      /layer 0 bias is not valid hexadecimal/,
    );
    expect(refusal(changed((d) => ((d.layers[0] as { bias: string }).bias = "abc"))).message).toMatch(
      /layer 0 bias is not valid hexadecimal/,
    );
    const nan = changed(
      (d) => ((d.layers[0] as { bias: string }).bias = floats(new Array(HIDDEN).fill(Number.NaN))),
    );
    expect(refusal(nan).message).toMatch(/layer 0 bias holds a NaN/);
    expect(refusal(changed((d) => (d.activation = "gelu"))).message).toMatch(/unknown activation "gelu"/);
  });
  it("refuses an anchor before version 3, on a bot that is not anchorable, or with a bad bonus", () => {
    const anchored = (anchor: unknown, version = 3) => changed((d) => Object.assign(d, { version, anchor }));
    expect(refusal(anchored({ bot: "heuristic", bonus: 4 }, 2)).message).toMatch(
      /field anchor needs policy file version 3, the file is version 2/,
    );
    expect(refusal(anchored({ bot: "ismcts", bonus: 4 })).message).toMatch(
      /anchored on the bot "ismcts" \(expected heuristic\)/,
    );
    expect(refusal(anchored("heuristic")).message).toMatch(/field anchor must be an object/);
    for (const bonus of [-1, "4", Number.POSITIVE_INFINITY, null]) {
      expect(refusal(anchored({ bot: "heuristic", bonus })).message).toMatch(
        /the anchor's bonus must be a finite number, 0 or more/,
      );
    }
    expect(refusal(anchored({ bot: "heuristic", bonus: 4, input: "yes" })).message).toMatch(
      /the anchor's input must be true or false/,
    );
    // A network that reads the anchor's choice has one more input per action than the observation.
    expect(refusal(anchored({ bot: "heuristic", bonus: 4, input: true })).message).toMatch(
      /the policy reads 375 values \(the observation, then one per action for its anchor's choice\), the encoding has 375 \+ 1124/,
    );
    expect(parsePolicy(anchored({ bot: "heuristic", bonus: 4 }), FILE).anchor).toEqual({
      bot: "heuristic",
      bonus: 4,
      input: false,
    });
  });
  it("an anchored policy with a silent network plays its anchor bot's choice", () => {
    // Every logit 0: the anchor's bonus alone decides, so the bot plays the heuristic bot's moves.
    const silent = changed((d) => {
      Object.assign(d, { version: 3, anchor: { bot: "heuristic", bonus: 0.5 } });
      const last = d.layers[d.layers.length - 1] as {
        inputs: number;
        outputs: number;
        weights: string;
        bias: string;
      };
      last.weights = floats(new Array(last.inputs * last.outputs).fill(0));
      last.bias = floats(new Array(last.outputs).fill(0));
    });
    const bot = createPolicyBot(slushFund, 3, silent, FILE, "policy");
    const heuristic = createBot("heuristic", slushFund);
    const asked: string[] = [];
    const spy: Bot = {
      name: "spy",
      act(view, legal, random) {
        const ours = bot.act(view, legal, random);
        expect(ours).toBe(heuristic.act(view, legal, random));
        asked.push(JSON.stringify(ours));
        return ours;
      },
    };
    playout(slushFund, { players: 3, seed: 5, bots: [spy, spy, spy] });
    expect(asked.length).toBeGreaterThan(50);
  });
  it("a version 4 policy without layers plays its anchor, with the weights its anchor carries", () => {
    const campaign = getGame("campaign");
    const weights = { bidScale: 1.5, reserve: 3 };
    const file = campaignFile(4, { anchor: { bot: "heuristic", bonus: 0, weights } });
    expect(parsePolicy(file, FILE).anchor).toEqual({ bot: "heuristic", bonus: 0, input: false, weights });
    const bot = createPolicyBot(campaign, 3, file, FILE, "policy");
    const weighted = weightedHeuristics.campaign?.create(weights) as Bot;
    const documented = createBot("heuristic", campaign);
    let departures = 0;
    const spy: Bot = {
      name: "spy",
      act(view, legal, random) {
        const ours = bot.act(view, legal, random);
        expect(ours).toBe(weighted.act(view, legal, random));
        if (ours !== documented.act(view, legal, random)) departures++;
        return ours;
      },
    };
    playout(campaign, { players: 3, seed: 5, bots: [spy, spy, spy] });
    expect(departures).toBeGreaterThan(0);
    // Refused: weights the game's bot does not have, weights where its bot has none, weights
    // before version 4 or not numbers, no layers without an anchor or with an anchor input.
    const refused = (edit: (d: Record<string, unknown>) => void, game = campaign) =>
      refusal(edited(file, edit), 3, game).message;
    expect(
      refused((d) => (d.anchor = { bot: "heuristic", bonus: 0, weights: { bidScale: 1, greed: 2 } })),
    ).toMatch(/policies\/sf\.json: campaign's heuristic bot has no weight greed \(it has majorityWorth, /);
    expect(
      refused(
        (d) =>
          Object.assign(d, {
            game: "slush-fund",
            encoding: createEncoding(slushFund, { players: 3 }).version,
          }),
        slushFund,
      ),
    ).toMatch(/the anchor has weights, but slush-fund's heuristic bot takes none/);
    expect(refused((d) => (d.version = 3))).toMatch(
      /the anchor's weights need policy file version 4, the file is version 3/,
    );
    expect(refused((d) => (d.anchor = { bot: "heuristic", bonus: 0, weights: { reserve: "3" } }))).toMatch(
      /the anchor's weight reserve must be a finite number, got "3"/,
    );
    expect(refused((d) => (d.anchor = { bot: "heuristic", bonus: 0, weights: [3] }))).toMatch(
      /the anchor's weights must be an object of numbers by name/,
    );
    expect(refused((d) => delete d.anchor)).toMatch(
      /field layers is empty \(only a version 4 policy with an anchor/,
    );
    expect(refused((d) => (d.anchor = { bot: "heuristic", bonus: 0, input: true }))).toMatch(
      /field layers is empty/,
    );
  });
  it("a version 5 policy plays other weights while its seat plays a role they are given for", () => {
    const campaign = getGame("campaign");
    const weights = { reserve: 3 };
    const roleWeights = { greens: { bidScale: 0 }, democrats: { bidScale: 2 } };
    const file = campaignFile(5, { anchor: { bot: "heuristic", bonus: 0, weights, roleWeights } });
    expect(parsePolicy(file, FILE).anchor).toEqual({
      bot: "heuristic",
      bonus: 0,
      input: false,
      weights,
      roleWeights,
    });
    const bot = createPolicyBot(campaign, 3, file, FILE, "policy");
    const expected = {
      greens: weightedHeuristics.campaign?.create({ reserve: 3, bidScale: 0 }) as Bot,
      democrats: weightedHeuristics.campaign?.create({ reserve: 3, bidScale: 2 }) as Bot,
      republicans: weightedHeuristics.campaign?.create(weights) as Bot,
    };
    const seen = new Set<string>();
    const spy: Bot = {
      name: "spy",
      act(view, legal, random) {
        const v = view as CampaignView;
        const ideology = v.ideology[v.viewer as number] as keyof typeof expected;
        seen.add(ideology);
        const ours = bot.act(view, legal, random);
        expect(ours).toBe(expected[ideology].act(view, legal, random));
        return ours;
      },
    };
    const options = { ideologies: ["greens", "democrats", "republicans"] as IdeologyId[] };
    playout(campaign, { players: 3, seed: 5, options, bots: [spy, spy, spy] });
    expect([...seen].sort()).toEqual(["democrats", "greens", "republicans"]);
    // Refused: roles the game's bot does not have, weights it does not have in a role, weights by
    // role before version 5 or not numbers by name.
    const refused = (edit: (d: Record<string, unknown>) => void) =>
      refusal(edited(file, edit), 3, campaign).message;
    const withRoles = (roles: unknown) => (d: Record<string, unknown>) => {
      d.anchor = { ...file.anchor, roleWeights: roles };
    };
    expect(refused(withRoles({ whigs: { reserve: 1 } }))).toMatch(
      /policies\/sf\.json: campaign's heuristic bot has no role whigs \(it has democrats, independents, /,
    );
    expect(refused(withRoles({ greens: { greed: 1 } }))).toMatch(
      /campaign's heuristic bot has no weight greed/,
    );
    expect(refused((d) => (d.version = 4))).toMatch(
      /the anchor's roleWeights need policy file version 5, the file is version 4/,
    );
    expect(refused(withRoles({ greens: { reserve: null } }))).toMatch(
      /the anchor's greens weight reserve must be a finite number, got null/,
    );
    expect(refused(withRoles([1]))).toMatch(/the anchor's roleWeights must be an object of weights by role/);
    // A game whose bot takes no weights refuses weights by role as well.
    const slush = {
      ...file,
      game: "slush-fund",
      encoding: createEncoding(slushFund, { players: 3 }).version,
    };
    expect(() =>
      createPolicyBot(
        slushFund,
        3,
        { ...slush, anchor: { bot: "heuristic", bonus: 0, roleWeights } },
        FILE,
        "p",
      ),
    ).toThrow(/the anchor has weights, but slush-fund's heuristic bot takes none/);
  });
  it("a version 6 policy searches where its file says, modelling itself by the policy and the others by its opponents", () => {
    const campaign = getGame("campaign");
    const weights = { reserve: 3 };
    const search = { actionTypes: ["skip"], iterations: 40, opponents: "heuristic" };
    const file = campaignFile(6, { anchor: { bot: "heuristic", bonus: 0, weights }, search });
    expect(parsePolicy(file, FILE).search).toEqual(search);
    expect(parsePolicy({ ...file, search: { actionTypes: ["skip"], iterations: 40 } }, FILE).search).toEqual({
      ...search,
      opponents: "policy",
    });
    // The search as the format describes it: Campaign's ISMCTS settings, the file's iterations, the
    // policy as the root's prior and the searching seat's rollout moves, the heuristic bot as the others'.
    const played = weightedHeuristics.campaign?.create(weights) as Bot;
    const heuristic = createBot("heuristic", campaign);
    let searching: number | null = null;
    const { policy: _policy, prior: _prior, ...settings } = ismctsDefaults.campaign ?? {};
    const reference = createIsmctsBot(campaign, {
      ...settings,
      evaluate: rolloutEvaluators.campaign,
      iterations: 40,
      prior: played,
      policy: { name: "r", act: (v, l, r) => (v.viewer === searching ? played : heuristic).act(v, l, r) },
    });
    const record = (bot: Bot) => {
      let searched = 0;
      let departures = 0;
      const spy: Bot = {
        name: "spy",
        act(view, legal, random) {
          const searches = legal.length > 1 && legal.some((a) => a.type === "skip");
          searching = view.viewer;
          const expected = searches
            ? reference.act(view, legal, createRandom(random.state()))
            : played.act(view, legal, random);
          const ours = bot.act(view, legal, random);
          expect(ours).toEqual(expected);
          if (searches) {
            searched++;
            if (ours !== played.act(view, legal, random)) departures++;
          }
          return ours;
        },
      };
      const result = playout(campaign, { players: 3, seed: 8, bots: [spy, heuristic, heuristic] });
      return { searched, departures, outcome: result.outcome, actions: result.actions };
    };
    const first = record(createPolicyBot(campaign, 3, file, FILE, "policy"));
    expect(first.searched).toBeGreaterThan(5);
    expect(first.departures).toBeGreaterThan(0);
    // Seeded by the game's random source: the same seed plays the same game.
    const again = record(createPolicyBot(campaign, 3, file, FILE, "policy"));
    expect(again).toEqual(first);
    // Refused: a search before version 6, no action types, iterations out of range, other opponents.
    const refused = (edit: (d: Record<string, unknown>) => void) =>
      refusal(edited(file, edit), 3, campaign).message;
    expect(refused((d) => (d.version = 5))).toMatch(
      /policies\/sf\.json: field search needs policy file version 6, the file is version 5/,
    );
    expect(refused((d) => (d.search = ["skip"]))).toMatch(/field search must be an object/);
    expect(refused((d) => (d.search = { ...search, actionTypes: [] }))).toMatch(
      /the search's actionTypes must be a non-empty list of action type names/,
    );
    expect(refused((d) => (d.search = { ...search, actionTypes: ["skip", 1] }))).toMatch(/actionTypes/);
    for (const iterations of [0, 1001, 2.5, "80"])
      expect(refused((d) => (d.search = { ...search, iterations }))).toMatch(
        /the search's iterations must be a whole number from 1 to 1000, got /,
      );
    expect(refused((d) => (d.search = { ...search, opponents: "random" }))).toMatch(
      /the search's opponents must be "policy" or "heuristic", got "random"/,
    );
    // Checked when the bot is built: action types the game has, opponents it has.
    expect(refused((d) => (d.search = { ...search, actionTypes: ["skip", "skp"] }))).toMatch(
      /the search names the action type skp, which campaign does not have \(it has .*skip/,
    );
    const heuristics = heuristicBots as Record<string, Bot>;
    const own = heuristics.campaign as Bot;
    delete heuristics.campaign;
    try {
      expect(refusal(file, 3, campaign).message).toMatch(
        /the search's opponents are the heuristic bot, which campaign does not have/,
      );
    } finally {
      heuristics.campaign = own;
    }
  });
  it("reads a version 1 file, whose weights are base64, as the same network", () => {
    const base64 = (hex: string) => Buffer.from(hex, "hex").toString("base64");
    const old = changed((d) => {
      d.version = 1;
      for (const layer of d.layers as { weights: string; bias: string }[]) {
        layer.weights = base64(layer.weights);
        layer.bias = base64(layer.bias);
      }
    });
    const now = parsePolicy(shipped, FILE);
    const before = parsePolicy(old, FILE);
    expect(before.layers.map((l) => [l.weights, l.bias])).toEqual(now.layers.map((l) => [l.weights, l.bias]));
    // A version 2 file holds hexadecimal: base64 there is refused.
    expect(refusal(changed((d) => Object.assign(d, old, { version: 2 }))).message).toMatch(
      /layer 0 weights is not valid hexadecimal/,
    );
  });
  it("ships policies in the current version, their weights hexadecimal digits only", () => {
    const folder = new URL("../../src/bots/policies/", import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const data = JSON.parse(readFileSync(new URL(name, folder), "utf8"));
      expect(data.version, name).toBe(POLICY_VERSION);
      for (const layer of data.layers as { weights: string; bias: string }[]) {
        expect(layer.weights, name).toMatch(/^[0-9a-f]+$/);
        expect(layer.bias, name).toMatch(/^[0-9a-f]+$/);
      }
    }
  });
  it("names a policy bot's file when it was not loaded", () => {
    expect(() => createBot("policy:x.json", slushFund, {}, 3)).toThrow(
      /x\.json: the policy file was not loaded/,
    );
    expect(createBot("policy:x.json", slushFund, { policies: { "x.json": shipped } }, 3).name).toBe(
      "policy:x.json",
    );
  });
  it("parses the activation and sizes of a good file", () => {
    const policy = parsePolicy(shipped, FILE);
    expect(policy.layers.map((l) => [l.inputs, l.outputs])).toEqual([
      [375, HIDDEN],
      [HIDDEN, 1124],
    ]);
  });
});

describe("the learned bot", () => {
  it("says which player counts it supports, and refuses others", () => {
    for (const game of Object.values(games)) {
      const counts = learnedPlayerCounts(game.id);
      expect(counts.length).toBeGreaterThan(0);
      for (let players = game.players.min; players <= game.players.max; players++) {
        expect(botNamesFor(game, players).includes("learned")).toBe(counts.includes(players));
        if (!counts.includes(players)) {
          expect(() => createBot("learned", game, {}, players)).toThrow(
            new RegExp(`no policy for ${game.id} at ${players} players`),
          );
        }
      }
    }
    expect(() => createBot("learned", slushFund)).toThrow(/needs the player count/);
    // Without a count, only the bots usable at every count are listed (a frontend's list).
    expect(botNamesFor(slushFund)).not.toContain("learned");
    expect(botNamesForSomeCount(slushFund)).toContain("learned");
  });

  it("is built only after loadBots read its policy from the source, which it reads once", async () => {
    // A fresh copy of the bot modules (another test file in this worker may have read the policy).
    vi.resetModules();
    const fresh = await import("../../src/bots/index.js");
    const players = fresh.learnedPlayerCounts(slushFund.id)[0] as number;
    expect(() => fresh.createBot("learned", slushFund, {}, players)).toThrow(
      /not loaded yet: await loadBots/,
    );
    const asked: string[] = [];
    const source = async (file: string) => {
      asked.push(file);
      return readShippedPolicy(file);
    };
    // A source that fails leaves nothing behind: the next call reads again.
    const failing = () => Promise.reject(new Error("offline"));
    await expect(fresh.loadBots(slushFund, ["learned"], players, failing)).rejects.toThrow("offline");
    // Two callers at once share one read.
    await Promise.all([
      fresh.loadBots(slushFund, ["random", "learned"], players, source),
      fresh.loadBots(slushFund, ["learned"], players, source),
    ]);
    const first = fresh.createBot("learned", slushFund, {}, players);
    await fresh.loadBots(slushFund, ["learned"], players, source);
    expect(fresh.createBot("learned", slushFund, {}, players).name).toBe(first.name);
    // Bots other than learned, and counts without a policy, need nothing and read nothing.
    await expect(fresh.loadBots(slushFund, ["heuristic"], players, source)).resolves.toBeUndefined();
    await expect(fresh.loadBots(slushFund, ["learned"], 99, source)).resolves.toBeUndefined();
    expect(asked).toEqual(["slush-fund-3.json"]);
  });

  it("reads the shipped files by name in Node, and the Node root's loadBots does so by default", async () => {
    expect(await readShippedPolicy("slush-fund-3.json")).toEqual(shipped);
    await expect(readShippedPolicy("../../package.json")).rejects.toThrow(/not the name of a shipped policy/);
    await expect(readShippedPolicy("slush-fund-9.json")).rejects.toThrow(/cannot be read/);
    vi.resetModules();
    const node = await import("../../src/node.js");
    await node.loadBots(slushFund, ["learned"], 3);
    expect(node.createBot("learned", slushFund, {}, 3).name).toBe("learned");
    // Outside a page the browser's default cannot fetch a relative address, and says what to do.
    vi.resetModules();
    const browser = await import("../../src/bots/index.js");
    await expect(browser.loadBots(slushFund, ["learned"], 3)).rejects.toThrow(
      /policies\/slush-fund-3\.json could not be fetched .*pass a PolicySource to loadBots/,
    );
  });

  for (const game of Object.values(games)) {
    for (const players of learnedPlayerCounts(game.id)) {
      it(`plays ${game.id} at ${players} players to the end with legal actions only`, async () => {
        await loadBots(game, ["learned"], players, readShippedPolicy);
        const learned = createBot("learned", game, {}, players);
        let decisions = 0;
        const checked: Bot = {
          name: "checked",
          act(view, legal, random) {
            const action = learned.act(view, legal, random);
            expect(legal).toContain(action);
            decisions++;
            return action;
          },
        };
        // Learned seats against random ones: the game ends, and every learned decision is legal.
        const bots = Array.from({ length: players }, (_, seat) => (seat % 2 === 0 ? checked : randomBot));
        expect(playout(game, { players, seed: "a", bots }).outcome.winners.length).toBeGreaterThan(0);
        expect(decisions).toBeGreaterThan(10);
      });
    }
  }
});
