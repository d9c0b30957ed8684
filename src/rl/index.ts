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
export { ACTOR_ORDERS, type ActorOrder, type EpisodeSettings } from "./episode.js";
export {
  type OpponentBots,
  type OpponentSpec,
  type Opponents,
  opponentBotNames,
  opponentsExcept,
  resolveOpponents,
} from "./opponents.js";
export { type RolloutValueSample, type RolloutValueSettings, rolloutValues } from "./rollout-values.js";
export { createVectorEnv, type VectorEnv, type VectorEnvConfig } from "./vector-env.js";
