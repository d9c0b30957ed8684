/**
 * The research interface (`backroom/rl`): fixed action spaces with legal-action masks, fixed-size
 * seat-relative observation vectors, and PettingZoo-style environments (single and batched) for
 * every game. Browser-safe.
 */
export type { RewardScheme } from "../bots/rewards.js";
export { createEncoding, encodedGameIds, type GameRef } from "../encoding/encoding.js";
export type {
  ActionBlockLayout,
  ActionFieldLayout,
  Encoding,
  EncodingConfig,
  ObservationSegment,
} from "../encoding/types.js";
export { type AecEnv, type AgentStep, createEnv, type EnvConfig } from "./env.js";
export {
  ACTOR_ORDERS,
  type ActorOrder,
  type EpisodeSettings,
  ILLEGAL_ACTION_MODES,
  type IllegalActionMode,
} from "./episode.js";
export { episodeEncoding } from "./episode-options.js";
export {
  type OpponentBots,
  type OpponentSpec,
  type Opponents,
  opponentBotNames,
  opponentsExcept,
  resolveOpponents,
} from "./opponents.js";
export { type RolloutValueSample, type RolloutValueSettings, rolloutValues } from "./rollout-values.js";
export { createVectorEnv, NO_ACTION, type VectorEnv, type VectorEnvConfig } from "./vector-env.js";
