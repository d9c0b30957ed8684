import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { encodeFrame, type Frame, FrameReader, FrameSyntaxError } from "../../src/cli/env-frames.js";
import { main } from "../../src/cli/main.js";
import { createVectorEnv, NO_ACTION } from "../../src/rl/index.js";
import { runCli } from "./run-cli.js";

/** A `backroom env` run in this process, driven frame by frame through its standard streams. */
function startEnv(args: readonly string[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  const reader = new FrameReader();
  const frames: Frame[] = [];
  const waiting: (() => void)[] = [];
  output.on("data", (chunk: Buffer) => {
    for (const frame of reader.push(chunk)) {
      if (frame instanceof FrameSyntaxError) throw frame;
      frames.push(frame);
    }
    for (const wake of waiting.splice(0)) wake();
  });
  const err: string[] = [];
  const exit = main(["env", ...args], {
    out: () => {
      throw new Error("env writes frames only");
    },
    err: (text) => err.push(text),
    output,
    input,
    progress: new PassThrough() as unknown as NodeJS.WriteStream,
  });
  const next = async (): Promise<Frame> => {
    while (frames.length === 0) await new Promise<void>((wake) => waiting.push(wake));
    return frames.shift() as Frame;
  };
  const request = async (header: Record<string, unknown>, payload?: Int32Array): Promise<Frame> => {
    input.write(payload ? encodeFrame(header, [{ name: "actions", data: payload }]) : encodeFrame(header));
    return next();
  };
  return { input, next, request, exit, err };
}

/** The arrays a frame's payload holds, by name. */
function arrays(frame: Frame): Record<string, Float32Array | Uint8Array | Int32Array> {
  const result: Record<string, Float32Array | Uint8Array | Int32Array> = {};
  let offset = 0;
  for (const [name, type, length] of frame.header.arrays as [string, string, number][]) {
    const bytes = frame.payload.slice(offset, offset + length * (type === "u8" ? 1 : 4));
    result[name] =
      type === "f32" ? new Float32Array(bytes.buffer) : type === "i32" ? new Int32Array(bytes.buffer) : bytes;
    offset += bytes.byteLength;
  }
  return result;
}

describe("backroom env", () => {
  it("greets, resets, refuses illegal indices with the engine's code and plays legal ones", async () => {
    const env = startEnv(["slush-fund", "--players", "3", "--seed", "7"]);
    const hello = (await env.next()).header;
    expect(hello).toMatchObject({ protocol: "backroom-env", version: 1, game: "slush-fund", players: 3 });
    expect(hello.possibleAgents).toEqual([0, 1, 2]);

    const reset = await env.request({ cmd: "reset" });
    const { observation, actionMask } = arrays(reset);
    expect(observation).toHaveLength(hello.observationSize as number);
    expect(actionMask).toHaveLength(hello.numActions as number);
    const legal = (actionMask as Uint8Array).indexOf(1);
    const illegal = (actionMask as Uint8Array).indexOf(0);

    const refused = await env.request({ cmd: "step", action: illegal });
    expect(refused.header.error).toMatchObject({ kind: "rule", code: "illegal-action" });
    const notInteger = await env.request({ cmd: "step", action: 1.5 });
    expect(notInteger.header.error).toMatchObject({ kind: "request", code: "bad-request" });

    const stepped = await env.request({ cmd: "step", action: legal });
    expect(stepped.header.agents).toEqual([0, 1, 2]);
    expect(stepped.header.terminations).toEqual([false, false, false]);

    const observed = await env.request({ cmd: "observe", agent: 2 });
    expect(arrays(observed).observation).toHaveLength(hello.observationSize as number);
    expect((await env.request({ cmd: "state" })).header.state).toMatchObject({ players: 3 });

    env.input.write("not json\n");
    expect((await env.next()).header.error).toMatchObject({ kind: "request", code: "bad-frame" });
    expect((await env.request({ cmd: "fly" })).header.error).toMatchObject({ code: "unknown-command" });

    expect((await env.request({ cmd: "close" })).header).toEqual({ ok: true });
    expect(await env.exit).toBe(0);
  });

  it("steps a vector of games from a binary payload of int32 actions", async () => {
    const env = startEnv(["slush-fund", "--players", "2", "--num-envs", "3", "--seed", "v"]);
    const hello = (await env.next()).header;
    expect(hello.numEnvs).toBe(3);
    const numActions = hello.numActions as number;
    const { actionMasks, agentSelection } = arrays(await env.request({ cmd: "reset" }));
    expect(agentSelection).toHaveLength(3);
    const actions = Int32Array.from(
      [0, 1, 2],
      (i) => (actionMasks as Uint8Array).indexOf(1, i * numActions) - i * numActions,
    );

    const stepped = arrays(await env.request({ cmd: "step" }, actions));
    expect(stepped.episodeSteps).toEqual(Int32Array.from([1, 1, 1]));
    expect(stepped.observations).toHaveLength(3 * (hello.observationSize as number));
    expect(stepped.rewards).toHaveLength(3 * 2);

    const short = await env.request({ cmd: "step" }, actions.subarray(0, 2));
    expect(short.header.error).toMatchObject({ kind: "request", code: "bad-request" });
    env.input.end();
    expect(await env.exit).toBe(0);
  });

  it("answers spaces with the observation's bounds, and plays one game with a reset's options", async () => {
    const env = startEnv(["slush-fund", "--players", "3", "--seed", "7"]);
    const hello = (await env.next()).header;
    const spaces = await env.request({ cmd: "spaces" });
    const { observationLow, observationHigh } = arrays(spaces);
    const encoding = createVectorEnv("slush-fund", { players: 3, numEnvs: 1 }).encoding;
    expect(spaces.header).toMatchObject({
      numActions: hello.numActions,
      observationSize: hello.observationSize,
    });
    expect(observationLow).toEqual(encoding.observationLow);
    expect(observationHigh).toEqual(encoding.observationHigh);
    await env.request({ cmd: "reset", seed: 1, options: { thiefTakes: "any" } });
    expect((await env.request({ cmd: "state" })).header.state).toMatchObject({
      options: { thiefTakes: "any" },
    });
    const bad = await env.request({ cmd: "reset", options: { thiefTakes: "all" } });
    expect(bad.header.error).toMatchObject({ kind: "config", field: "options.thiefTakes" });
    const notObject = await env.request({ cmd: "reset", options: 3 });
    expect(notObject.header.error).toMatchObject({ kind: "config", field: "options" });
    env.input.end();
    expect(await env.exit).toBe(0);
  });

  it("loses a game on an illegal index with --illegal-action lose, and keeps final observations", async () => {
    const env = startEnv([
      "slush-fund",
      ...["--players", "2", "--num-envs", "2", "--seed", "l", "--illegal-action", "lose"],
      "--final-observations",
    ]);
    const hello = (await env.next()).header;
    const numActions = hello.numActions as number;
    const size = hello.observationSize as number;
    const { actionMasks, agentSelection } = arrays(await env.request({ cmd: "reset" }));
    const masks = actionMasks as Uint8Array;
    const actions = Int32Array.from([masks.indexOf(0), NO_ACTION]);
    const stepped = await env.request({ cmd: "step" }, actions);
    const result = arrays(stepped);
    expect(result.illegalActions).toEqual(Uint8Array.from([1, 0]));
    expect(result.terminations).toEqual(Uint8Array.from([1, 0]));
    const mover = (agentSelection as Int32Array)[0] as number;
    expect(Array.from(result.rewards as Float32Array).slice(0, 2)).toEqual(
      [0, 1].map((s) => (s === mover ? -1 : 0)),
    );
    expect(result.finalObservations).toHaveLength(size);
    expect(Array.from(result.actionMasks as Uint8Array).slice(numActions)).toEqual(
      Array.from(masks.slice(numActions)),
    );
    const vectorOptions = await env.request({ cmd: "reset", options: {} });
    expect(vectorOptions.header.error).toMatchObject({ kind: "config", field: "options" });
    env.input.end();
    expect(await env.exit).toBe(0);
    const refused = await runCli(["env", "slush-fund", "--illegal-action", "shrug"]);
    expect(refused.code).toBe(2);
    const single = await runCli(["env", "slush-fund", "--final-observations"]);
    expect(single.code).toBe(2);
    const packedSingle = await runCli(["env", "slush-fund", "--packed-masks"]);
    expect(packedSingle.code).toBe(2);
  });

  it("sends the masks as bits with --packed-masks", async () => {
    const plain = startEnv(["slush-fund", "--players", "2", "--num-envs", "2", "--seed", "p"]);
    const packed = startEnv([
      "slush-fund",
      "--players",
      "2",
      "--num-envs",
      "2",
      "--seed",
      "p",
      "--packed-masks",
    ]);
    const numActions = (await plain.next()).header.numActions as number;
    await packed.next();
    const masks = arrays(await plain.request({ cmd: "reset" })).actionMasks as Uint8Array;
    const result = arrays(await packed.request({ cmd: "reset" }));
    expect(result.actionMasks).toBeUndefined();
    const bits = result.actionMaskBits as Uint8Array;
    const bytes = Math.ceil(numActions / 8);
    expect(bits).toHaveLength(2 * bytes);
    for (let i = 0; i < 2; i++) {
      for (let k = 0; k < numActions; k++) {
        expect(((bits[i * bytes + (k >> 3)] as number) >> (k & 7)) & 1).toBe(masks[i * numActions + k]);
      }
    }
    plain.input.end();
    packed.input.end();
    expect(await plain.exit).toBe(0);
    expect(await packed.exit).toBe(0);
  });

  it("seats the shipped learned policy as the opponents (fetched before the greeting)", async () => {
    const env = startEnv(["slush-fund", "--players", "3", "--seed", "7", "--opponents", "learned"]);
    const hello = (await env.next()).header;
    expect(hello).toMatchObject({ game: "slush-fund", players: 3 });
    expect(hello.possibleAgents).toEqual([0]);
    env.input.end();
    expect(await env.exit).toBe(0);
  });

  it.each([
    ["a teacher with options as JSON", "slush-fund", ["teacherActions"], []],
    [
      "an anchor beside the teacher",
      "campaign",
      ["teacherActions", "anchorActions"],
      ["--anchor", "heuristic"],
    ],
  ])("reports the legal choices of %s", async (_, game, names, flags) => {
    const teacher = JSON.stringify({ bot: "ismcts", iterations: 5 });
    const env = startEnv([
      game,
      "--players",
      "3",
      "--num-envs",
      "2",
      "--opponents",
      "heuristic",
      "--teacher",
      teacher,
      ...flags,
    ]);
    const numActions = (await env.next()).header.numActions as number;
    const reset = arrays(await env.request({ cmd: "reset" }));
    expect(Object.keys(reset).filter((name) => name.endsWith("Actions"))).toEqual(names);
    for (const name of names) {
      expect(reset[name]).toHaveLength(2);
      for (const [i, action] of (reset[name] as Int32Array).entries()) {
        expect((reset.actionMasks as Uint8Array)[i * numActions + action]).toBe(1);
      }
    }
    env.input.end();
    expect(await env.exit).toBe(0);
  });

  it("refuses a teacher or an anchor whose options or JSON are bad, naming the flag", async () => {
    for (const flag of ["teacher", "anchor"]) {
      for (const spec of ['{"bot":"ismcts","iterations":0}', "{not json", '{"iterations":5}', "nobody"]) {
        const env = startEnv(["slush-fund", "--players", "3", "--num-envs", "1", `--${flag}`, spec]);
        expect((await env.next()).header.error).toMatchObject({ kind: "config", field: flag });
        expect(await env.exit).toBe(2);
      }
    }
  });

  it("reports each seat's potential with --potentials, as createVectorEnv does, and only in the vector form", async () => {
    const flags = [
      "campaign",
      "--players",
      "3",
      "--seed",
      "3",
      "--num-envs",
      "2",
      "--opponents",
      "heuristic",
    ];
    const library = createVectorEnv("campaign", {
      players: 3,
      numEnvs: 2,
      seed: 3,
      opponents: { 1: "heuristic", 2: "heuristic" },
      potentials: true,
    });
    const env = startEnv([...flags, "--potentials"]);
    const numActions = (await env.next()).header.numActions as number;
    let frame = arrays(await env.request({ cmd: "reset" }));
    for (let step = 0; step < 5; step++) {
      expect(frame.potentials).toEqual(library.potentials);
      const masks = frame.actionMasks as Uint8Array;
      const actions = Int32Array.from([0, 1], (i) => masks.indexOf(1, i * numActions) - i * numActions);
      library.step(actions);
      frame = arrays(await env.request({ cmd: "step" }, actions));
    }
    env.input.end();
    expect(await env.exit).toBe(0);

    const plain = startEnv(flags);
    await plain.next();
    expect(Object.keys(arrays(await plain.request({ cmd: "reset" })))).not.toContain("potentials");
    plain.input.end();
    expect(await plain.exit).toBe(0);

    const single = startEnv(["campaign", "--players", "3", "--potentials"]);
    expect((await single.next()).header.error).toMatchObject({ kind: "config", field: "potentials" });
    expect(await single.exit).toBe(2);
  });

  it("picks the seat to act in a shared phase by --actor-order (random unless told), as the library does", async () => {
    /** The seats selected over 60 steps of one 5-seat Kohle game, each step its first legal index. */
    const selectedBy = async (flags: string[]) => {
      const env = startEnv([
        "kohle-kies-knete",
        "--players",
        "5",
        "--num-envs",
        "1",
        "--seed",
        "o",
        ...flags,
      ]);
      const numActions = (await env.next()).header.numActions as number;
      let batch = arrays(await env.request({ cmd: "reset" }));
      const seats: number[] = [];
      for (let step = 0; step < 60; step++) {
        seats.push((batch.agentSelection as Int32Array)[0] as number);
        const first = (batch.actionMasks as Uint8Array).subarray(0, numActions).indexOf(1);
        batch = arrays(await env.request({ cmd: "step" }, Int32Array.of(first)));
      }
      env.input.end();
      expect(await env.exit).toBe(0);
      return seats;
    };
    const inProcess = (actorOrder: "random" | "clockwise") => {
      const vector = createVectorEnv("kohle-kies-knete", { players: 5, numEnvs: 1, seed: "o", actorOrder });
      vector.reset();
      const seats: number[] = [];
      for (let step = 0; step < 60; step++) {
        seats.push(vector.agentSelection[0] as number);
        vector.step(Int32Array.of(vector.actionMasks.subarray(0, vector.numActions).indexOf(1)));
      }
      return seats;
    };
    const clockwise = await selectedBy(["--actor-order", "clockwise"]);
    expect(clockwise).toEqual(inProcess("clockwise"));
    expect(await selectedBy([])).toEqual(inProcess("random"));
    expect(inProcess("random")).not.toEqual(clockwise);

    const bad = startEnv(["kohle-kies-knete", "--players", "3", "--actor-order", "sideways"]);
    expect((await bad.next()).header.error).toMatchObject({ kind: "config", field: "actor-order" });
    expect(await bad.exit).toBe(2);
  });

  it("answers a configuration the engine refuses with an error frame and exit code 2", async () => {
    const env = startEnv(["slush-fund", "--players", "9"]);
    expect((await env.next()).header.error).toMatchObject({ kind: "config", field: "players" });
    expect(await env.exit).toBe(2);
    expect(env.err.join("\n")).toMatch(/players/);
  });

  it("without a game is a usage error (exit 2, usage on standard error)", async () => {
    const run = await runCli(["env"]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/name a game/);
    expect(run.err).toMatch(/backroom env <game>/);
  });
});
