import { MAX_CHAT_LENGTH } from "backroom/client";
import { describe, expect, it } from "vitest";
import { chatTextProblem, cleanChatText, mayRead } from "../../src/server/table/chat-lines.js";

describe("chat lines", () => {
  it("removes control and bidi characters, turns line breaks into spaces and trims", () => {
    expect(cleanChatText("\u202eevil\u202c name\u0000\u001b[31m\r\nnext\tline \u2067x\u2069 ")).toBe(
      "evil name[31m next line x",
    );
    expect(cleanChatText("Grüße 👋 — 3 Mio?")).toBe("Grüße 👋 — 3 Mio?");
  });
  it("counts characters, not UTF-16 units: the limit holds for emoji too", () => {
    expect(chatTextProblem("👋".repeat(MAX_CHAT_LENGTH))).toBeUndefined();
    expect(chatTextProblem("👋".repeat(MAX_CHAT_LENGTH + 1))).toBe("too-long");
    expect(chatTextProblem("")).toBe("empty");
  });
  it("lets everyone read public lines, and private ones only their sender and recipient", () => {
    expect([0, 1, 2, null].map((reader) => mayRead({ from: 0, to: null }, reader))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([0, 1, 2, null].map((reader) => mayRead({ from: 0, to: 1 }, reader))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
