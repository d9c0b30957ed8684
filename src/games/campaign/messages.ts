/**
 * Campaign's texts: its catalogues (English bundled, German and French loaded on demand), the human
 * text of its rule errors, and the names and phrases the state records in English (payment reasons,
 * president-card effects, win reasons), said again in any language.
 */
import { defineGameText, type LocaleOption } from "../../core/index.js";
import type { CampaignRuleCode } from "./actions.js";
import { IDEOLOGIES, type IdeologyId, type PresidentCard } from "./data.js";
import { type CampaignMessages, en } from "./locales/en.js";

type Key = keyof CampaignMessages;

const ERROR_KEYS: Readonly<Record<CampaignRuleCode, Key>> = {
  "wrong-step": "error.wrong-step",
  "not-enough-tokens": "error.not-enough-tokens",
  "cannot-afford": "error.cannot-afford",
  "coalition-too-small": "error.coalition-too-small",
  "proposer-not-member": "error.proposer-not-member",
  "members-not-ascending": "error.members-not-ascending",
  "member-excluded": "error.member-excluded",
  "not-enough-seats": "error.not-enough-seats",
  "group-not-available": "error.group-not-available",
  "group-own": "error.group-own",
  "raids-disabled": "error.raids-disabled",
  "anarchists-immune": "error.anarchists-immune",
  "cross-self": "error.cross-self",
  "target-no-seats": "error.target-no-seats",
  "not-president": "error.not-president",
  "group-not-held": "error.group-not-held",
  "influence-already-committed": "error.influence-already-committed",
  "influence-on-crossing": "error.influence-on-crossing",
  "interference-side-fixed": "error.interference-side-fixed",
  "already-interfered": "error.already-interfered",
  "attempt-dealt": "error.attempt-dealt",
  "veto-two-players": "error.veto-two-players",
  "veto-not-president": "error.veto-not-president",
  "veto-already-used": "error.veto-already-used",
  "veto-lost": "error.veto-lost",
  "veto-own-attempt": "error.veto-own-attempt",
};

/** Campaign's translator, `loadLocale` and `errorText`. */
export const text = defineGameText(
  {
    name: "Campaign",
    loadHint: 'loadLocale(campaign, "LOCALE")',
    en,
    load: {
      de: () => import("./locales/de.js").then((module) => module.de),
      fr: () => import("./locales/fr.js").then((module) => module.fr),
    },
  },
  ERROR_KEYS,
);

/** Says a message of Campaign's catalogue in the option's language. */
export const speak = text.translator.speaker;

/** The catalogue keys of the group names, by card id (the order of `GROUPS`). */
export const GROUP_KEYS: readonly Key[] = [
  "group.0",
  "group.1",
  "group.2",
  "group.3",
  "group.4",
  "group.5",
  "group.6",
  "group.7",
  "group.8",
  "group.9",
  "group.10",
  "group.11",
  "group.12",
  "group.13",
  "group.14",
  "group.15",
  "group.16",
  "group.17",
  "group.18",
  "group.19",
  "group.20",
  "group.21",
  "group.22",
  "group.23",
  "group.24",
  "group.25",
  "group.26",
  "group.27",
];

/** The catalogue keys of the president cards' names. */
export const PRESIDENT_KEYS: Readonly<Record<PresidentCard, Key>> = {
  "supreme-court": "president.supreme-court",
  wiretapping: "president.wiretapping",
  alzheimers: "president.alzheimers",
  "paid-vacation": "president.paid-vacation",
  "past-history": "president.past-history",
  pardon: "president.pardon",
  "drunk-daughters": "president.drunk-daughters",
  "assassination-attempt": "president.assassination-attempt",
  "terrorist-attack": "president.terrorist-attack",
  "foi-request": "president.foi-request",
  "signing-statement": "president.signing-statement",
  gate: "president.gate",
  "spoiled-ballots": "president.spoiled-ballots",
  "sex-scandal": "president.sex-scandal",
  "scathing-roast": "president.scathing-roast",
  "photo-op": "president.photo-op",
  gaffe: "president.gaffe",
};

/** The catalogue keys of the parties' names. */
export const PARTY_KEYS: Readonly<Record<IdeologyId, Key>> = {
  democrats: "party.democrats",
  independents: "party.independents",
  republicans: "party.republicans",
  greens: "party.greens",
  communists: "party.communists",
  anarchists: "party.anarchists",
  libertarians: "party.libertarians",
};

const PAID_KEYS: Readonly<Record<string, Key>> = {
  "backroom deal": "paid.backroom-deal",
  "attempt stake": "paid.attempt-stake",
  "interference against": "paid.interference-against",
  "interference for": "paid.interference-for",
  "roll tokens": "paid.roll-tokens",
  "presidential allowance": "paid.presidential-allowance",
  "paid vacation": "paid.paid-vacation",
  "drunk daughters": "paid.drunk-daughters",
  "photo-op": "paid.photo-op",
  "lower the seat-loss threshold": "paid.lower-threshold",
  income: "paid.income",
  "starting treasury": "paid.starting-treasury",
  "veto refund": "paid.veto-refund",
};

/** A payment's reason (recorded in English) in the option's language. */
export function paidReason(reason: string, options?: LocaleOption): string {
  return Object.hasOwn(PAID_KEYS, reason) ? speak(options)(PAID_KEYS[reason] as Key) : reason;
}

/** A president card's effect (recorded in English) in the option's language. */
export function effectText(detail: string, options?: LocaleOption): string {
  const say = speak(options);
  if (detail === en["effect.dropped"]) return say("effect.dropped");
  if (detail === en["effect.repeated"]) return say("effect.repeated");
  const rolled = /^rolled (\d+)$/.exec(detail);
  if (rolled) return say("effect.rolled", { roll: Number(rolled[1]) });
  const spoiled = /^rolled (\d+): ([+−]\d+) on the next seat-loss threshold$/.exec(detail);
  return spoiled ? say("effect.spoiled", { roll: Number(spoiled[1]), change: spoiled[2] as string }) : detail;
}

// A win reason as `wins.ts` words it: the pattern, then the message and its values.
const WIN_PATTERNS: readonly [RegExp, Key, (match: RegExpExecArray) => Record<string, string | number>][] = [
  [
    /^Democrats: two governments followed by two minority or majority governments$/,
    "win.democrats",
    () => ({}),
  ],
  [/^Independents: a group of each type BB, B, W and MM$/, "win.independents", () => ({})],
  [/^Republicans: (\d+) BB groups$/, "win.republicans", (m) => ({ count: Number(m[1]) })],
  [/^Greens: (\d+) MM groups$/, "win.greens", (m) => ({ count: Number(m[1]) })],
  [
    /^Communists: (\d+) terms without a B or BB group in government$/,
    "win.communists",
    (m) => ({ count: Number(m[1]) }),
  ],
  [
    /^Libertarians: (\d+) terms with only B or BB groups in government$/,
    "win.libertarians",
    (m) => ({ count: Number(m[1]) }),
  ],
  [/^Anarchists: (\d+) coalition governments in a row$/, "win.anarchists", (m) => ({ count: Number(m[1]) })],
  [
    /^round limit \((\d+)\) reached: longest sequence, then seats, then money$/,
    "win.round-limit",
    (m) => ({ rounds: Number(m[1]) }),
  ],
];

/** Why the game ended (recorded in English, one or more reasons joined by "; ") in the option's language. */
export function reasonText(reason: string, options?: LocaleOption): string {
  const say = speak(options);
  return reason
    .split("; ")
    .map((part) => {
      for (const [pattern, key, values] of WIN_PATTERNS) {
        const match = pattern.exec(part);
        if (match) return say(key, values(match));
      }
      const sequence = /^(.+): (\d+) governments in a row$/.exec(part);
      const party =
        sequence &&
        (Object.keys(IDEOLOGIES) as IdeologyId[]).find((id) => IDEOLOGIES[id].name === sequence[1]);
      return sequence && party
        ? say("win.sequence", { party: say(PARTY_KEYS[party]), count: Number(sequence[2]) })
        : part;
    })
    .join("; ");
}
