/** The command line's words in English: the source of truth for the keys of every language. */
export const en = {
  "play.title": '{title}: {players} players, seed "{seed}"; you play seat {seat}.',
  "play.you": "you",
  "play.you-seat": "you (seat {seat})",
  "play.bot-seat": "seat {seat} ({bot})",
  "play.seat": "seat {seat}",
  "play.only-choice": "you: {action} (your only choice)",
  "play.chose": "you: {action}",
  "play.other": "{name}: {action}",
  "play.ask": "your choice (1-{count}, q to quit):",
  "play.not-a-choice": '"{text}" is not a number from 1 to {count}',
  "play.left": "you left the game.",
  "outcome.nobody": "nobody",
  "outcome.score": "{seat} {score} (rank {rank})",
  "outcome.lines":
    "game over ({reason}); {count, plural, one {winner} other {winners}}: {winners}\nscores: {scores}",
  "tournament.game": "game",
  "tournament.players": "players",
  "tournament.bot": "bot",
  "tournament.seat-games": "seat-games",
  "tournament.wins": "wins",
  "tournament.win-share": "win share",
  "tournament.ci": "95% CI",
  "tournament.score": "score (mean ± sd)",
  "tournament.rank": "mean rank",
  "tournament.length": "length",
  "tournament.none": "no games are registered yet",
  "tournament.footer":
    '{count} games per game, seed "{seed}", ismcts at {budget}; fair share = 1/players; {seconds} s',
  "tournament.default-budget": "its default budget per game",
  "tournament.iterations": "{iterations} iterations",
  "tournament.rollouts": "{budget} (rollouts cut at {limit} actions)",
  "tournament.plan":
    "tournament: {count} games each of {games}, bots {bots}, on {workers, plural, one {# worker thread} other {# worker threads}}; the table follows once every game is played",
  "progress.status":
    "{done}/{total} games{phase, select, start {} end {, in {time}} other {, about {time} left}}",
  "progress.line": "{game}: {status}",
} as const;

/** The keys of the command line's catalogue. */
export type CliMessages = typeof en;
