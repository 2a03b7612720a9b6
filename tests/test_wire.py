"""Wire codecs: states, events, prompts, configs and saves survive plain data + msgpack exactly, and a
decoded state plays on exactly like the original."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import Driver, examples, play_until, variant_config, walk

from game.config import EXPANSIONS, GameConfig, max_players
from game.engine import apply, new_game
from game.events import Event
from game.prompts import Prompt
from game.replay import Recorder, load, load_file, save_file
from game.state import GameState
from game.wire import (
    event_from_wire,
    event_to_wire,
    pack,
    state_from_wire,
    state_hash,
    state_to_wire,
    unpack,
)

players = st.integers(min_value=3, max_value=max_players(EXPANSIONS))  # past five: with colour expansions
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _through_msgpack(state: GameState) -> GameState:
    return state_from_wire(unpack(pack(state_to_wire(state))))


def _assert_exact(state: GameState) -> None:
    wire = state_to_wire(state)
    blob = pack(wire)
    back = state_from_wire(unpack(blob))
    # msgpack tells ints from bools and floats, so equal bytes mean equal values of equal types
    assert pack(state_to_wire(back)) == blob
    assert back == state
    assert state_hash(back) == state_hash(state)
    # the wire form is JSON-safe too
    assert state_from_wire(json.loads(json.dumps(wire))) == state


@settings(max_examples=examples(25), deadline=None)
@given(players=players, seed=seeds)
def test_state_round_trips_exactly_at_every_point(players: int, seed: int) -> None:
    config = variant_config(players, seed)
    state, _ = new_game(config)
    _assert_exact(state)
    for state, _, _ in walk(config):
        _assert_exact(state)


@settings(max_examples=examples(25), deadline=None)
@given(players=players, seed=seeds, cut=st.integers(min_value=1, max_value=300))
def test_play_continues_identically_from_a_decoded_state(players: int, seed: int, cut: int) -> None:
    config = variant_config(players, seed)
    driver = Driver(players, seed)
    state = play_until(config, driver, cut)
    decoded = _through_msgpack(state)
    for _, action, events in walk(config, state, driver):
        got = apply(decoded, action)
        assert state_hash(decoded) == state_hash(state)
        assert [e.to_dict() for e in got] == [e.to_dict() for e in events]
    assert decoded.over == state.over and decoded.winners == state.winners


def _same_event(a: Event, b: Event) -> bool:
    return pack(event_to_wire(a)) == pack(event_to_wire(b)) and a.to == b.to and a.kind == b.kind


@settings(max_examples=examples(20), deadline=None)
@given(players=players, seed=seeds)
def test_events_and_prompts_round_trip(players: int, seed: int) -> None:
    config = variant_config(players, seed)
    kinds: set[str] = set()
    for state, _, events in walk(config):
        for e in events:
            wire = event_to_wire(e)
            back = event_from_wire(unpack(pack(wire)))
            assert _same_event(back, e)
            assert event_from_wire(json.loads(json.dumps(wire))).to_dict() == e.to_dict()
            kinds.add(e.kind)
        for p in state.prompts:
            back_p = Prompt.from_dict(unpack(pack(p.to_dict())))
            assert back_p == p
            assert back_p.to_dict() == p.to_dict()
    assert "game_over" in kinds


def test_private_event_keeps_its_audience() -> None:
    secret = Event("drew_cards", {"seat": 2, "cards": [3, 4]}, (2,))
    host_only = Event("x", {}, ())
    public = Event("drew", {"seat": 2, "count": 2})
    for e in (secret, host_only, public):
        back = event_from_wire(unpack(pack(event_to_wire(e))))
        assert back == e
        assert [back.visible_to(s) for s in (None, 0, 2)] == [e.visible_to(s) for s in (None, 0, 2)]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", range(6))
def test_config_round_trips(players: int, seed: int) -> None:
    config = variant_config(players, seed)
    back = GameConfig.from_dict(unpack(pack(config.to_dict())))
    assert back == config
    assert GameConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config


def test_config_with_aliens_round_trips() -> None:
    config = variant_config(3, 1)
    data: dict[str, Any] = config.to_dict()
    data["aliens"] = ["Virus", None, "Oracle"]
    data["alien_mode"] = "fixed"
    back = GameConfig.from_dict(unpack(pack(data)))
    assert back.aliens == ("Virus", None, "Oracle")
    assert back.to_dict() == data


def _recorded(players: int, seed: int, stop: int | None = None) -> Recorder:
    config = variant_config(players, seed)
    rec = Recorder(config)
    driver = Driver(players, seed)
    while not rec.state.over and (stop is None or len(rec.actions) < stop):
        rec.apply(driver.next_action(rec.state))
    return rec


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3), (4, 10)])
def test_finished_game_save_file_round_trip(tmp_path: Path, players: int, seed: int) -> None:
    rec = _recorded(players, seed)
    path = tmp_path / "game.json"
    save_file(rec, path)
    assert not list(tmp_path.glob("*.tmp"))
    back = load_file(path)
    assert state_hash(back.state) == state_hash(rec.state)
    assert back.state.over and back.state.winners == rec.state.winners
    assert back.save() == rec.save()


@pytest.mark.parametrize(("players", "seed", "stop"), [(3, 4, 1), (4, 5, 77), (5, 6, 160)])
def test_saved_mid_game_resumes_and_plays_on_identically(
    tmp_path: Path, players: int, seed: int, stop: int
) -> None:
    rec = _recorded(players, seed, stop)
    path = tmp_path / "mid.json"
    save_file(rec, path)
    back = load_file(path)
    assert back.state == rec.state
    driver = Driver(players, seed + 99)
    while not rec.state.over:
        action = driver.next_action(rec.state)
        rec.apply(action)
        back.apply(action)
        assert state_hash(back.state) == state_hash(rec.state)
    assert load(json.loads(json.dumps(back.save()))).state == rec.state
