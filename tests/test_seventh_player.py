"""Expansions as a list and the black player (Cosmic Conflict; docs/rules.md, "Cosmic Conflict: the black
player"): ``GameConfig.expansions``, the table sizes (five, six with one colour expansion, seven with both),
black's destiny cards, ships and planets, two flares per player in the deck, Conflict aliens only with the
expansion, old "incursion" configs still loading, the command line, and random seven-player games that end
with conservation and secrecy intact."""

from __future__ import annotations

import dataclasses
import itertools
import json
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import examples, variant_config, walk
from test_view_secrecy import _states, check_events, check_prompts

from game import hooks
from game.cards.catalog import (
    CARD_KIND,
    DESTINY,
    DESTINY_COLOUR,
    DESTINY_HAZARD,
    FLARE,
    LARGE_GROUP_CARDS,
    table_flares,
)
from game.config import (
    ALLIANCE,
    COLOURS,
    CONFLICT,
    EXPANSIONS,
    INCURSION,
    MAX_PLAYERS,
    GameConfig,
    SeatConfig,
    default_config,
    expansions_for,
    max_players,
    table_colours,
)
from game.deck import HAND_SIZE
from game.determinize import scramble
from game.engine import new_game
from game.errors import ConfigError
from game.events import Event
from game.invariants import card_census, check_invariants
from game.phases import setup
from game.rng import Rng
from game.sim import random_game
from game.view import view_for
from main import main

BOTH = (CONFLICT, INCURSION)


def _flares(state: object) -> int:
    cards = state.deck + [c for hand in state.hands for c in hand]  # type: ignore[attr-defined]
    cards += hooks.held_cards(state)  # type: ignore[arg-type]  # set aside at setup (Miser's hoard, Cryo)
    return sum(1 for c in cards if CARD_KIND[c] == FLARE)


def _seats(*colours: str) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(c.capitalize(), c) for c in colours)


# -- the table's size and colours -------------------------------------------------------------------


def test_each_colour_expansion_adds_a_colour_and_a_seat() -> None:
    assert EXPANSIONS[:2] == (INCURSION, CONFLICT)  # then Cosmic Alliance (test_eighth_player.py)
    assert table_colours(()) == ("red", "blue", "purple", "yellow", "green")
    assert table_colours((INCURSION,)) == (*table_colours(()), "orange")
    assert table_colours((CONFLICT,)) == (*table_colours(()), "black")
    assert table_colours(BOTH) == (*table_colours(()), "orange", "black")
    assert [max_players(t) for t in ((), (INCURSION,), (CONFLICT,), BOTH)] == [5, 6, 6, 7]
    assert max_players(True) == 6 and table_colours(False) == table_colours(())  # the old switch, as a bool
    assert expansions_for(5) == () and expansions_for(6) == (INCURSION,) and expansions_for(7) == BOTH
    assert expansions_for(6, [CONFLICT]) == (CONFLICT,)  # black is enough for a sixth seat


def test_seven_players_need_both_colour_expansions() -> None:
    for one in ((INCURSION,), (CONFLICT,)):
        with pytest.raises(ConfigError, match=r"3 to 6 players, not 7 \(a seventh player needs two of"):
            default_config(7, expansions=one)
    with pytest.raises(ConfigError, match="3 to 5 players, not 7"):
        default_config(7)
    config = default_config(7, seed=2, expansions=[INCURSION, CONFLICT])
    assert config.expansions == BOTH and config.incursion and config.conflict
    assert [s.colour for s in config.seats] == list(table_colours(BOTH))
    with pytest.raises(ConfigError, match="3 to 7 players, not 8"):
        default_config(8, expansions=BOTH)


def test_black_is_refused_without_cosmic_conflict() -> None:
    seats = _seats("red", "blue", "black")
    for table in ((), (INCURSION,)):
        with pytest.raises(ConfigError, match=r"unknown colour 'black'.*black needs the Cosmic Conflict"):
            GameConfig(seats=seats, expansions=table)
    assert GameConfig(seats=seats, expansions=(CONFLICT,)).players == 3  # with it, black sits at any table
    six = default_config(6, expansions=(CONFLICT,))  # a sixth seat with black alone: no orange
    assert [s.colour for s in six.seats][5] == "black" and not six.incursion
    with pytest.raises(ConfigError, match="orange needs the Cosmic Incursion"):
        GameConfig(seats=_seats("red", "orange", "black"), expansions=(CONFLICT,))


@pytest.mark.interpreted_only  # hands the config a string and a list where it declares tuples
def test_expansion_names_are_checked_and_kept_in_one_order() -> None:
    seats = _seats("red", "blue", "green")
    with pytest.raises(ConfigError, match="unknown expansion 'storm'"):
        GameConfig(seats=seats, expansions=("storm",))
    with pytest.raises(ConfigError, match="expansions must be a list"):
        GameConfig(seats=seats, expansions="conflict")  # type: ignore[arg-type]
    config = GameConfig(seats=seats, expansions=[INCURSION, CONFLICT, INCURSION])  # type: ignore[arg-type]
    assert config.expansions == BOTH  # sorted, once each: the same table compares and saves the same


# -- saves and the wire -----------------------------------------------------------------------------------


def test_a_table_without_conflict_writes_the_old_switch_and_nothing_else() -> None:
    for incursion in (False, True):
        data = default_config(5, seed=9, incursion=incursion).to_dict()
        assert data["incursion"] is incursion and "expansions" not in data
        keys = list(data)
        assert keys[keys.index("alien_pool") + 1 : keys.index("alien_pool") + 3] == ["incursion", "rewards"]


def test_a_conflict_table_adds_its_list_and_round_trips() -> None:
    for table in ((CONFLICT,), BOTH):
        config = default_config(6, seed=4, expansions=table)
        data = json.loads(json.dumps(config.to_dict()))
        assert data["incursion"] is (INCURSION in table) and data["expansions"] == list(table)
        assert GameConfig.from_dict(data) == config


def test_old_configs_with_the_incursion_switch_still_load() -> None:
    old = default_config(6, seed=3, incursion=True).to_dict()
    assert GameConfig.from_dict(old).expansions == (INCURSION,)
    assert GameConfig.from_dict({**old, "seats": old["seats"][:5], "incursion": False}).expansions == ()
    without = {k: v for k, v in old.items() if k != "incursion"}  # older still: no switch at all
    assert GameConfig.from_dict({**without, "seats": old["seats"][:4]}).expansions == ()
    with pytest.raises(ConfigError, match=r"incursion and config\.expansions disagree"):
        GameConfig.from_dict({**old, "incursion": False, "expansions": ["incursion"]})
    with pytest.raises(ConfigError, match=r"config\.expansions must be a list"):
        GameConfig.from_dict({**old, "expansions": "conflict"})


# -- the seven-player setup ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [7, 8])
@pytest.mark.parametrize("aliens", ["none", "random", "choose"])
def test_a_seven_or_eight_player_setup(players: int, aliens: str) -> None:
    table = expansions_for(players)  # seven: Incursion and Conflict; eight: and Alliance
    state, _ = new_game(default_config(players, seed=21, alien_mode=aliens, expansions=table))
    per, n = state.config.planets_per_player, state.n
    assert n == players and per == 5
    # a home system of five planets per player, four ships of their owner on each; the last colour's last
    assert state.planet_home == [s for s in range(n) for _ in range(5)]
    for planet in range(n * per):
        home = state.planet_home[planet]
        assert [state.ships[planet * n + s] for s in range(n)] == [4 if s == home else 0 for s in range(n)]
    assert state.config.seats[n - 1].colour == COLOURS[n - 1] == ("black", "white")[n - 7]
    # the last colour's three destiny cards (one with the hazard mark, as every colour's) are in the deck
    last = [c for c in state.destiny_deck if DESTINY[c] == (DESTINY_COLOUR, n - 1)]
    assert len(last) == 3 and sum(DESTINY_HAZARD[c] for c in last) == 1
    colours = {int(DESTINY[c][1]) for c in state.destiny_deck if DESTINY[c][0] == DESTINY_COLOUR}
    assert colours == set(range(n))  # at seven, no white
    assert len(state.destiny_deck) == n * 3 + 2 + 3
    # all the dealt flares go into the cosmic deck (two per player, past ten: none added): 14 or 16
    assert _flares(state) == 2 * n
    glutton = [2 if alien == "Glutton" else 0 for alien in state.aliens]  # it draws two more at setup
    assert [len(hand) for hand in state.hands] == [HAND_SIZE + more for more in glutton]
    # and at eight (Cosmic Alliance at the table) its 24 large-group cards join the base 72 (rule sheet)
    large = LARGE_GROUP_CARDS if ALLIANCE in table else 0
    assert len(state.deck) + sum(len(hand) for hand in state.hands) == 72 + large + 2 * n
    assert len(state.unused_flares) == len(table_flares(table)) - 2 * n
    if aliens == "choose":
        dealt = state.extra["dealt"]
        assert len(dealt) == n and len({a for pair in dealt for a in pair}) == 2 * n
    assert check_invariants(state) == []
    assert set(card_census(state).values()) == {1}


def test_a_black_seat_at_a_smaller_table_gets_black_destiny_cards_only() -> None:
    config = GameConfig(seats=_seats("red", "black", "green", "blue"), seed=5, expansions=(CONFLICT,))
    state, _ = new_game(config)
    colours = sorted({int(DESTINY[c][1]) for c in state.destiny_deck if DESTINY[c][0] == DESTINY_COLOUR})
    assert [COLOURS[c] for c in colours] == ["red", "blue", "green", "black"]
    assert _flares(state) == 10  # four players: eight dealt, topped up to ten (R2.5)
    assert check_invariants(state) == []


@pytest.mark.parametrize("players", [6, 7, 8])
def test_the_flare_count_at_the_large_tables(players: int) -> None:
    """Two flares dealt per player go in: 12 at six (any one colour expansion), 14 at seven (any two), 16
    at eight (all three)."""
    for table in itertools.combinations(EXPANSIONS, players - MAX_PLAYERS):
        for aliens in ("none", "random", "choose"):
            state, _ = new_game(default_config(players, seed=players, alien_mode=aliens, expansions=table))
            assert _flares(state) == 2 * players


# -- Conflict aliens only with the expansion -------------------------------------------------------------


class _Testling(hooks.Power):
    """A throwaway alien of the Conflict set (no Conflict alien exists yet)."""

    name: ClassVar[str] = "Testling"
    expansion: ClassVar[str] = "Conflict"


@pytest.mark.interpreted_only  # hands the setup a stand-in for the state
def test_conflict_aliens_are_dealt_only_at_a_conflict_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(hooks.POWERS, "Testling", _Testling())
    monkeypatch.setitem(setup.FLARE_OF, "Testling", next(iter(setup.FLARE_OF.values())))
    seats = _seats("red", "blue", "green")
    for table, dealt in (((), False), ((INCURSION,), False), ((CONFLICT,), True), (BOTH, True)):
        config = GameConfig(seats=seats, expansions=table)
        assert ("Testling" in setup.alien_pool(SimpleNamespace(config=config))) is dealt  # type: ignore[arg-type]
        fixed = GameConfig(seats=seats, expansions=table, aliens=("Testling", None, None))
        if dealt:
            setup.check_fixed(fixed)
        else:
            with pytest.raises(ConfigError, match=r"Cosmic Conflict expansion \(conflict\)"):
                setup.check_fixed(fixed)


# -- random seven- and eight-player games -----------------------------------------------------------------


@pytest.mark.parametrize("players", [7, 8])
@pytest.mark.parametrize("aliens", ["none", "random", "choose"])
def test_random_seven_and_eight_player_games_end(players: int, aliens: str) -> None:
    for seed in range(2):
        result = random_game(players, 300 + seed, aliens=aliens)  # the table turns its expansions on itself
        assert result.finished and result.winners
        assert result.state is not None and result.state.config.expansions == expansions_for(players)
        assert check_invariants(result.state) == []


def _every_variant(config: GameConfig, seed: int) -> GameConfig:
    """``config`` with its expansions' own variants drawn from ``seed``: Cosmic Conflict's hazard deck,
    Cosmic Incursion's reward cards (their deck, shuffled in, or none) and Cosmic Alliance's large-group
    cards (by the table's size, in, or out)."""
    extra: dict[str, Any] = {}
    if config.alliance:
        extra["large_group_cards"] = ("auto", "on", "off")[(seed >> 3) % 3]
    if config.conflict:
        extra["hazards"] = bool(seed & 1)
    if config.incursion:
        extra["rewards"] = ("deck", "common", "none")[(seed >> 1) % 3]
    return dataclasses.replace(config, **extra)


seeds = st.integers(min_value=0, max_value=2**32 - 1)


@pytest.mark.parametrize("players", [7, 8])
@settings(max_examples=examples(8), deadline=None)
@given(seed=seeds, variants=st.booleans())
def test_large_table_games_end_and_keep_the_invariants(players: int, seed: int, variants: bool) -> None:
    """Every action of a random game at seven or eight players, with the table variants and the
    expansions' own (hazards, reward cards) drawn from the seed, keeps the invariants (conservation)."""
    config = variant_config(players, seed, variants)
    assert config.expansions == expansions_for(players) and config.players == players
    if variants:
        config = _every_variant(config, seed)
    state, _ = new_game(config)
    assert check_invariants(state) == []
    last: list[Event] = []
    for state, action, events in walk(config):
        problems = check_invariants(state)
        assert problems == [], f"after action {state.actions} {action!r}: {problems}"
        last = events
    beast = any(e.kind == "everyone_loses" for e in last)  # the Entropy Beast: a game without winners
    assert state.over and (bool(state.winners) or (config.hazards and beast))


@pytest.mark.parametrize("players", [7, 8])
@settings(max_examples=examples(3), deadline=None)
@given(seed=seeds)
def test_large_table_games_keep_their_secrets(players: int, seed: int) -> None:
    """At every step of a random seven- or eight-player game (with the reward deck and hazards when the
    seed's low bit says so), events and prompts go to the right eyes and views depend on no secret."""
    r = Rng(seed)
    rewards, hazards = ("deck", True) if seed & 1 else ("none", False)
    for before, after, _, events in _states(players, seed, rewards, hazards):
        check_events(before, after, events)
        check_prompts(after)
        if after.actions % 9 == 0:
            for seat in [None, *range(players)]:
                assert view_for(scramble(after, seat, r), seat) == view_for(after, seat), seat


# -- the command line ---------------------------------------------------------------------------------------


def test_the_command_line_takes_a_list_of_expansions(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "7", "--incursion", "--games", "1"])
    assert "--expansions incursion,conflict" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "5", "--expansions", "storm"])
    assert "unknown expansion 'storm'" in capsys.readouterr().err
    args = ["simulate", "--players", "7", "--expansions", "incursion,conflict", "--games", "2", "--json"]
    assert main([*args, "--seed", "4"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["errors"] == 0 and len(out["wins_per_seat"]) == 7
    assert main(["simulate", "--players", "6", "--expansions", "conflict", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["errors"] == 0
    assert main(["watch", "--players", "7", "--expansions", "conflict,incursion", "--seed", "5"]) == 0
    assert "--expansions conflict,incursion --seed 5" in capsys.readouterr().out  # how to watch it again
    six = ["tournament", "--players", "6", "--expansions", "conflict", "--games", "1", "--json"]
    assert main([*six, "--seats", "easy,easy,easy,random,random,random"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["expansions"] == ["conflict"] and not summary["incursion"] and summary["errors"] == 0


@pytest.mark.parametrize("seed", [3, 5, 7])
def test_eight_players_with_every_variant_at_once(seed: int) -> None:
    """Eight seats with every expansion and its variants on together: Team Cosmic, the hazard deck, the
    reward deck and the large-group cards (and the seed's own table variants). Every action keeps the
    invariants, and the game ends: won by whole teams (both partners), or by the Entropy Beast."""
    base = variant_config(8, seed, True)
    config = dataclasses.replace(base, teams=True, hazards=True, rewards="deck", large_group_cards="on")
    last: list[Event] = []
    for state, action, events in walk(config):
        problems = check_invariants(state)
        assert problems == [], f"after action {state.actions} {action!r}: {problems}"
        last = events
    assert state.over
    if state.winners:
        pairs = state.extra["teams"]["pairs"]
        assert all(set(p) <= set(state.winners) or not set(p) & set(state.winners) for p in pairs)
    else:
        assert any(e.kind == "everyone_loses" for e in last)
