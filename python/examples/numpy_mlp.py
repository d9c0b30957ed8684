"""A masked-softmax MLP policy and a value MLP in numpy, trained by Adam (imitation and PPO losses).

Used by ``train.py``. Weights are kept as float32 ``(inputs, outputs)`` matrices; ``to_policy``
turns the policy network into a ``backroom.Policy`` (the file format stores ``(outputs, inputs)``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


class Adam:
    """Adam over a list of float32 arrays updated in place (gradient *descent*)."""

    def __init__(self, parameters: list[np.ndarray], learning_rate: float) -> None:
        self.parameters = parameters
        self.learning_rate = learning_rate
        self._moments = [np.zeros_like(p) for p in parameters]
        self._squares = [np.zeros_like(p) for p in parameters]
        self._steps = 0

    def step(self, gradients: list[np.ndarray]) -> None:
        """One descent step along ``gradients`` (one per parameter, same shapes)."""
        self._steps += 1
        beta1, beta2, epsilon = 0.9, 0.999, 1e-8
        for parameter, gradient, moment, square in zip(self.parameters, gradients, self._moments, self._squares):
            moment *= beta1
            moment += (1 - beta1) * gradient
            square *= beta2
            square += (1 - beta2) * gradient * gradient
            corrected = moment / (1 - beta1**self._steps)
            scale = np.sqrt(square / (1 - beta2**self._steps)) + epsilon
            parameter -= (self.learning_rate * corrected / scale).astype(np.float32)


class MLP:
    """Fully connected layers with ReLU between them; ``forward`` keeps what ``backward`` needs."""

    def __init__(self, sizes: list[int], rng: np.random.Generator, last_scale: float = 0.01) -> None:
        self.weights: list[np.ndarray] = []
        self.biases: list[np.ndarray] = []
        for i, (inputs, outputs) in enumerate(zip(sizes[:-1], sizes[1:])):
            scale = last_scale if i == len(sizes) - 2 else np.sqrt(2.0 / inputs)
            self.weights.append((rng.standard_normal((inputs, outputs)) * scale).astype(np.float32))
            self.biases.append(np.zeros(outputs, dtype=np.float32))

    @property
    def parameters(self) -> list[np.ndarray]:
        """Every weight matrix and bias, in the order ``backward`` returns their gradients."""
        return [*self.weights, *self.biases]

    def forward(self, x: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
        """The output rows for input rows ``x``, and the layer inputs for ``backward``."""
        inputs = []
        h = x.astype(np.float32, copy=False)
        for i, (w, b) in enumerate(zip(self.weights, self.biases)):
            inputs.append(h)
            h = h @ w + b
            if i < len(self.weights) - 1:
                h = np.maximum(h, 0.0)
        return h, inputs

    def backward(self, inputs: list[np.ndarray], grad_out: np.ndarray) -> list[np.ndarray]:
        """The gradients of every parameter for the output gradient ``grad_out`` (same order as ``parameters``)."""
        weight_grads: list[np.ndarray] = [np.empty(0)] * len(self.weights)
        bias_grads: list[np.ndarray] = [np.empty(0)] * len(self.weights)
        grad = grad_out.astype(np.float32, copy=False)
        for i in range(len(self.weights) - 1, -1, -1):
            weight_grads[i] = inputs[i].T @ grad
            bias_grads[i] = grad.sum(axis=0)
            if i > 0:
                grad = (grad @ self.weights[i].T) * (inputs[i] > 0)
        return [*weight_grads, *bias_grads]


def masked_softmax(logits: np.ndarray, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Row probabilities and log-probabilities over the legal actions (0 and -inf-free 0 elsewhere)."""
    legal = masks != 0
    shifted = np.where(legal, logits, -np.inf)
    shifted = shifted - shifted.max(axis=1, keepdims=True)
    exp = np.where(legal, np.exp(shifted), 0.0)
    total = exp.sum(axis=1, keepdims=True)
    probabilities = exp / total
    log_probabilities = np.where(legal, shifted - np.log(total), 0.0)
    return probabilities, log_probabilities


@dataclass
class Batch:
    """Learner steps: observations, masks, the actions played, and their targets.

    ``teacher`` is the imitated bot's action per row and ``anchor`` a residual policy's anchor
    action per row (``-1`` where there is none).
    """

    observations: np.ndarray
    masks: np.ndarray
    actions: np.ndarray
    teacher: np.ndarray
    old_log_probs: np.ndarray
    returns: np.ndarray
    anchor: np.ndarray


@dataclass
class LossWeights:
    """How much each term counts: the PPO surrogate, imitation (cross-entropy to the teacher), entropy."""

    surrogate: float = 1.0
    imitation: float = 0.0
    entropy: float = 0.01
    clip: float = 0.2


def logit_gradient(
    logits: np.ndarray, batch: Batch, advantages: np.ndarray, weights: LossWeights
) -> tuple[np.ndarray, dict[str, float]]:
    """The gradient of the mean loss over the rows with respect to the logits, and the loss terms."""
    rows = np.arange(len(logits))
    probabilities, log_probabilities = masked_softmax(logits, batch.masks)
    grad = np.zeros_like(probabilities)
    figures: dict[str, float] = {}
    if weights.surrogate:
        ratio = np.exp(log_probabilities[rows, batch.actions] - batch.old_log_probs)
        clipped = ((advantages >= 0) & (ratio > 1 + weights.clip)) | ((advantages < 0) & (ratio < 1 - weights.clip))
        coefficient = np.where(clipped, 0.0, ratio * advantages) * weights.surrogate
        grad += coefficient[:, None] * probabilities
        grad[rows, batch.actions] -= coefficient
    if weights.imitation:
        taught = batch.teacher >= 0
        grad[taught] += weights.imitation * probabilities[taught]
        grad[rows[taught], batch.teacher[taught]] -= weights.imitation
        figures["imitation"] = float((batch.teacher == logits_argmax(logits, batch.masks))[taught].mean()) if taught.any() else 0.0
    entropy = -(probabilities * log_probabilities).sum(axis=1)
    if weights.entropy:
        grad += weights.entropy * probabilities * (log_probabilities + entropy[:, None])
    figures["entropy"] = float(entropy.mean())
    return grad / len(logits), figures


def logits_argmax(logits: np.ndarray, masks: np.ndarray) -> np.ndarray:
    """The legal action with the highest logit per row (the first one on ties)."""
    return np.where(masks != 0, logits, -np.inf).argmax(axis=1)


def sample(logits: np.ndarray, masks: np.ndarray, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """One action per row drawn from the masked softmax, and its log-probability."""
    probabilities, log_probabilities = masked_softmax(logits, masks)
    cumulative = probabilities.cumsum(axis=1)
    draws = rng.random((len(logits), 1)) * cumulative[:, -1:]
    actions = np.minimum((cumulative < draws).sum(axis=1), masks.shape[1] - 1)
    # A draw landing past the last legal action (rounding) falls back on the most likely one.
    illegal = masks[np.arange(len(actions)), actions] == 0
    actions[illegal] = probabilities[illegal].argmax(axis=1)
    return actions, log_probabilities[np.arange(len(actions)), actions]
