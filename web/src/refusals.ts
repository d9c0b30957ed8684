/**
 * Refusals in the player's language: a server's error code (HTTP body or socket frame), a game's
 * `RuleError` code and a failed connection each choose a catalogue message; the server's or the
 * engine's English `message` is never shown.
 */
import { type AnyGame, ConfigError, errorText, RuleError } from "backroom";
import { MatchServerError } from "backroom/client";
import { currentLocale, engineWords, type Message, t } from "./i18n/message.js";
import type { TablesKey } from "./locales/en.js";

/** The catalogue key of each refusal code the tables explain (the server's codes and the client's `closed`). */
const REFUSAL_KEYS: Readonly<Record<string, TablesKey>> = {
  "bad-json": "refusal.bad-json",
  "binary-frame": "refusal.bad-json",
  "unknown-message": "refusal.bad-message",
  "bad-message": "refusal.bad-message",
  "rate-limited": "refusal.rate-limited",
  "not-authenticated": "refusal.bad-token",
  "already-authenticated": "refusal.bad-message",
  "bad-token": "refusal.bad-token",
  spectator: "refusal.spectator",
  "not-your-seat": "refusal.not-your-seat",
  "illegal-action": "refusal.illegal-action",
  "stale-version": "refusal.stale-version",
  conflict: "refusal.conflict",
  "unknown-game": "refusal.unknown-game",
  "unknown-match": "refusal.unknown-match",
  "bad-request": "refusal.bad-request",
  "seat-taken": "refusal.seat-taken",
  "no-free-seat": "refusal.no-free-seat",
  "match-running": "refusal.match-running",
  internal: "refusal.internal",
  "chat-too-long": "refusal.chat-too-long",
  "chat-full": "refusal.chat-full",
  "chat-quota": "refusal.chat-quota",
  "bad-clock": "refusal.bad-clock",
  "seat-left": "refusal.seat-left",
  "match-not-finished": "refusal.match-not-finished",
  "not-found": "refusal.not-found",
  "upgrade-required": "refusal.not-found",
  "too-large": "refusal.too-large",
  "uri-too-long": "refusal.too-large",
  "unsupported-media-type": "refusal.bad-request",
  timeout: "refusal.timeout",
  "server-full": "refusal.server-full",
  starting: "refusal.starting",
  "match-closed": "refusal.match-closed",
  "bad-invitation": "refusal.bad-invitation",
  "too-many-connections": "refusal.too-many-connections",
  unauthorized: "refusal.unauthorized",
  closed: "refusal.closed",
};

/** An error the tables raise themselves, already told in the current language. */
export class ToldError extends Error {
  constructor(readonly told: Message) {
    super(told);
    this.name = "ToldError";
  }
}

/** A game's rule-error code in words; the translated generic text where neither the game nor the shared catalogue knows it. */
export function ruleText(code: string, game: AnyGame | undefined): Message {
  // The error's own message is the fallback `errorText` shows, so it is the translated generic text.
  const error = new RuleError(code, t("refusal.generic"));
  return engineWords(errorText(error, { locale: currentLocale(), game }));
}

/** The message of a refusal code (the translated generic text for a code the tables do not know). */
export function refusalCodeText(code: string): Message {
  const key = Object.hasOwn(REFUSAL_KEYS, code) ? REFUSAL_KEYS[code] : undefined;
  return key ? t(key) : t("refusal.generic");
}

/** A server refusal, a local rule error, a network failure or anything else thrown, in the current language. */
export function refusalText(error: unknown, game?: AnyGame): Message {
  if (error instanceof MatchServerError) {
    // An illegal move names the rule it broke; say that rule (the game knows its own codes).
    if (error.rule) return ruleText(error.rule, game);
    return refusalCodeText(error.code);
  }
  if (error instanceof ToldError) return error.told;
  if (error instanceof RuleError) return ruleText(error.code, game);
  if (error instanceof ConfigError) return t("refusal.config", { field: error.field });
  if (error instanceof TypeError) return t("refusal.unreachable");
  if (error instanceof SyntaxError) return t("refusal.notServer");
  return t("refusal.unexpected");
}
