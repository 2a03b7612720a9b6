"""The state hash of fixed-seed games, after every action, is what it was before the encounter's
modifiers became a typed record (issue 18): old saves' checkpoints and host journals still verify.

``tests/data/state_hashes.json`` was recorded on main before the change (``python -m tests.test_state_hashes``
writes it again; do so only for a deliberate change of the state's plain form). Game 6/43 meets the Seeker
Wild against a Miser's hoard, a rule fixed after the recording (the show names the hoard): its hashes were
recorded again on the build before the record with only that fix applied, so they still check the plain
form against the old code."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest

from game.config import GameConfig
from game.engine import new_game
from game.replay import load_file
from game.wire import state_from_wire, state_hash, state_to_wire
from tests.support import variant_config, walk

DATA = Path(__file__).parent / "data" / "state_hashes.json"
ACTIONS = 1500  # per game: enough for many encounters, short enough for the suite

INCURSION: dict[str, object] = {"expansions": ("incursion",)}  # Cosmic Incursion, as the old switch wrote it

# (players, seed, options laid over variant_config's): random aliens, tech, hidden powers, rewards, powers=2
GAMES: list[tuple[int, int, dict[str, object]]] = [
    (3, 0, {}),
    (4, 1, {}),
    (5, 3, {}),
    (6, 7, {}),
    (4, 11, {"alien_mode": "random", "tech": True, "powers": 2}),
    (5, 12, {"alien_mode": "random", "hidden_powers": True, **INCURSION, "rewards": "deck"}),
    (6, 13, {"alien_mode": "random", "tech": True, "hidden_powers": True, "powers": 2, "rewards": "common"}),
    (3, 14, {"alien_mode": "random", "powers": 2, "flares": True, **INCURSION, "rewards": "deck"}),
    (5, 15, {"alien_mode": "random", "tech": True, "flares": True}),
    (4, 16, {"alien_mode": "random", "hidden_powers": True, "powers": 2, "flares": True}),
] + [  # more random aliens, so that most powers and their modifiers take part
    (
        3 + seed % 4,
        seed,
        {"alien_mode": "random", "flares": True, "powers": 1 + seed % 2, "tech": seed % 3 == 0},
    )
    for seed in range(20, 50)
]


def game_config(players: int, seed: int, options: dict[str, object]) -> GameConfig:
    """The table of one recorded game."""
    return dataclasses.replace(variant_config(players, seed), **options)  # type: ignore[arg-type]


def hashes(players: int, seed: int, options: dict[str, object]) -> list[str]:
    """The state hash after each action of one game (its first ``ACTIONS`` actions)."""
    config = game_config(players, seed, options)
    start, _ = new_game(config)
    out = [state_hash(start)]
    for state, _, _ in walk(config, start):
        out.append(state_hash(state))
        if state.actions >= ACTIONS:
            break
    return out


def _key(players: int, seed: int) -> str:
    return f"{players}/{seed}"


@pytest.mark.parametrize(("players", "seed", "options"), GAMES, ids=[_key(p, s) for p, s, _ in GAMES])
def test_state_hashes_are_those_recorded_before_the_record(
    players: int, seed: int, options: dict[str, object]
) -> None:
    recorded = json.loads(DATA.read_text())[_key(players, seed)]
    config = game_config(players, seed, options)
    state, _ = new_game(config)
    assert state_hash(state) == recorded[0]
    for _ in walk(config, state):
        i = state.actions
        assert state_hash(state) == recorded[i], f"first difference after action {i}"
        if i % 50 == 0:  # the plain form reads back into the same state
            assert state_to_wire(state_from_wire(state_to_wire(state))) == state_to_wire(state)
        if i >= ACTIONS or i + 1 >= len(recorded):
            break
    assert state.actions + 1 == len(recorded)


def record() -> None:
    """Write the recorded hashes (run on the code whose hashes are the reference)."""
    DATA.parent.mkdir(exist_ok=True)
    data = {_key(p, s): hashes(p, s, o) for p, s, o in GAMES}
    lines = [f"{json.dumps(key)}: {json.dumps(value, separators=(',', ':'))}" for key, value in data.items()]
    DATA.write_text("{\n" + ",\n".join(lines) + "\n}\n")  # a game a line
    print({k: len(v) for k, v in data.items()}, file=sys.stderr)


if __name__ == "__main__":
    record()


@pytest.mark.parametrize("name", ["save_6_13_main.json", "save_6_39_main.json"])
def test_saves_made_before_the_record_load_and_verify(name: str) -> None:
    rec = load_file(DATA.parent / name)  # replays the log and checks every checkpoint's hash
    assert rec.actions


def test_a_state_saved_before_the_record_reads_back_the_same() -> None:
    data = json.loads((DATA.parent / "state_main.json").read_text())
    state = state_from_wire(data)
    assert state_to_wire(state) == data
    assert state_hash(state_from_wire(state_to_wire(state))) == state_hash(state)
