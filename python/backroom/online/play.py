"""Plays one seat of a match to its end: ``play(url, match_id, token, choose)``."""

from __future__ import annotations

import time
from typing import Any, Callable, Optional, Sequence, Union

from ..errors import ConfigError
from ..policy import Policy
from .errors import MatchServerError
from .messages import ChatLine, State, Update
from .policy_chooser import PolicyChooser
from .session import Session

#: How often an act is sent again after a refusal that says "later" (``rate-limited``, ``conflict``).
RETRIES = 6

Choose = Callable[[dict, Sequence[Any]], Any]


def play(
    url: str,
    match_id: str,
    token: str,
    choose: Union[Choose, Policy],
    *,
    on_update: Optional[Callable[[Update], None]] = None,
    on_chat: Optional[Callable[[ChatLine], None]] = None,
    debug: bool = False,
    schema: Any = None,
    timeout: float = 300.0,
    cli: Optional[Sequence[str]] = None,
) -> dict:
    """Plays the seat whose ``token`` this is until the game ends, and returns the outcome.

    ``choose(view, legal)`` is called with the seat's view and its legal actions whenever it may
    act, on the latest state only, and returns one of ``legal`` (as it is: the game's JSON); a
    :class:`backroom.Policy` plays through the game's encoding (:class:`PolicyChooser`, with the
    match's options). Each act carries the version it was chosen at: when another seat acted first
    (a simultaneous step), the server refuses it (``stale-version``) and ``choose`` is asked again
    on the new state. A dropped socket is resumed with the token and unanswered acts are resent
    with their ids (see :class:`Session`). ``on_update`` sees every update, ``on_chat`` every chat
    line; ``debug`` checks every frame against the socket schema. ``timeout`` bounds each wait for
    the server, in seconds. The outcome is the game's (``scores``, ``winners``, ``ranks``, ``reason``).
    """
    with Session(url, match_id, token, debug=debug, schema=schema, timeout=timeout) as session:
        chooser: Choose
        owned: Optional[PolicyChooser] = None
        if isinstance(choose, Policy):
            game, players = session.match.get("game"), session.match.get("players")
            if (choose.game, choose.players) != (game, players):
                raise ConfigError(
                    f"the policy plays {choose.game} at {choose.players} players, the match is {game} at {players}",
                    "policy",
                )
            owned = chooser = PolicyChooser(choose, session.match.get("options"), cli)
        else:
            chooser = choose
        try:
            for update in session:
                if on_update is not None:
                    on_update(update)
                if isinstance(update, ChatLine) and on_chat is not None:
                    on_chat(update)
                if not isinstance(update, State):
                    continue
                if update.outcome is not None:
                    return update.outcome
                # A state already followed by a newer one (or by an act of ours) is no moment to choose.
                if update.legal and session.is_current(update):
                    _take_turn(session, update, chooser)
        finally:
            if owned is not None:
                owned.close()
    raise MatchServerError("closed", "the session closed before the game ended")


def _take_turn(session: Session, state: State, choose: Choose) -> None:
    """Chooses and sends one action for ``state``; a stale legal list is left for the next state."""
    action = choose(state.view, state.legal)
    if action not in state.legal:
        raise ValueError(f"choose returned {action!r}, which is not one of the legal actions")
    for attempt in range(RETRIES):
        try:
            session.act(action, expected_version=state.version)
            return
        except MatchServerError as refused:
            if refused.code == "stale-version":
                return  # someone acted first: the next state brings the legal actions to choose from
            if refused.code not in ("rate-limited", "conflict") or attempt == RETRIES - 1:
                raise
            time.sleep(0.25 * 2**attempt)
