"""Energy Cloak: used by the offense once the planet is chosen, the defense may invite no allies. FAQ
§4.3: it blocks invitations only; Parasite may still join the defense uninvited."""

from __future__ import annotations

from game.invariants import check_invariants
from game.state import GameState
from game.techs.catalog import TECH_ID
from game.windows import AIMED
from tests.techs.kit import answer, give_completed, pass_all, prompt_of, tech_game, tech_options
from tests.techs.wkit import open_window


def cloaked(state: GameState) -> None:
    """Seat 0 attacks seat 1's planet 6 and uses its Energy Cloak; then the alliance phase."""
    give_completed(state, 0, "Energy Cloak")
    state.offense, state.enc.defense, state.enc.target = 0, 1, 6
    open_window(state, AIMED, 6, ("alliance",))
    uses = tech_options(state, 0)
    assert uses == [{"type": "tech", "tech": TECH_ID["Energy Cloak"]}]
    assert tech_options(state, 1) == []  # the offense's alone
    answer(state, 0, uses[0])
    pass_all(state, "window")


def test_the_defense_is_not_asked_to_invite() -> None:
    state = tech_game(4)
    cloaked(state)
    answer(state, 0, {"type": "invite", "seats": [2]})
    assert prompt_of(state, 1, "invite_defense") is None
    assert state.enc.invited_def == 0
    p = prompt_of(state, 2)
    assert p is not None and p.spec["sides"] == ["offense"]
    assert prompt_of(state, 3) is None  # seat 3 was invited by nobody
    assert TECH_ID["Energy Cloak"] in state.tech_discard
    assert not check_invariants(state)


def test_parasite_may_still_join_the_defense_uninvited() -> None:
    state = tech_game(4, aliens=("Trader", "Virus", "Parasite", "Zombie"))
    cloaked(state)
    answer(state, 0, {"type": "invite", "seats": []})
    assert prompt_of(state, 1, "invite_defense") is None
    p = prompt_of(state, 2)
    assert p is not None and "defense" in p.spec["sides"]
    assert not check_invariants(state)


def test_without_the_cloak_the_defense_invites_as_usual() -> None:
    state = tech_game(4)
    state.offense, state.enc.defense, state.enc.target = 0, 1, 6
    open_window(state, AIMED, 6, ("alliance",))
    answer(state, 0, {"type": "invite", "seats": [2]})
    assert prompt_of(state, 1, "invite_defense") is not None
