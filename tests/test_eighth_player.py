"""The white player and eight-player tables (Cosmic Alliance; docs/rules.md, "Cosmic Alliance: the white
player and eight players"): ``alliance`` among the expansions brings white and a seat, eight players need
all three colour expansions, white's destiny cards (one with the hazard mark) join only with a white seat,
refusals that say what is missing, saves and the wire, and the command line. Random eight-player games
with invariants and secrecy are in test_seventh_player.py (the large-table tests run at seven and eight)."""

from __future__ import annotations

import itertools
import json

import pytest

from game.cards.catalog import DESTINY, DESTINY_COLOUR, DESTINY_HAZARD
from game.config import (
    ALLIANCE,
    COLOURS,
    CONFLICT,
    EXPANSION_COLOURS,
    EXPANSION_TITLES,
    EXPANSIONS,
    INCURSION,
    MAX_PLAYERS,
    GameConfig,
    SeatConfig,
    default_config,
    expansions_for,
    max_players,
    seats_text,
    table_colours,
)
from game.engine import new_game
from game.errors import ConfigError
from game.expansion_flags import seats_refusal
from game.hazards.catalog import has_warning
from game.invariants import check_invariants
from main import main

WHITE = COLOURS.index("white")
ALL = (ALLIANCE, CONFLICT, INCURSION)  # sorted, as a config keeps them


def _seats(*colours: str) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(c.capitalize(), c) for c in colours)


# -- the table's size and colours -------------------------------------------------------------------------


def test_cosmic_alliance_brings_white() -> None:
    assert EXPANSIONS == (INCURSION, CONFLICT, ALLIANCE)
    assert (EXPANSION_TITLES[ALLIANCE], EXPANSION_COLOURS[ALLIANCE]) == ("Cosmic Alliance", "white")
    assert table_colours((ALLIANCE,)) == (*table_colours(()), "white")
    assert table_colours(ALL) == COLOURS  # all eight, white last


def test_each_colour_expansion_adds_one_seat_whichever_they_are() -> None:
    for k in range(len(EXPANSIONS) + 1):
        for table in itertools.combinations(EXPANSIONS, k):
            assert max_players(table) == MAX_PLAYERS + k, table
    assert expansions_for(8) == ALL and expansions_for(7, [ALLIANCE]) == (ALLIANCE, INCURSION)


def test_eight_players_need_all_three_colour_expansions() -> None:
    for two in itertools.combinations(EXPANSIONS, 2):
        with pytest.raises(ConfigError, match=r"3 to 7 players, not 8 \(an eighth player needs Cosmic"):
            default_config(8, expansions=two)
    config = default_config(8, seed=2, expansions=ALL)
    assert config.expansions == ALL and config.alliance and config.conflict and config.incursion
    assert [s.colour for s in config.seats] == list(COLOURS)
    with pytest.raises(ConfigError, match="3 to 8 players, not 9"):
        GameConfig(seats=(*config.seats, SeatConfig("Pink", "pink")), expansions=ALL)


def test_seven_players_take_any_two_colour_expansions() -> None:
    for two in itertools.combinations(EXPANSIONS, 2):
        config = default_config(7, seed=1, expansions=two)
        assert {s.colour for s in config.seats[5:]} == {EXPANSION_COLOURS[e] for e in two}
    with pytest.raises(ConfigError, match=r"a seventh player needs two of .* or Cosmic Alliance"):
        default_config(7, expansions=(ALLIANCE,))


def test_the_refusals_count_by_rule() -> None:
    assert seats_text(5) == ""
    assert "a sixth player needs one of Cosmic Incursion, Cosmic Conflict or Cosmic Alliance" in seats_text(6)
    assert "a seventh player needs two of" in seats_text(7)
    assert "an eighth player needs Cosmic Incursion, Cosmic Conflict and Cosmic Alliance" in seats_text(8)
    assert "at most 8" in seats_text(9)


def test_white_is_refused_without_cosmic_alliance() -> None:
    with pytest.raises(ConfigError, match="white needs the Cosmic Alliance expansion"):
        GameConfig(seats=_seats("red", "white", "blue"), expansions=(CONFLICT, INCURSION))
    assert GameConfig(seats=_seats("red", "white", "blue"), expansions=(ALLIANCE,)).players == 3


# -- white's destiny cards, planets and ships --------------------------------------------------------------


def test_white_has_three_destiny_cards_one_with_the_hazard_mark() -> None:
    white = [c for c, card in enumerate(DESTINY) if card == (DESTINY_COLOUR, WHITE)]
    assert len(white) == 3 and sum(DESTINY_HAZARD[c] for c in white) == 1
    assert sum(has_warning(c) for c in white) == 1  # the hazard deck reads the same mark


def test_a_white_seat_at_a_smaller_table_gets_white_destiny_cards_and_a_home_system() -> None:
    config = GameConfig(seats=_seats("red", "white", "green", "blue"), seed=5, expansions=(ALLIANCE,))
    state, _ = new_game(config)
    colours = sorted({int(DESTINY[c][1]) for c in state.destiny_deck if DESTINY[c][0] == DESTINY_COLOUR})
    assert [COLOURS[c] for c in colours] == ["red", "blue", "green", "white"]
    n = state.n
    white_home = [p for p, home in enumerate(state.planet_home) if home == 1]  # white sits in seat 1
    assert len(white_home) == 5 and all(state.ships[p * n + 1] == 4 for p in white_home)
    assert check_invariants(state) == []


def test_without_a_white_seat_its_destiny_cards_stay_out() -> None:
    state, _ = new_game(default_config(7, seed=3, expansions=(ALLIANCE, INCURSION)))  # white is the seventh
    assert state.config.seats[6].colour == "white"
    state, _ = new_game(default_config(5, seed=3, expansions=ALL))  # Alliance on, but no white seat
    assert all(DESTINY[c] != (DESTINY_COLOUR, WHITE) for c in state.destiny_deck)


# -- saves and the wire --------------------------------------------------------------------------------------


def test_an_alliance_table_adds_its_list_and_round_trips() -> None:
    for table in ((ALLIANCE,), (ALLIANCE, INCURSION), ALL):
        config = default_config(max_players(table), seed=4, expansions=table)
        data = json.loads(json.dumps(config.to_dict()))
        assert data["incursion"] is (INCURSION in table) and data["expansions"] == list(table)
        assert GameConfig.from_dict(data) == config


def test_a_table_without_alliance_writes_what_it_wrote_before() -> None:
    """The plain form of a table without Alliance (none, Incursion alone, Conflict, both) is the one the
    build before it wrote, key for key, so saves and hashes stay the same."""
    assert default_config(5, seed=9).to_dict()["incursion"] is False
    assert "expansions" not in default_config(6, seed=9, incursion=True).to_dict()
    data = default_config(7, seed=9, expansions=(CONFLICT, INCURSION)).to_dict()
    assert data["expansions"] == ["conflict", "incursion"]


# -- the command line ---------------------------------------------------------------------------------------


def test_the_command_line_refuses_eight_without_all_three(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "8", "--expansions", "incursion,conflict", "--games", "1"])
    err = capsys.readouterr().err
    assert "--players 8 needs Cosmic Incursion, Cosmic Conflict and Cosmic Alliance" in err
    assert "--expansions incursion,conflict,alliance" in err
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "9", "--games", "1"])  # argparse: not a choice
    assert "invalid choice: 9" in capsys.readouterr().err
    why = seats_refusal(7, [ALLIANCE])
    assert why is not None and "add one of incursion (orange) or conflict (black)" in why
    assert seats_refusal(8, ALL) is None and seats_refusal(6, [ALLIANCE]) is None


def test_the_command_line_plays_eight(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--players", "8", "--expansions", "incursion,conflict,alliance", "--games", "2"]
    assert main([*args, "--aliens", "random", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["errors"] == 0 and len(out["wins_per_seat"]) == 8
    watch = ["watch", "--players", "8", "--expansions", "alliance,conflict,incursion", "--seed", "5"]
    assert main(watch) == 0
    assert "--expansions alliance,conflict,incursion --seed 5" in capsys.readouterr().out
    tour = ["tournament", "--players", "8", "--expansions", "incursion,conflict,alliance", "--games", "1"]
    assert main([*tour, "--seats", ",".join(["easy"] * 8), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["expansions"] == list(ALL) and summary["errors"] == 0
