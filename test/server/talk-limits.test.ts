/**
 * The chat flood, scaled down with the same shape: one address holds two seats in each of
 * three matches and every seat says 500-character lines within every rate limit. What is stored,
 * counted in the real database (embedded and PostgreSQL), stays within the configured caps: lines
 * per match (`chat-full`) and bytes per address per day (`chat-quota`). Past a cap only the sender's
 * line is refused: another address talks on, every seat still plays, and the next day (on the
 * server's clock, moved by hand) the address may talk again.
 */
import { createLobbyClient, type SocketFactory, type SocketLike } from "backroom/client";
import { type MatchServer, type MatchStorage, startMatchServer } from "backroom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { TALK_LINE_OVERHEAD_BYTES, talkLineCost } from "../../src/server/guards/talk-budget.js";
import { storageKinds } from "../support/storage-kinds.js";
import { TestTime } from "../support/test-time.js";
import { closeAll, QUICK_SERVER, Seat } from "./harness.js";

const DAY_MS = 24 * 60 * 60_000;
const LINE = "x".repeat(500);
const MAX_LINES = 12;
/** Twenty full lines a day. */
const BUDGET = 20 * (LINE.length + TALK_LINE_OVERHEAD_BYTES);
const ATTACKER = "203.0.113.7";
const NEIGHBOUR = "198.51.100.4";

/** Sockets that come, through the trusted local proxy, from `address`. */
const from =
  (address: string): SocketFactory =>
  (url) =>
    new WebSocket(url, { headers: { "x-forwarded-for": address } }) as unknown as SocketLike;

/** What a chat call came to: the stored line's id, or the refusal's code. */
async function say(seat: Seat, text: string): Promise<number | string> {
  try {
    return (await seat.connection.chat(text)).id;
  } catch (error) {
    return (error as { code: string }).code;
  }
}

for (const kind of storageKinds()) {
  describe(`stored talk on ${kind.name}`, () => {
    let storage: MatchStorage;
    let server: MatchServer;
    const time = new TestTime(Date.UTC(2026, 0, 5, 12));
    beforeAll(async () => {
      storage = await kind.open();
      server = await startMatchServer({
        ...QUICK_SERVER,
        storage,
        time,
        trustProxy: "127.0.0.1",
        limits: {
          ...QUICK_SERVER.limits,
          maxTalkLinesPerMatch: MAX_LINES,
          talkBytesPerAddressPerDay: BUDGET,
        },
      });
    });
    afterAll(async () => {
      await server?.close();
      await storage?.close();
    });

    it("holds a flood from one address to the caps, refusing only its lines", async () => {
      const lobby = createLobbyClient(server.url);
      const matches: string[] = [];
      const attackers: Seat[][] = [];
      const neighbours: Seat[] = [];
      for (let i = 0; i < 3; i++) {
        const match = await lobby.create({ game: "slush-fund", players: 3, seed: `flood-${i}` });
        matches.push(match.id);
        const seats: Seat[] = [];
        for (const seat of [0, 1]) {
          const { token } = await lobby.join(match.id, { seat });
          seats.push(new Seat(server.url, match.id, token, undefined, undefined, from(ATTACKER)));
        }
        attackers.push(seats);
        const { token } = await lobby.join(match.id, { seat: 2 });
        neighbours.push(new Seat(server.url, match.id, token, undefined, undefined, from(NEIGHBOUR)));
      }
      for (const seat of [...attackers.flat(), ...neighbours]) await seat.connection.ready;

      // Eight lines a seat (the chat rate's burst): the first match fills up, the second spends the budget.
      const answers: (number | string)[][] = [];
      for (const seat of [...(attackers[0] as Seat[]), ...(attackers[1] as Seat[])]) {
        const said: (number | string)[] = [];
        for (let line = 0; line < 8; line++) said.push(await say(seat, LINE));
        answers.push(said);
      }
      const [a0, b0, a1, b1] = answers as [
        (number | string)[],
        (number | string)[],
        (number | string)[],
        (number | string)[],
      ];
      expect(a0).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(b0).toEqual([9, 10, 11, 12, "chat-full", "chat-full", "chat-full", "chat-full"]);
      // The refused lines of the full match were given back: eight more lines fit the budget.
      expect(a1).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(b1).toEqual(Array(8).fill("chat-quota"));
      const [a2] = attackers[2] as [Seat, Seat];
      expect(await say(a2, LINE)).toBe("chat-quota");
      expect(await say(a2, "short")).toBe("chat-quota");

      // Counted in the database: within both caps, however the lines fell.
      let bytes = 0;
      let lines = 0;
      for (const id of matches) {
        const stored = await storage.chatAfter(id, 0, "server", 10_000);
        expect(stored.length).toBeLessThanOrEqual(MAX_LINES);
        lines += stored.length;
        for (const line of stored) bytes += talkLineCost(line.text);
      }
      expect(lines).toBe(20);
      expect(bytes).toBeLessThanOrEqual(BUDGET);

      // Nobody else is touched: another address talks where the flood spent its budget, and every
      // seat plays; a full match is full for everyone.
      const [, , third] = neighbours as [Seat, Seat, Seat];
      expect(await say(third, "Still here?")).toBe(1);
      expect(await say(neighbours[0] as Seat, "Hello")).toBe("chat-full");
      const watcher = (attackers[0] as Seat[])[0] as Seat;
      await watcher.untilVersion(0);
      const toAct = watcher.latest.toAct[0] as number;
      const actor = toAct === 2 ? (neighbours[0] as Seat) : ((attackers[0] as Seat[])[toAct] as Seat);
      await actor.untilVersion(0);
      expect(await actor.connection.act(actor.latest.legal[0])).toBe(1);

      // The next day (UTC, on the server's clock) the address has its budget again.
      time.advance(DAY_MS);
      const [, b2] = attackers[2] as [Seat, Seat];
      expect(await say(b2, LINE)).toBe(2);
      closeAll([...attackers.flat(), ...neighbours]);
    });
  });
}
