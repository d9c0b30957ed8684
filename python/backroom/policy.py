"""Policy files: a small multi-layer perceptron over one game's observations, saved as JSON.

The format (``docs/policy-format.md``) is shared with the TypeScript bot ``policy:<file>``, which
must choose the same action as :meth:`Policy.act` on the same observation: weights are float32 on
disk and every computation runs in float64, in both languages.
"""

from __future__ import annotations

import base64
import json
import math
import operator
import re
from os import PathLike
from typing import Any, Sequence, Union

import numpy as np

from .errors import ConfigError

#: The value of a policy file's ``format`` field.
FORMAT = "backroom-policy"
#: The policy file version this module writes (weights as hexadecimal, an optional anchor bot with
#: its own weights and weights by role; no layers for a policy that plays its anchor; an optional
#: search at some decisions).
VERSION = 6
#: The versions it reads: 1 held the weights as base64, whose letters spelled words by chance; 2 had
#: no anchor; 3 no anchor weights and always layers; 4 no weights by role; 5 no search.
READABLE_VERSIONS = (1, 2, 3, 4, 5, 6)
#: The most search iterations a policy file may ask for at one decision (a bound on a bot's CPU).
SEARCH_MAX_ITERATIONS = 1000
#: Who may play the other seats in a policy's search rollouts: the policy itself, or the game's heuristic bot.
SEARCH_OPPONENTS = ("policy", "heuristic")
#: The bots a policy may be anchored on (the TypeScript bots play these).
ANCHOR_BOTS = ("heuristic",)
#: The hidden-layer activations a policy may use.
ACTIVATIONS = ("relu", "tanh")

Path = Union[str, PathLike]


class Policy:
    """An MLP policy for one game, player count and encoding version.

    ``layers`` is a list of ``(weights, bias)`` pairs, ``weights`` shaped ``(outputs, inputs)``;
    they are stored as float32 (what the file holds) so that a saved and reloaded policy computes
    exactly the same logits. ``encoding`` is the game's encoding version string (the environment's
    ``encoding_version``, e.g. ``"2/1"``): a policy is refused by an engine whose encoding differs.
    ``anchor``, when given, is ``{"bot": name, "bonus": b}``: the choice adds ``b`` to the logit of
    the action that bot would choose (a residual policy over the bot; see ``docs/policy-format.md``);
    with ``"input": True`` the network also reads that choice, one-hot, after the observation, and
    ``"weights": {name: value}`` replace weights of the game's heuristic bot (``backroom
    heuristic-weights <game>`` lists them; the engine refuses unknown names), and ``"roleWeights":
    {role: {name: value}}`` replace some of them again while the bot's seat plays that role
    (Campaign: an ideology; the engine refuses unknown roles). An anchored policy may have no
    layers: it then plays its anchor's choice.
    ``search``, when given, is ``{"actionTypes": [type, ...], "iterations": n, "opponents": o}``:
    the engine's bot plays the choice of the game's ISMCTS search at every decision offering an
    action of one of those types, its rollouts playing the policy for the searching seat and ``o``
    (``"policy"``, the default, or ``"heuristic"``) for the others (``docs/policy-format.md``). The
    search runs only in the engine (``policy:<file>`` and ``learned``, also as the environments'
    opponents); :meth:`act` here is the policy without it.
    """

    def __init__(
        self,
        game: str,
        players: int,
        encoding: str,
        layers: Sequence[tuple[np.ndarray, np.ndarray]],
        activation: str = "relu",
        meta: dict[str, Any] | None = None,
        anchor: dict[str, Any] | None = None,
        search: dict[str, Any] | None = None,
    ) -> None:
        self.game = str(game)
        self.players = operator.index(players)
        self.encoding = str(encoding)
        self.activation = str(activation)
        self.meta: dict[str, Any] = dict(meta or {})
        self.layers: list[tuple[np.ndarray, np.ndarray]] = [
            (np.array(w, dtype=np.float32, copy=True), np.array(b, dtype=np.float32, copy=True)) for w, b in layers
        ]
        problem = _shape_problem(self.layers, self.activation, anchor) or _anchor_problem(anchor) or _search_problem(search)
        if problem:
            raise ConfigError(f"policy for {self.game}: {problem}", "policy")
        self.search: dict[str, Any] | None = (
            None
            if search is None
            else {
                "actionTypes": list(search["actionTypes"]),
                "iterations": int(search["iterations"]),
                "opponents": search.get("opponents", "policy"),
            }
        )
        self.anchor: dict[str, Any] | None = None
        if anchor is not None:
            self.anchor = {"bot": anchor["bot"], "bonus": float(anchor["bonus"])}
            if anchor.get("input"):
                self.anchor["input"] = True
            if anchor.get("weights") is not None:
                self.anchor["weights"] = {str(k): float(v) for k, v in anchor["weights"].items()}
            if anchor.get("roleWeights") is not None:
                self.anchor["roleWeights"] = {
                    str(role): {str(k): float(v) for k, v in weights.items()}
                    for role, weights in anchor["roleWeights"].items()
                }

    @classmethod
    def random(
        cls,
        game: str,
        players: int,
        encoding: str,
        sizes: Sequence[int],
        seed: int = 0,
        activation: str = "relu",
        meta: dict[str, Any] | None = None,
    ) -> Policy:
        """An untrained policy with layer sizes ``sizes`` (observation size first, action count last).

        Weights are drawn with He/Glorot-style scaling from ``numpy.random.default_rng(seed)``.
        """
        rng = np.random.default_rng(seed)
        layers = []
        for inputs, outputs in zip(sizes[:-1], sizes[1:]):
            scale = math.sqrt(2.0 / inputs) if activation == "relu" else math.sqrt(1.0 / inputs)
            layers.append((rng.normal(0.0, scale, (outputs, inputs)), rng.normal(0.0, 0.1, outputs)))
        return cls(game, players, encoding, layers, activation, meta)

    @classmethod
    def for_env(cls, env: Any, hidden: Sequence[int] = (64,), seed: int = 0, activation: str = "relu") -> Policy:
        """An untrained policy shaped for an environment (``backroom.env`` or ``backroom.vector_env``)."""
        sizes = [env.observation_size, *hidden, env.num_actions]
        return cls.random(env.game_id, env.num_players, encoding_version(env), sizes, seed, activation)

    @property
    def anchor_input(self) -> bool:
        """True when the network reads the anchor's choice (one-hot) after the observation."""
        return bool(self.anchor and self.anchor.get("input"))

    @property
    def observation_size(self) -> int | None:
        """The length of the observation vectors the policy reads (without an anchor input); None without layers."""
        if not self.layers:
            return None
        return int(self.layers[0][0].shape[1]) - (self.num_actions if self.anchor_input else 0)

    @property
    def num_actions(self) -> int | None:
        """The size of the action space the policy scores; None for a policy without layers."""
        return int(self.layers[-1][0].shape[0]) if self.layers else None

    def logits(self, obs: np.ndarray, anchor_actions: Any = None) -> np.ndarray:
        """Float64 logits for one observation (shape ``(n,)``) or a batch (shape ``(batch, n)``).

        A policy whose network reads its anchor's choice needs ``anchor_actions`` (see ``act``). A
        policy without layers has no logits of its own (``ValueError``): ``act`` plays its anchor.
        """
        if not self.layers:
            raise ValueError("this policy has no layers: it plays its anchor's choice (see act)")
        h = np.asarray(obs, dtype=np.float64)
        if self.anchor_input:
            rows = np.atleast_2d(h)
            anchor = _anchor_rows(anchor_actions, len(rows), self.num_actions, self.anchor)
            one_hot = np.zeros((len(rows), self.num_actions))
            one_hot[np.arange(len(rows)), anchor] = 1.0
            h = np.concatenate([rows, one_hot], axis=1).reshape(*h.shape[:-1], -1)
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            h = h @ w.astype(np.float64).T + b.astype(np.float64)
            if i < last:
                h = np.maximum(h, 0.0) if self.activation == "relu" else np.tanh(h)
        return h

    def act(self, obs: np.ndarray, mask: np.ndarray, anchor_actions: Any = None) -> np.ndarray | int:
        """The legal action with the highest logit (ties: the lowest index), per row for a batch.

        ``mask`` has 1 at legal actions; a row without any legal action raises ``ValueError``. A
        policy with an anchor needs ``anchor_actions``: the anchor bot's choice per row (the
        environments' ``anchor_actions`` with ``anchor=policy.anchor["bot"]``, or their
        ``teacher_actions`` with that bot as the teacher), whose logit gains the anchor's bonus.
        """
        legal = np.asarray(mask) != 0
        if not np.all(legal.any(axis=-1)):
            raise ValueError("the mask allows no action")
        if not self.layers:
            rows = np.atleast_2d(legal)
            anchor = _anchor_rows(anchor_actions, len(rows), rows.shape[1], self.anchor)
            if not np.all(rows[np.arange(len(rows)), anchor]):
                raise ValueError("an anchor action is not legal")
            return int(anchor[0]) if legal.ndim == 1 else anchor
        logits = self.logits(obs, anchor_actions)
        if self.anchor is not None:
            rows = np.atleast_2d(logits)  # a view: adding to it adds to ``logits``
            anchor = _anchor_rows(anchor_actions, len(rows), rows.shape[1], self.anchor)
            rows[np.arange(len(rows)), anchor] += self.anchor["bonus"]
        scores = np.where(legal, logits, -np.inf)
        choice = scores.argmax(axis=-1)  # argmax returns the first maximum: the lowest index wins ties
        return int(choice) if np.ndim(choice) == 0 else choice

    def to_json(self) -> dict[str, Any]:
        """The policy as the JSON object of the file format."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "players": self.players,
            "encoding": self.encoding,
            "activation": self.activation,
            "layers": [
                {
                    "inputs": int(w.shape[1]),
                    "outputs": int(w.shape[0]),
                    "weights": _encode(w),
                    "bias": _encode(b),
                }
                for w, b in self.layers
            ],
            **({} if self.anchor is None else {"anchor": self.anchor}),
            **({} if self.search is None else {"search": self.search}),
            "meta": self.meta,
        }

    def save(self, path: Path) -> None:
        """Writes the policy file (UTF-8 JSON)."""
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.to_json(), f, indent=1)
            f.write("\n")

    @classmethod
    def from_json(
        cls,
        data: Any,
        source: str = "policy",
        game: str | None = None,
        players: int | None = None,
        encoding: str | None = None,
    ) -> Policy:
        """Reads a policy from the file format's JSON object, refusing anything the format does not allow.

        ``game``, ``players`` and ``encoding``, when given, must match the file. Every refusal is a
        ``ConfigError`` whose message names ``source`` (the file) and the mismatch.
        """

        def refuse(problem: str) -> ConfigError:
            return ConfigError(f"{source}: {problem}", "policy")

        if not isinstance(data, dict):
            raise refuse("not a policy file (expected a JSON object)")
        if data.get("format") != FORMAT:
            raise refuse(f"not a policy file (format is {data.get('format')!r}, expected {FORMAT!r})")
        version = data.get("version")
        if version not in READABLE_VERSIONS or isinstance(version, bool):
            readable = ", ".join(str(v) for v in READABLE_VERSIONS)
            raise refuse(f"policy file version {version!r} is not supported (this reads versions {readable})")
        for key, kind in (("game", str), ("players", int), ("encoding", str), ("activation", str), ("layers", list)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                raise refuse(f"field {key!r} is missing or not a {kind.__name__}")
        if game is not None and data["game"] != game:
            raise refuse(f"the policy is for the game {data['game']}, not {game}")
        if players is not None and data["players"] != players:
            raise refuse(f"the policy is for {data['players']} players, not {players}")
        if encoding is not None and data["encoding"] != encoding:
            raise refuse(f"the policy was built for encoding version {data['encoding']}, this engine has {encoding}")
        layers = []
        for i, layer in enumerate(data["layers"]):
            if not isinstance(layer, dict):
                raise refuse(f"layer {i} is not an object")
            inputs, outputs = layer.get("inputs"), layer.get("outputs")
            if not (isinstance(inputs, int) and isinstance(outputs, int) and inputs > 0 and outputs > 0):
                raise refuse(f"layer {i} needs positive integer inputs and outputs")
            weights = _decode(layer.get("weights"), inputs * outputs, f"layer {i} weights", version, refuse)
            bias = _decode(layer.get("bias"), outputs, f"layer {i} bias", version, refuse)
            layers.append((weights.reshape(outputs, inputs), bias))
        anchor = data.get("anchor")
        if anchor is not None and version < 3:
            raise refuse(f"field 'anchor' needs policy file version 3, the file is version {version}")
        if anchor is not None and version < 4 and isinstance(anchor, dict) and "weights" in anchor:
            raise refuse(f"the anchor's weights need policy file version 4, the file is version {version}")
        if anchor is not None and version < 5 and isinstance(anchor, dict) and "roleWeights" in anchor:
            raise refuse(f"the anchor's roleWeights need policy file version 5, the file is version {version}")
        if data.get("search") is not None and version < 6:
            raise refuse(f"field 'search' needs policy file version 6, the file is version {version}")
        if not layers and version < 4:
            raise refuse("field 'layers' is empty (only a version 4 policy with an anchor may have none)")
        search = data.get("search")
        problem = _shape_problem(layers, data["activation"], anchor) or _anchor_problem(anchor) or _search_problem(search)
        if problem:
            raise refuse(problem)
        return cls(data["game"], data["players"], data["encoding"], layers, data["activation"], data.get("meta"), anchor, search)

    @classmethod
    def load(
        cls, path: Path, game: str | None = None, players: int | None = None, encoding: str | None = None
    ) -> Policy:
        """Reads a policy file; see :meth:`from_json` for the checks and the optional expectations."""
        source = str(path)
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError) as error:
            raise ConfigError(f"{source}: cannot read the policy file ({error})", "policy") from error
        return cls.from_json(data, source, game, players, encoding)

    @classmethod
    def load_for(cls, path: Path, env: Any) -> Policy:
        """Reads a policy file and refuses it unless it fits the environment (game, players, encoding, sizes)."""
        policy = cls.load(path, env.game_id, env.num_players, encoding_version(env))
        if policy.layers and (policy.observation_size, policy.num_actions) != (env.observation_size, env.num_actions):
            raise ConfigError(
                f"{path}: the policy reads {policy.observation_size} values and scores {policy.num_actions} actions, "
                f"the environment has {env.observation_size} and {env.num_actions}",
                "policy",
            )
        return policy


def encoding_version(env: Any) -> str:
    """The encoding version string of an environment (``backroom.env`` or ``backroom.vector_env``)."""
    version = getattr(env, "encoding_version", None)
    return str(version if version is not None else env._connection.hello["encodingVersion"])


def _shape_problem(layers: Sequence[tuple[np.ndarray, np.ndarray]], activation: str, anchor: Any = None) -> str | None:
    if activation not in ACTIVATIONS:
        return f"unknown activation {activation!r} (expected one of {', '.join(ACTIVATIONS)})"
    if not layers and (not isinstance(anchor, dict) or anchor.get("input")):
        return "the policy has no layers (only a policy with an anchor and no anchor input may have none)"
    for i, (w, b) in enumerate(layers):
        if w.ndim != 2 or b.shape != (w.shape[0],):
            return f"layer {i}: weights must be (outputs, inputs) and bias (outputs,)"
        if i > 0 and w.shape[1] != layers[i - 1][0].shape[0]:
            return f"layer {i} takes {w.shape[1]} inputs but layer {i - 1} gives {layers[i - 1][0].shape[0]} outputs"
        if not (np.all(np.isfinite(w)) and np.all(np.isfinite(b))):
            return f"layer {i} holds a NaN or infinite weight"
    return None


def _anchor_rows(anchor_actions: Any, rows: int, num_actions: int, anchor: dict[str, Any] | None) -> np.ndarray:
    """The anchor's choice per row, checked (``ValueError`` when missing or outside the action space)."""
    if anchor_actions is None:
        raise ValueError(f"this policy is anchored on the bot {anchor and anchor['bot']}: pass its choices as anchor_actions")
    actions = np.asarray(anchor_actions, dtype=np.int64).reshape(rows)
    if np.any((actions < 0) | (actions >= num_actions)):
        raise ValueError("an anchor action is outside the action space")
    return actions


def _anchor_problem(anchor: Any) -> str | None:
    if anchor is None:
        return None
    if not isinstance(anchor, dict):
        return "field 'anchor' must be an object with a bot name and a bonus"
    if anchor.get("bot") not in ANCHOR_BOTS:
        return f"the policy is anchored on the bot {anchor.get('bot')!r} (expected {' or '.join(ANCHOR_BOTS)})"
    bonus = anchor.get("bonus")
    if isinstance(bonus, bool) or not isinstance(bonus, (int, float)) or not math.isfinite(bonus) or bonus < 0:
        return "the anchor's bonus must be a finite number, 0 or more"
    if not isinstance(anchor.get("input", False), bool):
        return "the anchor's input must be true or false"
    weights = anchor.get("weights")
    if weights is not None and (problem := _weights_problem(weights, "the anchor's weight")):
        return problem
    role_weights = anchor.get("roleWeights")
    if role_weights is not None:
        if not isinstance(role_weights, dict):
            return "the anchor's roleWeights must be an object of weights by role"
        for role, values in role_weights.items():
            if problem := _weights_problem(values, f"the anchor's {role} weight"):
                return problem
    return None


def _search_problem(search: Any) -> str | None:
    """Why ``search`` is not a search of the file format (action type names and iterations), or None."""
    if search is None:
        return None
    if not isinstance(search, dict):
        return "field 'search' must be an object with actionTypes and iterations"
    types = search.get("actionTypes")
    if not isinstance(types, list) or not types or not all(isinstance(t, str) and t for t in types):
        return "the search's actionTypes must be a non-empty list of action type names"
    iterations = search.get("iterations")
    if isinstance(iterations, bool) or not isinstance(iterations, int) or not 1 <= iterations <= SEARCH_MAX_ITERATIONS:
        return f"the search's iterations must be a whole number from 1 to {SEARCH_MAX_ITERATIONS}, got {iterations!r}"
    if search.get("opponents", "policy") not in SEARCH_OPPONENTS:
        return f"the search's opponents must be 'policy' or 'heuristic', got {search.get('opponents')!r}"
    return None


def _weights_problem(weights: Any, what: str) -> str | None:
    """Why ``weights`` is not an object of finite numbers by name (``what`` names one value), or None."""
    if not isinstance(weights, dict):
        return f"{what}s must be an object of numbers by name"
    for name, value in weights.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            return f"{what} {name} must be a finite number, got {value!r}"
    return None


#: Hexadecimal text, two digits a byte (``bytes.fromhex`` alone would also skip whitespace).
_HEX = re.compile(r"(?:[0-9a-fA-F]{2})*")


def _encode(array: np.ndarray) -> str:
    return np.ascontiguousarray(array, dtype="<f4").tobytes().hex()


def _decode(text: Any, count: int, what: str, version: int, refuse) -> np.ndarray:
    """Float32 values from hexadecimal (version 2) or base64 (version 1) text."""
    kind = "hexadecimal" if version >= 2 else "base64"
    if not isinstance(text, str):
        raise refuse(f"{what} is not a {kind} string")
    if version >= 2 and not _HEX.fullmatch(text):
        raise refuse(f"{what} is not valid {kind}")
    try:
        raw = bytes.fromhex(text) if version >= 2 else base64.b64decode(text, validate=True)
    except ValueError as error:
        raise refuse(f"{what} is not valid {kind}") from error
    if len(raw) != 4 * count:
        raise refuse(f"{what} holds {len(raw)} bytes, expected {4 * count} ({count} float32 values)")
    return np.frombuffer(raw, dtype="<f4").astype(np.float32)
