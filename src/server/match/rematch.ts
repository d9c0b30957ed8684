/**
 * Rematches: after the end, the holder of a seat's token asks for a rematch. The first to ask makes
 * the new match (same game, players, options, bots, bot delay and clock, a fresh seed); every
 * person's seat in it is reserved for the person who held it, and each person who asks (accepts)
 * gets their own seat back with a fresh token. Making the new match counts against the open-match
 * cap like a creation (accepting one made already does not). A seat nobody accepts stays reserved; with a clock,
 * the autopilot plays it when its turn runs out.
 */
import { randomBytes } from "node:crypto";
import type { JoinResponse, MatchSummary } from "../../client/protocol.js";
import { HttpError } from "../guards/http-error.js";
import { createMatchId, createToken, hashToken, tokenMatches } from "../guards/tokens.js";
import type { MatchStorage, StoredMatch } from "../storage/storage.js";

/** What a rematch needs of the registry. */
export interface RematchHost {
  /** The stored match or a 404 `unknown-match`. */
  stored(id: string): Promise<StoredMatch>;
  turnSecondsOf(id: string): Promise<number | null>;
  /** Stores a new match and makes it live. */
  adopt(stored: StoredMatch, turnSeconds: number | null): Promise<MatchSummary>;
  /** Stops and drops a match that will never be played. */
  discard(id: string): Promise<void>;
}

/** The stored token hash that reserves a rematch seat for the holder of `tokenHash` (never a valid hash). */
export const reservationFor = (tokenHash: string): string => `rematch:${tokenHash}`;

/**
 * The rematch of match `id` for the holder of `token`, creating it for the first to ask once
 * `assertRoom` resolves (it throws, e.g. 503 `server-full`, when no match may be opened now).
 */
export async function rematch(
  host: RematchHost,
  storage: MatchStorage,
  id: string,
  token: unknown,
  assertRoom: () => Promise<void>,
): Promise<JoinResponse> {
  const old = await host.stored(id);
  let seat: number | undefined;
  old.seats.forEach((s, index) => {
    if (tokenMatches(token, s.tokenHash) && seat === undefined) seat = index;
  });
  if (seat === undefined) throw new HttpError(403, "bad-token", "this token holds no seat of this match");
  if (old.status !== "finished") {
    throw new HttpError(409, "match-not-finished", "a rematch can be asked for once the match is over");
  }
  let next = await storage.rematchOf(id);
  if (next === undefined) {
    await assertRoom();
    const fresh = await host.adopt(
      {
        ...old,
        id: createMatchId(),
        seed: randomBytes(16).toString("base64url"),
        createdAt: new Date().toISOString(),
        status: "open",
        version: 0,
        seats: old.seats.map((s) => ({
          bot: s.bot,
          tokenHash: s.tokenHash === null ? null : reservationFor(s.tokenHash),
          name: s.name,
        })),
      },
      await host.turnSecondsOf(id),
    );
    next = await storage.linkRematch(id, fresh.id);
    // Another process linked its rematch first: this one is never played.
    if (next !== fresh.id) await host.discard(fresh.id);
  }
  const reservation = reservationFor(old.seats[seat]?.tokenHash as string);
  const fresh = createToken();
  if (!(await storage.claimReservedSeat(next, seat, reservation, hashToken(fresh)))) {
    throw new HttpError(
      409,
      "seat-taken",
      `seat ${seat} of the rematch was already accepted with this token`,
    );
  }
  return { matchId: next, seat, token: fresh };
}
