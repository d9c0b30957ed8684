/**
 * Online play around the board against a real `backroom serve` process (restarted midway on the
 * same data folder): table talk (public lines reach every seat and spectator, private lines only
 * their two seats, spectators cannot write, long lines are refused with their `ref`, lines are
 * cleaned and rate limited, missed lines are sent again on reconnect and after a restart, the
 * published record carries the public lines only), turn clocks (a 2 s clock puts a silent seat on
 * autopilot, `resume-seat` and acting take it back, `leave` is for good, deadlines survive the
 * restart) and rematches. The steps share the server and run in order.
 */
import { rm } from "node:fs/promises";
import { createRandom } from "backroom";
import { createLobbyClient, MAX_CHAT_LENGTH } from "backroom/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { freshDataFolder } from "../support/data-folder.js";
import { closeAll, drive, Seat, type ServerProcess, spawnServer } from "./harness.js";

let folder: string | undefined;
const processes: ServerProcess[] = [];
let args: string[] = [];
/** The server of the steps before the restart, then the one after it. */
let server: ServerProcess;
beforeAll(async () => {
  folder = await freshDataFolder("backroom-table-");
  args = ["--data", folder, "--allow-seeds", "--bot-delay", "0"];
  server = await spawnServer(args);
  processes.push(server);
});
afterAll(async () => {
  for (const server of processes) await server.stop("SIGKILL");
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Sends raw frames on a new socket and collects the answers until one is of type `until`. */
async function rawExchange(url: string, matchId: string, frames: readonly unknown[], until: string) {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/matches/${matchId}/socket`);
  const received: Record<string, unknown>[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("open", () => {
      for (const frame of frames) socket.send(JSON.stringify(frame));
    });
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      received.push(message);
      if (message.type === until) resolve();
    });
  });
  socket.close();
  return received;
}

const texts = (seat: Seat) => seat.chat.map((line) => line.text);

/** The chat match: three people talking. */
let chatMatch = "";
const tokens: string[] = [];
/** The id of the last line said before the restart. */
let lastLine = 0;
/** The clocked match whose deadline must survive the restart, and that deadline. */
let slowMatch = "";
let slowDeadline: string | null = null;
/** The 2-second match, its seat that left. */
let fastMatch = "";
let leaver = -1;

describe.sequential("online play around the board", () => {
  it("talks publicly and privately, cleaned, limited in length and rate; a reconnect gets the missed lines", async () => {
    const lobby = createLobbyClient(server.url);
    const match = await lobby.create({
      game: "slush-fund",
      players: 3,
      seed: "chat",
      options: { timeCardsToEnd: 4 },
    });
    chatMatch = match.id;
    for (let seat = 0; seat < 3; seat++)
      tokens.push((await lobby.join(match.id, { seat, name: `p${seat}` })).token);
    const [ada, bea, cem] = tokens.map((token) => new Seat(server.url, match.id, token)) as [
      Seat,
      Seat,
      Seat,
    ];
    const watcher = new Seat(server.url, match.id);
    // Ada's second connection (another tab) gets her lines too, but not her first tab's refs.
    const adaTwin = new Seat(server.url, match.id, tokens[0]);
    const everyone = [ada, bea, cem, watcher, adaTwin];
    await Promise.all(everyone.map((seat) => seat.until(() => seat.tables.length > 0, "the table")));

    // A public line reaches every seat and the spectator; the sender's copy answers its promise.
    const hello = await ada.connection.chat("Hello table");
    expect(hello).toMatchObject({ type: "chat", from: 0, to: null, text: "Hello table" });
    expect(typeof hello.at).toBe("string");
    // A private line: the sender and the recipient only.
    const whisper = await ada.connection.chat("3 Mio for your vote", 1);
    expect(whisper).toMatchObject({ from: 0, to: 1, text: "3 Mio for your vote" });
    // Cleaned of control and bidi characters; line breaks become spaces.
    const cleaned = await cem.connection.chat("  Deal\u202e?\u0007\nok\u2066  ");
    expect(cleaned.text).toBe("Deal? ok");
    // The longest line passes; one character more is refused, answering its ref.
    const longest = "€".repeat(MAX_CHAT_LENGTH);
    expect((await bea.connection.chat(longest)).text).toBe(longest);
    await expect(bea.connection.chat(`${longest}x`)).rejects.toMatchObject({ code: "chat-too-long" });
    await expect(bea.connection.chat(" \u0007 ")).rejects.toMatchObject({ code: "bad-message" });
    await expect(bea.connection.chat("to myself", 1)).rejects.toMatchObject({ code: "bad-message" });
    const last = await bea.connection.chat("Public again");

    for (const seat of everyone) {
      await seat.until(() => seat.chat.some((line) => line.id === last.id), "the last line");
    }
    const all = ["Hello table", "3 Mio for your vote", "Deal? ok", longest, "Public again"];
    for (const seat of [ada, bea]) expect(texts(seat)).toEqual(all);
    // Lines are relayed in id order, so the third seat and the spectator have seen the whisper's turn pass.
    for (const seat of [cem, watcher])
      expect(texts(seat)).toEqual(all.filter((text) => text !== whisper.text));
    expect(ada.chat.map((line) => line.id)).toEqual([1, 2, 3, 4, 5]);
    expect(texts(adaTwin)).toEqual(all);
    expect(adaTwin.chat.some((line) => line.ref !== undefined)).toBe(false);

    // A spectator cannot write (the client refuses; the server too, checked on the wire).
    await expect(watcher.connection.chat("hi")).rejects.toMatchObject({ code: "spectator" });
    const answers = await rawExchange(
      server.url,
      match.id,
      [{ type: "hello" }, { type: "chat", token: "x", text: "hi", ref: 7 }],
      "error",
    );
    expect(answers.find((message) => message.type === "error")).toMatchObject({ code: "spectator", ref: 7 });

    // Rate limited per seat: a burst is accepted, the rest refused with their refs.
    const burst = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => cem.connection.chat(`spam ${i}`)),
    );
    const refused = burst.filter((result) => result.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "rate-limited" });
    }
    const spam = burst.length - refused.length;
    // The burst's promises answer its sender; Bea has her copies only once the last one arrives.
    const lastSpam = Math.max(
      ...burst.flatMap((result) => (result.status === "fulfilled" ? [result.value.id] : [])),
    );
    await bea.until(() => bea.chat.some((line) => line.id === lastSpam), "the accepted burst");

    // Bea drops; Ada talks; Bea comes back with her last line id and gets exactly what she missed.
    const beaSeen = bea.connection.lastChat;
    bea.connection.close();
    await bea.until(() => bea.closeCode !== undefined, "close");
    const missed = [await ada.connection.chat("While you were away"), await ada.connection.chat("psst", 1)];
    const back = new Seat(server.url, match.id, tokens[1], undefined, beaSeen);
    await back.until(() => back.chat.some((line) => line.id === missed[1]?.id), "missed lines");
    expect(texts(back)).toEqual(["While you were away", "psst"]);
    expect(ada.chat).toHaveLength(all.length + spam + 2);
    lastLine = missed[1]?.id as number;
    closeAll([ada, back, cem, watcher, adaTwin]);
  });

  it("a 2 s clock puts a silent seat on autopilot for everyone to see; resume-seat and acting take it back; leave is for good", async () => {
    const lobby = createLobbyClient(server.url);
    await expect(
      lobby.create({ game: "slush-fund", players: 2, clock: { turnSeconds: 1 } }),
    ).rejects.toMatchObject({ code: "bad-clock", status: 400 });
    for (const clock of [
      { turnSeconds: 2.5 },
      { turnSeconds: 604_801 },
      { turnSeconds: "9" },
      { seconds: 9 },
    ]) {
      await expect(lobby.create({ game: "slush-fund", players: 2, clock } as never)).rejects.toMatchObject({
        code: "bad-clock",
      });
    }
    const slow = await lobby.create({ game: "slush-fund", players: 2, clock: { turnSeconds: 604_800 } });
    expect(slow.clock).toEqual({ turnSeconds: 604_800 });
    slowMatch = slow.id;
    const slowWatcher = new Seat(server.url, slow.id);
    expect((await slowWatcher.connection.ready).match.clock).toEqual({ turnSeconds: 604_800 });
    await slowWatcher.until(() => slowWatcher.tables.length > 0, "the slow table");
    const slowTable = slowWatcher.tables.at(-1);
    const toAct = slowWatcher.latest.toAct[0] as number;
    slowDeadline = slowTable?.seats[toAct]?.deadline ?? null;
    expect(slowDeadline).not.toBeNull();
    // Only the seat to act has a running clock.
    expect(slowTable?.seats.filter((seat) => seat.deadline !== null)).toHaveLength(1);
    slowWatcher.connection.close();

    const match = await lobby.create({
      game: "slush-fund",
      players: 2,
      seed: "clock",
      botDelayMs: 300,
      clock: { turnSeconds: 2 },
    });
    fastMatch = match.id;
    const joined = [
      await lobby.join(match.id, { seat: 0, name: "Ada" }),
      await lobby.join(match.id, { seat: 1 }),
    ];
    const seats = joined.map((j) => new Seat(server.url, match.id, j.token));
    const watcher = new Seat(server.url, match.id);
    await watcher.until(() => watcher.tables.length > 0 && watcher.states.length > 0, "the table");
    const first = watcher.latest.toAct[0] as number;
    // The table names the people who joined (after the match was loaded).
    await watcher.until(() => watcher.tables.at(-1)?.seats[0]?.name === "Ada", "the names on the table");
    expect(watcher.tables.at(-1)?.seats[1]?.name).toBeNull();

    // Nobody acts: the seat to act goes on autopilot, told to every seat and the spectator.
    const autopilot = (seat: Seat, who: number, from = 0) =>
      seat.notices.slice(from).some((notice) => notice.kind === "autopilot" && notice.seat === who);
    for (const seat of [...seats, watcher])
      await seat.until(() => autopilot(seat, first), "the autopilot notice");
    expect(watcher.notices[0]?.text).toMatch(/is on autopilot/);
    if (first === 0) expect(watcher.notices[0]?.text).toContain("Ada");
    await watcher.until(() => watcher.tables.at(-1)?.seats[first]?.autopilot === true, "the table to say so");
    // Whoever opens the table later is told the standing notice too: the same one, at its time.
    const late = new Seat(server.url, match.id);
    await late.until(() => autopilot(late, first), "the standing notice for a late viewer");
    expect(late.notices.map((notice) => [notice.kind, notice.seat, notice.at])).toEqual([
      ["autopilot", first, watcher.notices.find((notice) => notice.kind === "autopilot")?.at],
    ]);
    late.connection.close();
    // The autopilot plays the seat.
    await watcher.until(() => watcher.states.some((state) => state.version > 0), "the autopilot's move");

    // resume-seat takes it back.
    const resumed = (seat: Seat, who: number, from = 0) =>
      seat.notices.slice(from).some((notice) => notice.kind === "resumed" && notice.seat === who);
    seats[first]?.connection.resumeSeat();
    await watcher.until(() => resumed(watcher, first), "the resumed notice");

    // Left alone again, some seat times out; acting takes it back.
    const mark = watcher.notices.length;
    await watcher.until(
      () => watcher.notices.slice(mark).some((n) => n.kind === "autopilot"),
      "another timeout",
    );
    const absent = watcher.notices.slice(mark).find((n) => n.kind === "autopilot")?.seat as number;
    const person = seats[absent] as Seat;
    for (;;) {
      await person.until(() => person.latest.legal.length > 0, "a turn of the absent seat");
      const taken = await person.connection.act(person.latest.legal[0]).then(
        () => true,
        (error: { code: string }) => {
          if (error.code !== "stale-version") throw error;
          return false; // the autopilot moved first: look again
        },
      );
      if (taken) break;
    }
    await watcher.until(() => resumed(watcher, absent, mark), "taken back by acting");

    // Leaving is for good: acting and resume-seat are refused, the bot plays the seat.
    leaver = absent;
    person.connection.leave();
    await watcher.until(
      () => watcher.notices.some((n) => n.kind === "left" && n.seat === leaver),
      "the left notice",
    );
    await watcher.until(() => watcher.tables.at(-1)?.seats[leaver]?.left === true, "the table to say so");
    // A viewer joining now is told who left, and nothing of a seat that was taken back.
    const later = new Seat(server.url, match.id);
    await later.until(
      () => later.notices.some((n) => n.kind === "left" && n.seat === leaver),
      "the left notice",
    );
    const standing = later.notices.filter((n) => later.tables.at(-1)?.seats[n.seat]?.autopilot === true);
    expect(standing).toEqual(later.notices);
    later.connection.close();
    await expect(person.connection.act(person.latest.legal[0] ?? {})).rejects.toMatchObject({
      code: "seat-left",
    });
    person.connection.resumeSeat();
    await person.until(() => person.errors.some((error) => error.code === "seat-left"), "resume refused");
    const versionAtLeave = watcher.latest.version;
    await watcher.until(
      () => watcher.states.some((state) => state.version > versionAtLeave + 1),
      "the bot to play on",
    );
    closeAll([...seats, watcher]);
  });

  it("after a restart the lines, the deadlines and who left are still there", async () => {
    await server.stop();
    server = await spawnServer(args);
    processes.push(server);
    const later = new Seat(server.url, chatMatch);
    const bea = new Seat(server.url, chatMatch, tokens[1]);
    await bea.until(() => bea.chat.some((line) => line.id === lastLine), "the stored lines");
    await later.until(() => later.chat.some((line) => line.id === lastLine - 1), "the stored public lines");
    expect(texts(later)).not.toContain("3 Mio for your vote");
    expect(texts(later)).not.toContain("psst");
    expect(texts(bea)).toContain("3 Mio for your vote");
    expect(texts(bea)).toContain("psst");

    const slow = new Seat(server.url, slowMatch);
    expect((await slow.connection.ready).match.clock).toEqual({ turnSeconds: 604_800 });
    await slow.until(() => slow.tables.length > 0, "the slow table");
    expect(slow.tables[0]?.clock).toEqual({ turnSeconds: 604_800 });
    expect(slow.tables[0]?.seats.map((seat) => seat.deadline)).toContain(slowDeadline);

    const fast = new Seat(server.url, fastMatch);
    await fast.until(() => fast.tables.length > 0, "the fast table");
    expect(fast.tables[0]?.seats[leaver]).toMatchObject({ left: true, autopilot: true, deadline: null });
    closeAll([later, bea, slow, fast]);
  });

  it("publishes the public lines with the record, and a rematch gives each person who accepts their seat again", async () => {
    const lobby = createLobbyClient(server.url);
    await expect(lobby.rematch(chatMatch, tokens[0] as string)).rejects.toMatchObject({
      code: "match-not-finished",
      status: 409,
    });
    const seats = tokens.map((token) => new Seat(server.url, chatMatch, token));
    const watcher = new Seat(server.url, chatMatch);
    await drive(seats, watcher, createRandom("chat/drive"));
    const record = (await lobby.record(chatMatch)) as { chat: { from: number; text: string }[] };
    await watcher.until(() => watcher.chat.some((line) => line.id === lastLine - 1), "the public lines");
    expect(record.chat.map((line) => line.text)).toEqual(texts(watcher));
    expect(record.chat[0]).toMatchObject({ from: 0, text: "Hello table" });
    expect(JSON.stringify(record)).not.toContain("3 Mio for your vote");
    expect(JSON.stringify(record)).not.toContain("psst");

    await expect(lobby.rematch(chatMatch, "not a token")).rejects.toMatchObject({
      code: "bad-token",
      status: 403,
    });
    const old = await lobby.match(chatMatch);
    const second = await lobby.rematch(chatMatch, tokens[1] as string);
    expect(second.seat).toBe(1);
    for (const seat of [...seats, watcher]) {
      await seat.until(() => seat.rematches.some((r) => r.matchId === second.matchId), "the rematch notice");
    }
    const first = await lobby.rematch(chatMatch, tokens[0] as string);
    expect(first).toMatchObject({ matchId: second.matchId, seat: 0 });
    expect(first.token).not.toBe(tokens[0]);
    await expect(lobby.rematch(chatMatch, tokens[0] as string)).rejects.toMatchObject({ code: "seat-taken" });
    // Seat 2 is kept for its person: a stranger cannot take it.
    await expect(lobby.join(second.matchId, { seat: 2 })).rejects.toMatchObject({ code: "seat-taken" });
    const rematch = await lobby.match(second.matchId);
    expect(rematch).toMatchObject({
      game: old.game,
      players: old.players,
      options: old.options,
      clock: null,
    });
    expect(rematch.seats.map((seat) => seat.name)).toEqual(["p0", "p1", "p2"]);
    expect(rematch.version).toBe(0);
    // The fresh tokens hold the seats of the new match (and the old tokens do not).
    const again = new Seat(server.url, second.matchId, first.token);
    await again.until(() => again.states.length > 0, "the new match");
    const stale = new Seat(server.url, second.matchId, tokens[0]);
    await stale.until(() => stale.closeCode !== undefined, "the old token refused");
    expect(stale.errors[0]?.code).toBe("bad-token");
    closeAll([...seats, watcher, again]);
  });
});
