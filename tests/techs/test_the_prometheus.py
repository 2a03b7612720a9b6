"""The Prometheus: a ship of its own worth 3 more in an encounter, moving with its owner's ships; the
token stays while the card is in play and leaves with it (FAQ §4.3)."""

from __future__ import annotations

from game.board import GATE, WARP, move, ship_total, ships_owned
from game.engine import run
from game.invariants import check_invariants
from game.phases.resolution import side_breakdown
from game.state import GameState
from game.techs import discard_tech
from game.techs.catalog import TECH_ID
from game.techs.effects.the_prometheus import TOKEN
from game.view import view_for
from game.windows import AIMED
from tests.techs.kit import (
    answer,
    complete_tech,
    give_completed,
    revealed_encounter,
    tech_game,
    tech_options,
)

PROMETHEUS = TECH_ID["The Prometheus"]


def complete(state: GameState, seat: int, planet: int) -> None:
    """``seat`` completes The Prometheus (researchers home on its first colony) and puts the token on
    ``planet``."""
    complete_tech(state, seat, "The Prometheus")
    answer(state, seat, {"type": "prometheus", "planet": planet})


def with_token(seat: int = 0, planet: int = 1) -> GameState:
    """A three-player table where ``seat`` has the Prometheus on ``planet``."""
    state = tech_game(3, keep={seat: "The Prometheus"})
    complete(state, seat, planet)
    return state


def encounter(state: GameState, offense: int, defense: int, planet: int) -> None:
    """Attack 6 against attack 6 at ``planet``, nothing else on the table yet."""
    revealed_encounter(state, offense, defense, planet)


def test_the_token_is_an_extra_ship_on_a_colony_of_the_owners_choice() -> None:
    state = with_token(0, 4)
    assert state.extra[TOKEN] == {"seat": 0, "at": 4}
    assert state.ships[4 * 3 + 0] == 5 and ships_owned(state, 0) == 21 == ship_total(state, 0)
    assert view_for(state, 1)["techs"]["tokens"]["The Prometheus"] == {"seat": 0, "at": 4}
    assert not check_invariants(state)


def test_it_stays_while_other_ships_leave_and_goes_when_the_last_one_does() -> None:
    state = with_token(0, 2)
    move(state, [], 0, 2, 3, 2)
    assert state.extra[TOKEN]["at"] == 2
    move(state, [], 0, 2, WARP, 2)
    assert state.extra[TOKEN]["at"] == WARP
    move(state, [], 0, WARP, 4, 1)  # it comes back first from the warp
    assert state.extra[TOKEN]["at"] == 4
    assert not check_invariants(state)


def test_the_owner_may_send_it_with_the_ships_launched_from_its_planet() -> None:
    state = with_token(0, 2)
    encounter(state, 0, 1, 5)
    state.queue += [("research",), ("window", AIMED, 5)]
    run(state, [])
    assert tech_options(state, 0) == [{"type": "tech", "tech": PROMETHEUS, "send": True}]
    answer(state, 0, {"type": "tech", "tech": PROMETHEUS, "send": True})
    move(state, [], 0, 2, GATE, 2)
    assert state.extra[TOKEN]["at"] == GATE
    offense = side_breakdown(state, "offense")
    assert offense["ship_count"] == 2 and offense["total"] == 6 + 2 + 3


def test_without_the_choice_launched_ships_leave_it_home() -> None:
    state = with_token(0, 2)
    encounter(state, 0, 1, 5)
    move(state, [], 0, 2, GATE, 2)
    assert state.extra[TOKEN]["at"] == 2
    assert side_breakdown(state, "offense")["total"] == 6 + 2


def test_on_the_targeted_planet_it_defends_worth_four() -> None:
    state = with_token(1, 9)
    encounter(state, 0, 1, 9)
    defense = side_breakdown(state, "defense")
    assert defense["ship_count"] == 5 and defense["total"] == 6 + 5 + 3
    encounter(state, 0, 1, 8)
    assert side_breakdown(state, "defense")["total"] == 6 + 4


def test_the_token_leaves_with_the_card_and_a_second_completer_places_it_anew() -> None:
    """FAQ: the token stays while the card is in play; once the card is discarded it leaves the game."""
    state = with_token(0, 4)
    discard_tech(state, [], 0, PROMETHEUS)
    assert TOKEN not in state.extra and ships_owned(state, 0) == 20 == ship_total(state, 0)
    assert state.ships[4 * 3 + 0] == 4
    assert not check_invariants(state)
    complete(state, 2, 12)
    assert state.extra[TOKEN] == {"seat": 2, "at": 12} and ships_owned(state, 2) == 21
    assert not check_invariants(state)


def test_given_in_play_without_completing_nothing_is_placed() -> None:
    state = tech_game(3)
    give_completed(state, 0, "The Prometheus")
    assert TOKEN not in state.extra and tech_options(state, 0) == []
