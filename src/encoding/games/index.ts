/** Every game's encoding recipe, keyed by game id. */
import type { GameEncodingSpec } from "../spec.js";
import { campaignEncoding } from "./campaign.js";
import { kohleKiesKneteEncoding } from "./kohle-kies-knete.js";
import { slushFundEncoding } from "./slush-fund.js";
import { tiefeTaschenEncoding } from "./tiefe-taschen.js";

/** The encoding recipes of the games the research interface supports, keyed by game id. */
export const encodingSpecs: Readonly<Record<string, GameEncodingSpec<never, never>>> = {
  "tiefe-taschen": tiefeTaschenEncoding as GameEncodingSpec<never, never>,
  "kohle-kies-knete": kohleKiesKneteEncoding as GameEncodingSpec<never, never>,
  campaign: campaignEncoding as GameEncodingSpec<never, never>,
  "slush-fund": slushFundEncoding as GameEncodingSpec<never, never>,
};
