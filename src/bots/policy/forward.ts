/**
 * The policy's forward pass and choice (docs/policy-format.md): float32 weights widened to float64,
 * the same arithmetic as `backroom.Policy` in Python, so both choose the same action.
 */
import type { Policy } from "./policy-file.js";

/** The logits of an observation vector (float64; the observation is widened first). */
export function policyLogits(policy: Policy, observation: ArrayLike<number>): Float64Array {
  let h: Float64Array = Float64Array.from(observation);
  const last = policy.layers.length - 1;
  policy.layers.forEach((layer, index) => {
    const { inputs, outputs, weights, bias } = layer;
    const out = new Float64Array(outputs);
    for (let o = 0; o < outputs; o++) {
      let sum = 0;
      const row = o * inputs;
      for (let i = 0; i < inputs; i++) sum += (weights[row + i] as number) * (h[i] as number);
      const z = sum + (bias[o] as number);
      out[o] = index === last ? z : policy.activation === "relu" ? Math.max(0, z) : Math.tanh(z);
    }
    h = out;
  });
  return h;
}

/** The legal index with the highest logit (ties: the lowest index); -1 when nothing is legal. */
export function bestLegal(logits: ArrayLike<number>, mask: ArrayLike<number>): number {
  let best = -1;
  for (let i = 0; i < logits.length; i++) {
    if (mask[i] && (best < 0 || (logits[i] as number) > (logits[best] as number))) best = i;
  }
  return best;
}
