import { rm } from "node:fs/promises";
import { type ActionBase, createMatch, createRandom, games } from "backroom";
import { createLobbyClient } from "backroom/client";
import { afterAll, expect, it } from "vitest";
import { freshDataFolder } from "../support/data-folder.js";
import { closeAll, drive, Seat, type ServerProcess, spawnServer } from "./harness.js";

const GAME = "slush-fund";
const PLAYERS = 3;
const SEED = "restart";
const KILL_AT = 30;

let folder: string | undefined;
const processes: ServerProcess[] = [];
afterAll(async () => {
  for (const server of processes) await server.stop("SIGKILL");
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The record the driver's choices give without any interruption (the same random draws, offline). */
function uninterruptedActions(): ActionBase[] {
  const game = games[GAME]!;
  const match = createMatch(game, { players: PLAYERS, seed: SEED });
  const random = createRandom("restart/drive");
  while (match.toAct().length > 0) {
    const toAct = match.toAct();
    const seat = toAct[random.below(toAct.length)] as number;
    const legal = match.legalActions(seat);
    match.act(legal[random.below(legal.length)] as ActionBase);
  }
  return match.record().actions as ActionBase[];
}

it("survives SIGKILL mid-match: restarted on the same folder, the match finishes with the uninterrupted record", async () => {
  folder = await freshDataFolder("backroom-restart-");
  const args = ["--data", folder, "--allow-seeds", "--bot-delay", "0"];
  const first = await spawnServer(args);
  processes.push(first);
  const lobby = createLobbyClient(first.url);
  const match = await lobby.create({ game: GAME, players: PLAYERS, seed: SEED });
  const tokens: string[] = [];
  for (let seat = 0; seat < PLAYERS; seat++) tokens.push((await lobby.join(match.id, { seat })).token);
  const random = createRandom("restart/drive");
  let seats = tokens.map((token) => new Seat(first.url, match.id, token));
  let spectator = new Seat(first.url, match.id);
  await drive(seats, spectator, random, (state) => state.version >= KILL_AT);
  expect(spectator.latest.version).toBe(KILL_AT);
  // Every seat has received the last acknowledged state before the crash (no race on delivery).
  await Promise.all(seats.map((seat) => seat.untilVersion(KILL_AT)));
  await first.stop("SIGKILL");
  await Promise.all(seats.map((seat) => seat.until(() => seat.closeCode !== undefined, "close")));

  const second = await spawnServer(args);
  processes.push(second);
  expect(second.log.join("")).toBe("");
  // Every acknowledged action survived; the seats resume with their tokens.
  const again = createLobbyClient(second.url);
  expect((await again.match(match.id)).version).toBe(KILL_AT);
  // Seat 0 resumes two versions back and is sent what it missed; the others are up to date.
  const resumeFrom = tokens.map((_, seat) =>
    seat === 0 ? KILL_AT - 2 : seats[seat]!.connection.lastVersion,
  );
  expect(resumeFrom.slice(1)).toEqual(tokens.slice(1).map(() => KILL_AT));
  seats = tokens.map((token, seat) => new Seat(second.url, match.id, token, resumeFrom[seat]));
  spectator = new Seat(second.url, match.id, undefined, KILL_AT);
  await Promise.all(seats.map((seat) => seat.untilVersion(KILL_AT)));
  expect(seats[0]!.states[0]?.log.map((entry) => entry.version)).toEqual([KILL_AT - 1, KILL_AT]);
  for (const seat of seats.slice(1)) expect(seat.states[0]?.log).toEqual([]);
  await drive(seats, spectator, random);

  const record = (await again.record(match.id)) as { actions: unknown[]; seed: unknown; players: number };
  expect(record).toMatchObject({ game: GAME, players: PLAYERS, seed: SEED, options: {} });
  expect(record.actions).toEqual(uninterruptedActions());
  closeAll([...seats, spectator]);
  await second.stop();
  expect(second.child.exitCode).toBe(0);
});
