/**
 * Measures how long a game runs: seeded games with the heuristic bot at every seat, per player
 * count, each decision sorted by kind and shared among the seats that could act when it was taken
 * (the time model of `core/game-facts.ts`); `scripts/measure-lengths.ts` writes the figures to each
 * game's `length.json`.
 */
import { heuristicBots } from "../bots/index.js";
import {
  type ActionBase,
  type AnyGame,
  type Bot,
  decisionKind,
  type MeasuredGame,
  type MeasuredLengths,
  median,
  playout,
} from "../core/index.js";

/** The bot the lengths are measured with. */
export const LENGTH_BOT = "heuristic";

/** The seed of game `n` at a player count (the seeds a `length.json` records). */
export function lengthSeed(seedPrefix: string, players: number, n: number): string {
  return `${seedPrefix}${players}-${n}`;
}

function rounded(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The figures of one seeded heuristic-bot game: its actions per seat and its shared decisions of each kind. */
export function measureGame(game: AnyGame, players: number, seed: string): MeasuredGame {
  const bot = heuristicBots[game.id];
  if (!bot) throw new Error(`${game.id} has no heuristic bot to measure lengths with`);
  const replies = game.replies ?? [];
  const shared = { choice: 0, reply: 0, forced: 0 };
  // The loop asks `toAct` just before it asks the chosen seat's bot, so the seats acting at once
  // when a decision is taken are the last answer of `toAct`.
  let actingSeats = 1;
  const watched: AnyGame = Object.create(game);
  Object.defineProperty(watched, "toAct", {
    value: (state: unknown) => {
      const seats = game.toAct(state);
      actingSeats = seats.length;
      return seats;
    },
  });
  const timed: Bot = {
    ...bot,
    act: (view, legal, random) => {
      const action = bot.act(view, legal, random) as ActionBase;
      shared[decisionKind(legal as readonly ActionBase[], action, replies)] += 1 / actingSeats;
      return action;
    },
  };
  const { actions } = playout(watched, { players, seed, bots: Array.from({ length: players }, () => timed) });
  return {
    decisions: rounded(actions / players, 1),
    choices: rounded(shared.choice, 2),
    replies: rounded(shared.reply, 2),
    forced: rounded(shared.forced, 2),
  };
}

/** Plays `games` seeded games per player count and returns the figures for `length.json`. */
export function measureLengths(game: AnyGame, games: number, seedPrefix = "length-"): MeasuredLengths {
  const counts = [];
  for (let players = game.players.min; players <= game.players.max; players++) {
    const perGame = Array.from({ length: games }, (_, n) =>
      measureGame(game, players, lengthSeed(seedPrefix, players, n)),
    );
    const decisionsPerPerson = rounded(median(perGame.map((measured) => measured.decisions)), 2);
    counts.push({ players, decisionsPerPerson, perGame });
  }
  return { game: game.id, bot: LENGTH_BOT, games, seedPrefix, replies: [...(game.replies ?? [])], counts };
}
