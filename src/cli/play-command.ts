/**
 * `backroom play <game> --seat k`: a person plays one seat in the terminal against bots. They see
 * their view and numbered legal actions and type a number; the other seats' moves are shown as
 * their view reveals them. Who acts in a simultaneous phase is drawn as in the simulator.
 */
import { botNamesFor, botNamesForSomeCount, createBot, loadBots } from "../bots/index.js";
import type { Bot } from "../core/bot.js";
import type { ActionBase, AnyGame } from "../core/game.js";
import { loadLocale } from "../core/i18n/game-text.js";
import type { LocaleOption } from "../core/i18n/locale.js";
import { createMatch } from "../core/match.js";
import { chooseActor } from "../core/playout.js";
import { createRandom } from "../core/rng.js";
import { readShippedPolicy } from "../sim/shipped-policies.js";
import { botSettings, intOption, parseBots, parseOptions, playerCount, UsageError } from "./args.js";
import { lookupGame } from "./game-lookup.js";
import type { CliIo } from "./io.js";
import { createLineReader, type LineReader } from "./line-reader.js";
import { cliText, langOption, say } from "./messages.js";
import type { Flags } from "./options.js";
import { withPolicyFiles } from "./policy-files.js";
import { describeAction, describeOthersAction, describeOutcome, renderView } from "./text.js";

/** The default opponents: the game's heuristic bot where it has one, else random. */
function defaultOpponents(game: AnyGame): string[] {
  return botNamesFor(game).includes("heuristic") ? ["heuristic"] : ["random"];
}

/** Asks until the person types a number from 1 to `count` (or `q`); `undefined` means quit or end of input. */
async function askChoice(
  reader: LineReader,
  count: number,
  io: CliIo,
  options: LocaleOption,
): Promise<number | undefined> {
  const t = say(options);
  for (;;) {
    io.out(t("play.ask", { count }));
    const line = await reader.next();
    if (line === undefined) return undefined;
    const text = line.trim();
    if (text === "q" || text === "quit") return undefined;
    const choice = Number(text);
    if (Number.isInteger(choice) && choice >= 1 && choice <= count) return choice - 1;
    io.out(t("play.not-a-choice", { text, count }));
  }
}

/** Runs `play`; returns 0 when the game was played to its end, 1 when the person quit. */
export async function playCommand(args: readonly string[], flags: Flags, io: CliIo): Promise<number> {
  const game = await lookupGame(args[0], flags.module);
  if (flags.seat === undefined)
    throw new UsageError("say which seat you play with --seat k (0 is the first seat)");
  const lineup = parseBots(flags.bots, defaultOpponents(game), botNamesForSomeCount(game));
  const players = playerCount(flags.players, Math.max(2, lineup.length + 1), game.players);
  const seat = intOption("seat", flags.seat, 0, 0);
  if (seat >= players) throw new UsageError(`--seat must be below the player count ${players}, got ${seat}`);
  const seed = flags.seed ?? String(Date.now());
  const lang = langOption(flags.lang);
  await Promise.all([
    loadLocale(game, lang.locale),
    cliText.load(lang.locale),
    loadBots(game, lineup, players, readShippedPolicy),
  ]);
  const t = say(lang);
  const settings = withPolicyFiles(botSettings(flags["ismcts-iterations"], flags["ismcts-rollout"]), lineup);
  const match = createMatch(game, { players, seed, options: parseOptions(flags.options) });
  const bots: (Bot | undefined)[] = [];
  for (let s = 0, next = 0; s < players; s++) {
    bots.push(
      s === seat ? undefined : createBot(lineup[next++ % lineup.length] as string, game, settings, players),
    );
  }
  const random = createRandom(`${seed}/play`);
  const reader = createLineReader(io.input);
  const name = (s: number) =>
    s === seat ? t("play.you") : t("play.bot-seat", { seat: s, bot: bots[s]?.name ?? "" });
  io.out(t("play.title", { title: game.title, players, seed, seat }));
  try {
    for (;;) {
      const toAct = match.toAct();
      if (toAct.length === 0) break;
      const actor = chooseActor(toAct, random);
      const legal = match.legalActions(actor) as ActionBase[];
      if (actor === seat) {
        const view = match.viewFor(seat);
        let action = legal[0] as ActionBase;
        if (legal.length === 1) {
          io.out(t("play.only-choice", { action: describeAction(game, action, view, lang) }));
        } else {
          io.out("");
          io.out(renderView(game, view, lang));
          legal.forEach((a, i) => {
            io.out(`  ${i + 1}. ${describeAction(game, a, view, lang)}`);
          });
          const choice = await askChoice(reader, legal.length, io, lang);
          if (choice === undefined) {
            io.out(t("play.left"));
            return 1;
          }
          action = legal[choice] as ActionBase;
          io.out(t("play.chose", { action: describeAction(game, action, view, lang) }));
        }
        match.act(action);
      } else {
        const bot = bots[actor] as Bot;
        const before = match.viewFor(seat);
        const action = bot.act(match.viewFor(actor), legal, random);
        match.act(action);
        const text = describeOthersAction(game, action, before, match.viewFor(seat), lang);
        io.out(t("play.other", { name: name(actor), action: text }));
      }
    }
    io.out("");
    io.out(renderView(game, match.viewFor(seat), lang));
    const outcome = match.outcome();
    const seatName = (s: number) => t(s === seat ? "play.you-seat" : "play.seat", { seat: s });
    if (outcome) io.out(describeOutcome(outcome, seatName, { ...lang, game }));
    return 0;
  } finally {
    reader.close();
  }
}
