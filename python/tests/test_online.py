"""backroom.online against a real ``backroom serve``: whole games of every title with server bots,
a policy that plays exactly as the server's own ``policy:<file>`` bot, a session that survives cut
connections without applying an act twice, and the refusals. Every frame is checked against the
published socket schema (``debug=True``)."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import backroom
from backroom import online
from match_server import MatchServer, Relay

# Short games (as test/server/short-matches.ts plays them): two Python seats, the rest the server's bots.
GAMES = {
    "tiefe-taschen": (4, {"bankruptcyDepth": 60, "negotiationLimit": 4}, [None, "random", None, "heuristic"]),
    "kohle-kies-knete": (3, {"maxTurns": 8, "negotiationLimit": 4}, [None, None, "heuristic"]),
    "campaign": (3, {"maxRounds": 3}, [None, "heuristic", None]),
    "slush-fund": (3, {}, [None, None, "heuristic"]),
}


def _policies(folder: Path) -> dict:
    """Small untrained policies for the policy tests, saved under ``folder``: a plain one and an anchored one."""
    made = {}
    with online.Encoder("slush-fund", 3) as encoder:
        plain = backroom.Policy.random(
            "slush-fund", 3, encoder.encoding_version, [encoder.observation_size, 8, encoder.num_actions], seed=5
        )
    with online.Encoder("campaign", 2) as encoder:
        sizes = [encoder.observation_size + encoder.num_actions, 8, encoder.num_actions]
        untrained = backroom.Policy.random("campaign", 2, encoder.encoding_version, sizes, seed=6, activation="tanh")
        anchored = backroom.Policy(
            "campaign",
            2,
            encoder.encoding_version,
            untrained.layers,
            "tanh",
            anchor={"bot": "heuristic", "bonus": 0.3, "input": True},
        )
    for name, policy in (("slush-fund.json", plain), ("campaign-anchored.json", anchored)):
        path = folder / name
        policy.save(path)
        made[name] = (policy, str(path))
    return made


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """One server for the module, serving the test policies as ``policy:<path>`` bots."""
    policies = _policies(tmp_path_factory.mktemp("policies"))
    args = [arg for _, path in policies.values() for arg in ("--policy", path)]
    server = MatchServer(args)
    try:
        yield server, policies
    finally:
        server.stop()


def _random_chooser(seed: str, calls: list):
    rng = random.Random(seed)

    def choose(view, legal):
        calls.append(len(legal))
        return legal[rng.randrange(len(legal))]

    return choose


@pytest.mark.parametrize("game", sorted(GAMES))
def test_plays_a_whole_game_of_each_title_against_server_bots(served, game):
    server, _ = served
    players, options, seats = GAMES[game]
    created = online.create_match(server.url, game, seats=seats, options=options, seed=f"online/{game}")
    assert created["players"] == players
    people = [seat for seat, bot in enumerate(seats) if bot is None]
    joined = [online.join(server.url, created["id"], seat=seat, name=f"py{seat}") for seat in people]
    assert [j.seat for j in joined] == people
    calls = {seat.seat: [] for seat in joined}
    with ThreadPoolExecutor(len(joined)) as pool:
        outcomes = list(
            pool.map(
                lambda j: online.play(
                    server.url, j.match_id, j.token, _random_chooser(f"{game}/{j.seat}", calls[j.seat]), debug=True
                ),
                joined,
            )
        )
    assert outcomes[0] == outcomes[1]
    outcome = outcomes[0]
    assert set(outcome) >= {"scores", "winners", "ranks", "reason"}
    assert len(outcome["scores"]) == players
    summary = online.match(server.url, created["id"])
    assert summary["status"] == "finished"
    record = online.record(server.url, created["id"])
    assert len(record["actions"]) == summary["version"]
    # Every person's decision was played (none lost, none twice); the bots made the rest.
    by_seat = {seat: sum(1 for action in record["actions"] if action["player"] == seat) for seat in people}
    for seat in people:
        assert 0 < by_seat[seat] <= len(calls[seat])
    assert sum(by_seat.values()) < len(record["actions"])


@pytest.mark.parametrize(
    "game, players, name, bots",
    [
        ("slush-fund", 3, "slush-fund.json", ["heuristic", "heuristic"]),
        ("campaign", 2, "campaign-anchored.json", ["heuristic"]),
    ],
)
def test_a_policy_plays_online_as_the_engine_plays_its_file(served, game, players, name, bots):
    server, policies = served
    policy, path = policies[name]
    seed = f"online/policy/{name}"
    # The policy in Python at seat 0, through the encoding.
    created = online.create_match(server.url, game, seats=[None, *bots], seed=seed)
    seat = online.join(server.url, created["id"], seat=0)
    outcome = online.play(server.url, seat.match_id, seat.token, policy, debug=True)
    # The same match with the server's own bot playing the same file at seat 0.
    twin = online.create_match(server.url, game, seats=[f"policy:{path}", *bots], seed=seed)
    with online.Session(server.url, twin["id"], debug=True) as watcher:
        final = next(u for u in watcher if isinstance(u, online.State) and u.finished)
    assert final.outcome == outcome
    ours, theirs = online.record(server.url, created["id"]), online.record(server.url, twin["id"])
    assert ours["actions"] == theirs["actions"]
    assert sum(1 for action in ours["actions"] if action["player"] == 0) > 10


def test_a_policy_for_another_game_is_refused(served):
    server, policies = served
    policy, _ = policies["slush-fund.json"]
    created = online.create_match(server.url, "campaign", seats=[None, "random"], seed="online/refused")
    seat = online.join(server.url, created["id"], seat=0)
    with pytest.raises(backroom.ConfigError, match="slush-fund"):
        online.play(server.url, seat.match_id, seat.token, policy)


def test_a_session_resumes_after_cut_connections_and_applies_every_act_once(served):
    server, _ = served
    relay = Relay(server.port)
    created = online.create_match(server.url, "slush-fund", seats=[None, "heuristic", "random"], seed="online/cut")
    seat = online.join(server.url, created["id"], seat=0, name="Ada")
    rng = random.Random(7)
    accepted, heard = [], []
    try:
        with online.Session(relay.url, seat.match_id, seat.token, debug=True) as session:
            assert session.seat == 0 and session.match["id"] == created["id"]
            said = session.chat("good luck")
            assert (said.sender, said.to, said.text) == (0, None, "good luck")
            decisions = 0
            for update in session:
                if isinstance(update, online.ChatLine):
                    heard.append(update.text)
                if not isinstance(update, online.State) or not session.is_current(update):
                    continue
                if update.finished:
                    break
                if not update.legal:
                    continue
                decisions += 1
                if decisions == 3:
                    relay.cut_after_next_send()  # the act reaches the server, its answer is lost
                elif decisions == 6:
                    relay.cut()  # the act is sent into a dead connection
                version = session.act(update.legal[rng.randrange(len(update.legal))])
                accepted.append(version)
            assert session.reconnects >= 2
            assert relay.cuts >= 2
    finally:
        relay.close()
    assert heard == ["good luck"]
    record = online.record(server.url, created["id"])
    mine = [version for version, action in enumerate(record["actions"], 1) if action["player"] == 0]
    assert sorted(accepted) == mine
    assert len(set(accepted)) == len(accepted) > 6


def test_stale_acts_are_refused_with_the_current_version(served):
    server, _ = served
    created = online.create_match(server.url, "slush-fund", seats=[None, None, "random"], seed="online/stale")
    seats = [online.join(server.url, created["id"], seat=s) for s in (0, 1)]
    sessions = [online.Session(server.url, s.match_id, s.token, debug=True) for s in seats]
    try:
        for session in sessions:
            while session.latest is None:
                session.next()
        actor = next(s for s in sessions if s.latest.legal)
        first = actor.latest
        assert first.version == 0
        assert actor.act(first.legal[0], expected_version=0) == 1
        with pytest.raises(online.MatchServerError) as refused:
            actor.act(first.legal[-1], expected_version=0)
        assert (refused.value.code, refused.value.version) == ("stale-version", 1)
        assert online.match(server.url, created["id"])["version"] == 1
    finally:
        for session in sessions:
            session.close()


def test_refusals_carry_the_servers_codes(served):
    server, _ = served
    created = online.create_match(server.url, "slush-fund", seats=[None, "random", "random"], seed="online/no")
    online.join(server.url, created["id"], seat=0)
    with pytest.raises(online.MatchServerError) as taken:
        online.join(server.url, created["id"], seat=0)
    assert (taken.value.code, taken.value.status) == ("seat-taken", 409)
    with pytest.raises(online.MatchServerError) as unknown:
        online.create_match(server.url, "chess")
    assert unknown.value.code == "unknown-game"
    with pytest.raises(ValueError, match="seats"):
        online.create_match(server.url, "slush-fund", players=4, seats=[None, "random"])
    with pytest.raises(online.MatchServerError) as bad_token:
        online.Session(server.url, created["id"], "not-a-token")
    assert bad_token.value.code == "bad-token"
    with online.Session(server.url, created["id"]) as watching:
        assert watching.seat is None
        with pytest.raises(online.MatchServerError, match="spectator"):
            watching.act({"type": "pass", "player": 0})


def test_debug_mode_refuses_a_frame_that_breaks_the_schema():
    validator = online.FrameValidator()
    draw = {"type": "draw", "player": 0}  # a Slush Fund action: the schema knows every game's
    validator.check_sent({"type": "act", "token": "t", "action": draw, "ref": 1, "expectedVersion": 3})
    with pytest.raises(online.ProtocolError, match="expectedVersion"):
        validator.check_sent({"type": "act", "token": "t", "action": draw, "expectedVersion": -1})
    with pytest.raises(online.ProtocolError, match="action"):
        validator.check_sent({"type": "act", "token": "t", "action": {"type": "no-such-action", "player": 0}})
    with pytest.raises(online.ProtocolError):
        validator.check_received({"type": "state", "version": 1})
    validator.check_received({"type": "error", "code": "stale-version", "message": "m", "ref": 2, "version": 4})


def test_the_encoder_maps_each_legal_action_to_its_index(served):
    server, _ = served
    created = online.create_match(server.url, "slush-fund", seats=[None, "random", "random"], seed="online/enc")
    seat = online.join(server.url, created["id"], seat=0)
    with online.Session(server.url, seat.match_id, seat.token) as session:
        state = next(u for u in session if isinstance(u, online.State) and u.legal)
    with online.Encoder("slush-fund", 3) as encoder:
        encoded = encoder.encode(state.view, state.legal)
        assert encoded.observation.shape == (encoder.observation_size,)
        assert encoded.action_mask.sum() == len(state.legal) == len(set(encoded.legal_indices.tolist()))
        for position, index in enumerate(encoded.legal_indices):
            assert encoded.action_mask[index] == 1
            assert encoded.action(int(index), state.legal) is state.legal[position]
        with pytest.raises(ValueError):
            encoded.action(int(encoded.action_mask.argmin()), state.legal)
        with pytest.raises(backroom.RuleError, match="no index"):
            encoder.encode(state.view, [{"type": "no-such-action", "player": 0}])
        with pytest.raises(backroom.BackroomError, match="spectator"):
            encoder.encode({**state.view, "viewer": None}, state.legal)

