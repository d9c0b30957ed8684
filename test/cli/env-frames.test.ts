import { describe, expect, it } from "vitest";
import { encodeFrame, FrameReader, FrameSyntaxError, payloadArray } from "../../src/cli/env-frames.js";

describe("env frames", () => {
  it("reassembles frames split anywhere across chunks, and several in one chunk", () => {
    const first = encodeFrame({ cmd: "step" }, [{ name: "actions", data: Int32Array.from([3, -1, 70000]) }]);
    const second = encodeFrame({ cmd: "close" });
    const bytes = Buffer.concat([first, second]);
    for (let cut = 1; cut < bytes.length; cut++) {
      const reader = new FrameReader();
      const frames = [...reader.push(bytes.subarray(0, cut)), ...reader.push(bytes.subarray(cut))];
      expect(frames).toHaveLength(2);
      const [step, close] = frames as { header: Record<string, unknown>; payload: Uint8Array }[];
      expect(step?.header).toEqual({ cmd: "step", arrays: [["actions", "i32", 3]], bytes: 12 });
      expect(payloadArray(step?.payload as Uint8Array, "i32", 3)).toEqual(Int32Array.from([3, -1, 70000]));
      expect(close?.header).toEqual({ cmd: "close" });
      expect(reader.partial).toBe(false);
    }
  });

  it("reports malformed headers in place and keeps reading", () => {
    const reader = new FrameReader();
    const frames = reader.push(Buffer.from('[1]\n{"bytes":-1}\n\n{"cmd":"close"}\n{"cmd":'));
    expect(frames[0]).toBeInstanceOf(FrameSyntaxError);
    expect(frames[1]).toBeInstanceOf(FrameSyntaxError);
    expect(frames[2]).toEqual({ header: { cmd: "close" }, payload: new Uint8Array(0) });
    expect(reader.partial).toBe(true);
  });

  it("checks a payload's size against the expected array", () => {
    expect(payloadArray(new Uint8Array(7), "i32", 2)).toBeUndefined();
    expect(payloadArray(new Uint8Array(8), "f32", 2)).toEqual(new Float32Array(2));
  });
});
