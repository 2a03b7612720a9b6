"""The sixth player (Cosmic Incursion, "Adding a Sixth Player"): the ``incursion`` switch, a six-player
setup (orange's destiny cards, ships and planets; all twelve dealt flares in the cosmic deck), the refusals
without the switch, and random six-player games that end with conservation and secrecy intact."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import examples, variant_config, walk
from test_view_secrecy import _states, check_events, check_prompts

from game.cards.catalog import (
    CARD_KIND,
    DESTINY,
    DESTINY_COLOUR,
    DESTINY_HAZARD,
    FLARE,
    table_flares,
)
from game.config import (
    COLOURS,
    MAX_PLAYERS,
    MAX_PLAYERS_INCURSION,
    GameConfig,
    SeatConfig,
    default_config,
    max_players,
)
from game.deck import HAND_SIZE
from game.determinize import scramble
from game.engine import new_game
from game.errors import ConfigError
from game.invariants import card_census, check_invariants
from game.rng import Rng
from game.sim import random_game
from game.view import view_for
from main import main

ORANGE = COLOURS.index("orange")


def _flares(state: object) -> int:
    cards = state.deck + [c for hand in state.hands for c in hand]  # type: ignore[attr-defined]
    return sum(1 for c in cards if CARD_KIND[c] == FLARE)


def test_the_switch_and_the_table_sizes() -> None:
    assert (MAX_PLAYERS, MAX_PLAYERS_INCURSION) == (5, 6)
    assert max_players(False) == 5 and max_players(True) == 6
    assert COLOURS[5] == "orange"
    assert GameConfig(seats=default_config(5).seats).incursion is False  # off unless asked for
    config = default_config(6, seed=4, incursion=True)
    assert [s.colour for s in config.seats] == list(COLOURS[:6])
    assert GameConfig.from_dict(json.loads(json.dumps(config.to_dict()))) == config
    with pytest.raises(ConfigError, match="incursion must be bool"):
        GameConfig.from_dict({**config.to_dict(), "incursion": "yes"})


def test_six_players_are_refused_without_the_switch() -> None:
    with pytest.raises(
        ConfigError, match=r"3 to 5 players, not 6 \(a sixth player needs one of Cosmic Incursion"
    ):
        default_config(6)
    seats = tuple(SeatConfig(c.capitalize(), c) for c in COLOURS[:6])
    with pytest.raises(ConfigError, match="needs one of Cosmic Incursion"):
        GameConfig(seats=seats)
    with pytest.raises(ConfigError, match="3 to 6 players, not 7"):
        default_config(7, incursion=True)


def test_orange_is_refused_without_the_switch() -> None:
    seats = (SeatConfig("A", "red"), SeatConfig("B", "blue"), SeatConfig("C", "orange"))
    with pytest.raises(ConfigError, match="orange needs the Cosmic Incursion expansion"):
        GameConfig(seats=seats)
    with_it = GameConfig(seats=seats, expansions=("incursion",))
    assert with_it.players == 3 and with_it.incursion  # with it, orange sits at any table
    with pytest.raises(ConfigError, match="unknown colour 'black'"):
        GameConfig(seats=(*seats[:2], SeatConfig("C", "black")), expansions=("incursion",))


@pytest.mark.parametrize("aliens", ["none", "random", "choose"])
def test_a_six_player_setup(aliens: str) -> None:
    state, _ = new_game(default_config(6, seed=21, alien_mode=aliens, incursion=True))
    per, n = state.config.planets_per_player, state.n
    assert n == 6 and per == 5
    # six home systems of five planets, four ships of their owner on each
    assert state.planet_home == [s for s in range(6) for _ in range(5)]
    for planet in range(n * per):
        home = state.planet_home[planet]
        assert [state.ships[planet * n + s] for s in range(n)] == [4 if s == home else 0 for s in range(n)]
    # orange's three destiny cards (one with the hazard mark, as every colour's) are in the destiny deck
    orange = [c for c in state.destiny_deck if DESTINY[c] == (DESTINY_COLOUR, ORANGE)]
    assert len(orange) == 3 and sum(DESTINY_HAZARD[c] for c in orange) == 1
    colours = {int(DESTINY[c][1]) for c in state.destiny_deck if DESTINY[c][0] == DESTINY_COLOUR}
    assert colours == set(range(6))  # and no black or white
    assert len(state.destiny_deck) == 6 * 3 + 2 + 3
    # all twelve dealt flares go into the cosmic deck (two per player; no top-up needed past ten)
    assert _flares(state) == 12
    assert all(len(hand) == HAND_SIZE for hand in state.hands)
    assert len(state.deck) + 6 * HAND_SIZE == 72 + 12
    assert len(state.unused_flares) == 50 + 20 - 12  # the Incursion aliens' flares join the pool
    if aliens == "choose":
        dealt = state.extra["dealt"]
        assert len(dealt) == 6 and len({a for pair in dealt for a in pair}) == 12
    assert check_invariants(state) == []
    assert set(card_census(state).values()) == {1}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_flare_count_grows_with_the_table(players: int) -> None:
    """Two flares dealt per player go in, topped up to ten: 10 for three to five players, 12 for six."""
    for aliens in ("none", "random", "choose"):
        config = default_config(players, seed=players, alien_mode=aliens, incursion=players == 6)
        state, _ = new_game(config)
        assert _flares(state) == max(10, 2 * players)
    state, _ = new_game(default_config(6, seed=1, flares=False, incursion=True))
    assert _flares(state) == 0 and len(state.unused_flares) == 70  # base and Incursion flares


def test_the_switch_brings_the_incursion_flares_and_only_then() -> None:
    """Without the expansion its aliens' flares are nowhere in the game; with it each is somewhere."""
    incursion_flares = set(table_flares(True)) - set(table_flares(False))
    assert len(incursion_flares) == 20
    for on in (False, True):
        state, _ = new_game(default_config(5, seed=31, alien_mode="random", incursion=on))
        census = card_census(state)
        assert all(census[c] == (1 if on else 0) for c in incursion_flares)
        assert check_invariants(state) == []


@pytest.mark.parametrize("aliens", ["none", "random", "choose"])
def test_random_six_player_games_end(aliens: str) -> None:
    for seed in range(3):
        result = random_game(6, 100 + seed, aliens=aliens)  # six players turn the expansion on by themselves
        assert result.finished and result.winners
        assert result.state is not None and result.state.config.incursion
        assert check_invariants(result.state) == []


seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=examples(10), deadline=None)
@given(seed=seeds, variants=st.booleans())
def test_six_player_games_end_and_keep_the_invariants(seed: int, variants: bool) -> None:
    config = variant_config(6, seed, variants)
    assert config.incursion and config.players == 6
    state, _ = new_game(config)
    assert check_invariants(state) == []
    for state, action, _ in walk(config):
        problems = check_invariants(state)
        assert problems == [], f"after action {state.actions} {action!r}: {problems}"
    assert state.over and state.winners


@settings(max_examples=examples(4), deadline=None)
@given(seed=seeds)
def test_six_player_games_keep_their_secrets(seed: int) -> None:
    r = Rng(seed)
    for before, after, _, events in _states(6, seed):
        check_events(before, after, events)
        check_prompts(after)
        if after.actions % 7 == 0:
            for seat in [None, *range(6)]:
                assert view_for(scramble(after, seat, r), seat) == view_for(after, seat), seat


def test_the_command_line_wants_the_switch_for_six(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "6", "--games", "1"])
    assert "--incursion" in capsys.readouterr().err
    assert main(["simulate", "--players", "6", "--incursion", "--games", "2", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["errors"] == 0 and len(out["wins_per_seat"]) == 6
    assert main(["watch", "--players", "6", "--incursion", "--seed", "5"]) == 0
    assert "--incursion" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["watch", "--players", "6"])
    with pytest.raises(SystemExit):
        main(["tournament", "--players", "6", "--seats", "easy,easy,easy,random,random,random"])
    capsys.readouterr()
    args = ["tournament", "--players", "6", "--incursion", "--games", "2", "--json"]
    assert main([*args, "--seats", "easy,easy,easy,random,random,random"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["players"] == 6 and summary["errors"] == 0
