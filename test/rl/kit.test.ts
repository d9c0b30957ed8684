import { describe, expect, it } from "vitest";
import type { FieldCodec } from "../../src/encoding/codecs.js";
import { encodingFromSpec } from "../../src/encoding/encoding.js";
import { slushFundEncoding } from "../../src/encoding/games/slush-fund.js";
import type { GameEncodingSpec } from "../../src/encoding/spec.js";
import { slushFund } from "../../src/games/slush-fund/index.js";
import { checkEncodingGame } from "./encoding-kit.js";

type Spec = GameEncodingSpec<never, never>;

/** Slush Fund's recipe with the bribe's politician field replaced. */
function withPolitician(codec: FieldCodec): Spec {
  return {
    revision: 0,
    build(initial, players) {
      const parts = slushFundEncoding.build(initial as never, players);
      const bribe = parts.overrides.bribe as Record<string, FieldCodec<never>>;
      return { ...parts, overrides: { ...parts.overrides, bribe: { ...bribe, politician: codec } } } as never;
    },
  };
}

/** Slush Fund's recipe with an observer that writes `value(view)` into the first slot. */
function withObservation(value: (view: unknown) => number): Spec {
  return {
    revision: 0,
    build(initial, players) {
      const parts = slushFundEncoding.build(initial as never, players);
      const observer = parts.observer;
      return {
        ...parts,
        observer: {
          ...observer,
          write(view: never, out: Float32Array, offset: number) {
            observer.write(view, out, offset);
            out[offset] = value(view);
          },
        },
      } as never;
    },
  };
}

function failure(spec: Spec): string {
  const encoding = encodingFromSpec(slushFund, spec, { players: 3 });
  try {
    for (let g = 0; g < 4; g++) {
      checkEncodingGame(slushFund, {
        players: 3,
        seed: `broken:${g}`,
        bot: "random",
        maxActions: 200,
        encoding,
      });
    }
  } catch (error) {
    return String((error as Error).message);
  }
  return "no failure";
}

const plain: FieldCodec = {
  radix: 5,
  meaning: "politician",
  encode: (value) => value as number,
  decode: (digit) => digit,
};

describe("the encoding kit catches broken encodings", () => {
  it("accepts the real recipe", () => {
    expect(failure(slushFundEncoding as Spec)).toBe("no failure");
  });

  it("catches two legal actions sharing an index", () => {
    expect(failure(withPolitician({ ...plain, encode: () => 0 }))).toMatch(/share index/);
  });

  it("catches an action that does not decode back", () => {
    expect(failure(withPolitician({ ...plain, decode: (digit) => (digit + 1) % 5 }))).toMatch(/decodes back/);
  });

  it("catches a masked-out index that decodes to a legal action", () => {
    expect(failure(withPolitician({ ...plain, radix: 50, decode: (digit) => digit % 5 }))).toMatch(
      /masked-out index .* decodes to the legal/,
    );
  });

  it("catches an observation that is not a function of the view", () => {
    let calls = 0;
    expect(failure(withObservation(() => calls++))).toMatch(/observes differently/);
  });

  it("catches a non-finite observation", () => {
    expect(failure(withObservation(() => Number.NaN))).toMatch(/is NaN/);
  });
});
