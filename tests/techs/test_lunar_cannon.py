"""Lunar Cannon: its token between two of the owner's home planets, +10 beside it, moved on a wild destiny
card, and gone with the card (FAQ §4.3)."""

from __future__ import annotations

from game.cards.catalog import DESTINY, DESTINY_WILD
from game.engine import run
from game.invariants import check_invariants
from game.phases.resolution import side_breakdown
from game.state import GameState
from game.techs import discard_tech
from game.techs.catalog import TECH_ID
from game.techs.effects.lunar_cannon import TOKEN
from game.view import view_for
from game.windows import DESTINY_DRAWN
from tests.techs.kit import (
    answer,
    complete_tech,
    give_completed,
    prompt_of,
    revealed_encounter,
    tech_game,
    tech_options,
)

WILD = next(i for i, (kind, _) in enumerate(DESTINY) if kind == DESTINY_WILD)


def complete_cannon(state: GameState, seat: int) -> None:
    """``seat`` completes the Lunar Cannon at a research step (all researchers home on its first colony)."""
    complete_tech(state, seat, "Lunar Cannon")


def encounter_at(state: GameState, offense: int, defense: int, planet: int) -> None:
    """Cards revealed in an encounter of ``offense`` against ``defense`` at ``planet``: attack 6 each side,
    two ships in the gate."""
    revealed_encounter(state, offense, defense, planet, gate=2)


def test_on_completion_the_token_goes_between_two_of_the_owners_home_planets() -> None:
    state = tech_game(3, keep={0: "Lunar Cannon"})
    complete_cannon(state, 0)
    prompt = prompt_of(state, 0, "lunar_cannon_place")
    assert [o["planets"] for o in prompt.options] == [[0, 1], [1, 2], [2, 3], [3, 4]]
    answer(state, 0, {"type": "lunar_cannon", "planets": [1, 2]})
    assert state.extra[TOKEN] == [1, 2]
    assert view_for(state, 2)["techs"]["tokens"]["Lunar Cannon"] == [1, 2]  # public
    assert not check_invariants(state)


def test_the_owner_adds_ten_to_its_side_in_an_encounter_next_to_the_token() -> None:
    state = tech_game(3)
    give_completed(state, 1, "Lunar Cannon")
    state.extra[TOKEN] = [5, 6]  # between seat 1's first two planets
    encounter_at(state, 0, 1, 6)
    defense = side_breakdown(state, "defense")
    assert defense["powers"] == 10 and defense["total"] == 6 + 4 + 10
    assert side_breakdown(state, "offense")["total"] == 6 + 2
    encounter_at(state, 0, 1, 7)  # not next to the token
    assert side_breakdown(state, "defense")["total"] == 6 + 4


def test_an_owner_allied_with_the_offense_adds_ten_too() -> None:
    state = tech_game(3)
    give_completed(state, 2, "Lunar Cannon")
    state.extra[TOKEN] = [5, 6]
    encounter_at(state, 0, 1, 5)
    state.enc.off_allies = 1 << 2
    assert side_breakdown(state, "offense")["total"] == 6 + 2 + 10
    state.enc.off_allies = 0  # not in the encounter: nothing
    assert side_breakdown(state, "offense")["total"] == 6 + 2


def test_a_wild_destiny_card_lets_the_owner_move_the_token_to_any_system() -> None:
    state = tech_game(3)
    give_completed(state, 1, "Lunar Cannon")
    state.extra[TOKEN] = [5, 6]
    state.prompts, state.queue = [], []
    state.enc.destiny_card = WILD
    state.queue += [("research",), ("window", DESTINY_DRAWN, WILD)]  # research: a prompt to stop at after
    run(state, [])
    moves = [o["planets"] for o in tech_options(state, 1)]
    assert [10, 11] in moves and [0, 1] in moves and [5, 6] not in moves
    answer(state, 1, {"type": "tech", "tech": TECH_ID["Lunar Cannon"], "planets": [10, 11]})
    assert state.extra[TOKEN] == [10, 11]
    assert prompt_of(state, 1, "window") is None  # once per wild card drawn
    assert TECH_ID["Lunar Cannon"] in state.techs_done[1]  # it stays in play


def test_a_colour_destiny_card_moves_nothing() -> None:
    state = tech_game(3)
    give_completed(state, 1, "Lunar Cannon")
    state.extra[TOKEN] = [5, 6]
    colour = next(i for i, (kind, _) in enumerate(DESTINY) if kind != DESTINY_WILD)
    state.prompts, state.queue = [], []
    state.queue += [("research",), ("window", DESTINY_DRAWN, colour)]
    run(state, [])
    assert tech_options(state, 1) == []


def test_the_token_leaves_with_the_card_which_may_then_be_researched_again() -> None:
    """FAQ: the card stays in play with its token; once discarded the token goes, and a second completer
    places it anew."""
    state = tech_game(3)
    give_completed(state, 1, "Lunar Cannon")
    state.extra[TOKEN] = [5, 6]
    discard_tech(state, [], 1, TECH_ID["Lunar Cannon"])
    assert TOKEN not in state.extra and TECH_ID["Lunar Cannon"] in state.tech_discard
    complete_cannon(state, 2)
    answer(state, 2, {"type": "lunar_cannon", "planets": [13, 14]})
    assert state.extra[TOKEN] == [13, 14]
    assert not check_invariants(state)
