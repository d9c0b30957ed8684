/**
 * Refusals reach the player in the player's language, chosen by their code: the server's English
 * `message` and an engine error's English text are never what the tables show.
 */
import { ConfigError, loadLocale, RuleError, tiefeTaschen } from "backroom";
import { MatchServerError, SERVER_ERROR_CODES } from "backroom/client";
import { beforeAll, describe, expect, it } from "vitest";
import { speak, t, tablesText } from "../../web/src/i18n/message.js";
import { refusalCodeText, refusalText, ToldError } from "../../web/src/refusals.js";

const SERVER_WORDS = "the English words of the server";

describe("refusals in German", () => {
  beforeAll(async () => {
    await Promise.all([tablesText.load("de"), loadLocale(tiefeTaschen, "de")]);
    speak("de");
  });

  it("tells every server code in catalogue words, never the server's message", () => {
    const generic = t("refusal.generic");
    for (const code of SERVER_ERROR_CODES) {
      const text = refusalText(new MatchServerError(code, SERVER_WORDS, 400));
      expect(text).not.toContain(SERVER_WORDS);
      expect(text, code).not.toBe(generic);
    }
    expect(refusalText(new MatchServerError("seat-taken", SERVER_WORDS, 409))).toBe(
      "Dieser Platz ist schon besetzt.",
    );
  });

  it("tells an illegal move by the game's rule code, and an unknown code by the translated generic text", () => {
    const illegal = new MatchServerError("illegal-action", SERVER_WORDS, undefined, "not-president");
    expect(refusalText(illegal, tiefeTaschen)).toBe("Nur der Präsident darf das.");
    expect(
      refusalText(new MatchServerError("illegal-action", SERVER_WORDS, undefined, "not-your-turn")),
    ).not.toContain("turn");
    expect(refusalText(new MatchServerError("no-such-code", SERVER_WORDS))).toBe(t("refusal.generic"));
    expect(refusalCodeText("no-such-code")).toBe(t("refusal.generic"));
  });

  it("tells local engine and configuration errors in German, and the tables' own errors as told", () => {
    expect(refusalText(new RuleError("not-president", "Only the president may do that."), tiefeTaschen)).toBe(
      "Nur der Präsident darf das.",
    );
    expect(refusalText(new RuleError("invented-code", "English words"), tiefeTaschen)).toBe(
      t("refusal.generic"),
    );
    expect(refusalText(new ConfigError("players", "must be 3 to 6"))).toContain("players");
    expect(refusalText(new ConfigError("players", "must be 3 to 6"))).not.toContain("must be");
    expect(refusalText(new ToldError(t("refusal.closed")))).toBe(t("refusal.closed"));
    expect(refusalText(new TypeError("Failed to fetch"))).toBe(t("refusal.unreachable"));
    expect(refusalText(new Error("English crash"))).toBe(t("refusal.unexpected"));
  });
});
