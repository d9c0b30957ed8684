/**
 * `backroom env`'s `encode` request: a view and legal list from elsewhere (a server's state message)
 * become exactly the encoding's observation and mask, each legal action's index, and with an anchor
 * the anchor bot's choice; malformed requests are refused without ending the session.
 */
import { createMatch, createRandom, heuristicBots, slushFund, tiefeTaschen } from "backroom";
import { createEncoding } from "backroom/rl";
import { describe, expect, it } from "vitest";
import { type ArrayTypeName, type Frame, FrameReader, payloadArray } from "../../src/cli/env-frames.js";
import { openSession, type SessionConfig } from "../../src/cli/env-session.js";

const CONFIG: SessionConfig = {
  players: 3,
  options: {},
  seed: 1,
  reward: "win",
  actorOrder: "random",
};

/** The one frame a response holds, and its arrays by name. */
function read(response: Buffer): { header: Record<string, unknown>; arrays: Map<string, ArrayLike<number>> } {
  const [frame] = new FrameReader().push(response) as Frame[];
  if (!frame) throw new Error("no frame");
  const arrays = new Map<string, ArrayLike<number>>();
  let offset = 0;
  for (const [name, type, length] of (frame.header.arrays ?? []) as [string, ArrayTypeName, number][]) {
    const size = length * (type === "u8" ? 1 : 4);
    arrays.set(name, payloadArray(frame.payload.subarray(offset, offset + size), type, length) ?? []);
    offset += size;
  }
  return { header: frame.header, arrays };
}

const ask = (session: ReturnType<typeof openSession>, header: Record<string, unknown>) =>
  read(session.handle({ header, payload: new Uint8Array() }).response);

describe("backroom env: encode", () => {
  it("gives the encoding's observation, mask and the index of every legal action, all game long", () => {
    const session = openSession(slushFund, CONFIG);
    const encoding = createEncoding(slushFund, { players: 3 });
    const match = createMatch(slushFund, { players: 3, seed: "encode" });
    const random = createRandom("encode");
    for (let step = 0; step < 60 && match.toAct().length > 0; step++) {
      const seat = match.toAct()[0] as number;
      const view = match.viewFor(seat);
      const legal = match.legalActions(seat);
      const { header, arrays } = ask(session, { cmd: "encode", view, legal });
      expect(header.legal).toBe(legal.length);
      expect(Array.from(arrays.get("observation") ?? [])).toEqual(Array.from(encoding.observe(view)));
      expect(Array.from(arrays.get("actionMask") ?? [])).toEqual(Array.from(encoding.legalMask(view, legal)));
      const indices = Array.from(arrays.get("legalIndices") ?? []);
      expect(indices).toEqual(legal.map((action) => encoding.encodeAction(view, action)));
      expect(new Set(indices).size).toBe(legal.length);
      expect(arrays.has("anchorAction")).toBe(false);
      match.act(legal[random.below(legal.length)] as never);
    }
  });

  it("adds the anchor bot's choice, drawn with the request's seed", () => {
    const session = openSession(tiefeTaschen, { ...CONFIG, players: 4, anchor: "heuristic" });
    const encoding = createEncoding(tiefeTaschen, { players: 4 });
    const match = createMatch(tiefeTaschen, { players: 4, seed: "anchor" });
    const seat = match.toAct()[0] as number;
    const view = match.viewFor(seat);
    const legal = match.legalActions(seat);
    const { arrays } = ask(session, { cmd: "encode", view, legal, seed: "s/1" });
    const bot = heuristicBots["tiefe-taschen"];
    const expected = bot?.act(view, legal, createRandom("s/1"));
    expect(Array.from(arrays.get("anchorAction") ?? [])).toEqual([encoding.encodeAction(view, expected)]);
  });

  it("refuses a spectator's view, a missing legal list and an action outside the space, and carries on", () => {
    const session = openSession(slushFund, CONFIG);
    const match = createMatch(slushFund, { players: 3, seed: "refusals" });
    const seat = match.toAct()[0] as number;
    const view = match.viewFor(seat);
    const error = (header: Record<string, unknown>) => ask(session, header).header.error;
    expect(error({ cmd: "encode", legal: match.legalActions(seat) })).toMatchObject({
      kind: "request",
      code: "bad-request",
    });
    expect(
      error({ cmd: "encode", view: match.viewFor(null), legal: match.legalActions(seat) }),
    ).toMatchObject({
      kind: "request",
      message: expect.stringContaining("spectator"),
    });
    expect(error({ cmd: "encode", view, legal: [] })).toMatchObject({ kind: "request" });
    expect(error({ cmd: "encode", view, legal: [{ type: "no-such-action", player: seat }] })).toMatchObject({
      kind: "rule",
      code: "not-encodable",
    });
    expect(error({ cmd: "nothing" })).toMatchObject({ message: expect.stringContaining("encode") });
    expect(
      ask(session, { cmd: "encode", view, legal: match.legalActions(seat) }).header.legal,
    ).toBeGreaterThan(0);
  });
});
