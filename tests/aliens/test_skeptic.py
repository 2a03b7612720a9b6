"""Skeptic (Cosmic Alliance): before the cards, a doubt told to the opposing main player. Agreeing, an
offense withdraws and a defense lets the offense land beside its ships; double-doubting, whichever of the
two loses (or fails a deal) loses twice the ships (FAQ erratum: either side, both if both lose; double
compensation; the loser picks the extra ships). Super (FAQ erratum): 1-20 ships at risk instead of
doubling. Wild (rebuilt): a doubt whose double doubt costs one ship more."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run

from game.board import ships_on
from game.engine import apply
from game.moves import LOSING
from game.state import GameState

ALLIANCE = {"expansions": ["alliance"]}
DOUBT = {"type": "power", "alien": "Skeptic", "use": "doubt"}


def _data(aliens: list[str], off: str = "Attack 20", de: str = "Attack 04", **kw: Any) -> dict[str, Any]:
    """Seat 0 (3 ships in the gate) attacks seat 1 (4 ships on planet 5); stops at the Planning window."""
    hands = kw.pop("hands", None) or {"0": [off, "Attack 10"], "1": [de, "Attack 06"], "2": ["Attack 06"]}
    data = encounter(aliens, hands, off, de, config=ALLIANCE, **kw)
    data["actions"] = data["actions"][: 4 + len(kw.get("allies", ()))]
    return data


def _pass_windows(state: GameState) -> None:
    while any(p.ctx == "window" for p in state.prompts):
        p = next(p for p in state.prompts if p.ctx == "window")
        apply(state, {"seat": p.seat, "type": "pass"})


def _cards(state: GameState, off: str, de: str) -> None:
    """Both main players choose their cards (by name) once the windows are passed."""
    from game.scenario import named_cards

    _pass_windows(state)
    for seat, name in ((0, off), (1, de)):
        apply(state, named_cards({"seat": seat, "type": "encounter_card", "card": name}, state.hands[seat]))
    _pass_windows(state)


def test_a_defense_that_agrees_lets_the_offense_land_beside_its_ships() -> None:
    state = run(_data(["Skeptic", "", ""])).state
    apply(state, {"seat": 0, **DOUBT})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": True})
    assert ships_on(state, 5, 0) == 3 and ships_on(state, 5, 1) == 4
    assert state.enc.success
    assert any(p.ctx == "second_encounter" for p in state.prompts)


def test_a_defense_that_agrees_sends_its_allies_home() -> None:
    allies = ({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 2]]},)
    state = run(_data(["Skeptic", "", ""], invites=([], [2]), allies=allies)).state
    apply(state, {"seat": 0, **DOUBT})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": True})
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "return_ships"
    apply(state, {"seat": 2, "type": "place", "ships": [[10, 2]]})
    assert state.warp[2] == 0 and ships_on(state, 10, 2) == 4


def test_an_offense_that_agrees_ends_its_turn_and_goes_home() -> None:
    state = run(_data(["", "Skeptic", ""])).state
    apply(state, {"seat": 1, **DOUBT})
    events = apply(state, {"seat": 0, "type": "skeptic_answer", "agree": True})
    prompt = next(p for p in state.prompts if p.seat == 0)
    if prompt.ctx == "return_ships":
        events += apply(state, {"seat": 0, "type": "place", "ships": [[0, 3]]})
    assert state.gate[0] == 0 and state.warp[0] == 0
    assert any(e.kind == "turn_ended" and e.data["seat"] == 0 for e in events)
    assert not ships_on(state, 5, 0)


def test_double_doubt_the_losing_opponent_loses_twice_its_ships() -> None:
    state = run(_data(["Skeptic", "", ""])).state
    apply(state, {"seat": 0, **DOUBT})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": False})
    _cards(state, "Attack 20", "Attack 04")
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert prompt.ctx == "lose_ships" and prompt.spec["max"] == 4 and prompt.spec["kind"] == LOSING
    assert all(loc != 5 for loc, _ in prompt.spec["sources"])  # from outside the encounter, its choice
    apply(state, {"seat": 1, "type": "lose", "ships": [[6, 4]]})
    assert state.warp[1] == 8 and state.warp[0] == 0


def test_double_doubt_a_losing_skeptic_loses_twice_its_ships() -> None:
    state = run(_data(["Skeptic", "", ""], off="Attack 04", de="Attack 20")).state
    apply(state, {"seat": 0, **DOUBT})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": False})
    _cards(state, "Attack 04", "Attack 20")
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert prompt.ctx == "lose_ships" and prompt.spec["max"] == 3
    apply(state, {"seat": 0, "type": "lose", "ships": [[1, 3]]})
    assert state.warp[0] == 6 and state.warp[1] == 0


def test_faq_when_both_sides_lose_both_lose_double() -> None:
    state = run(_data(["Skeptic", "", ""])).state
    apply(state, {"seat": 0, **DOUBT})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": False})
    state.enc.mods.winner = "both_lose"  # as a Morph against a Morph would (FAQ V4)
    _cards(state, "Attack 20", "Attack 04")
    for seat, planet, count in ((0, 1, 3), (1, 6, 4)):
        prompt = next(p for p in state.prompts if p.seat == seat)
        assert prompt.ctx == "lose_ships" and prompt.spec["max"] == count
        apply(state, {"seat": seat, "type": "lose", "ships": [[planet, count]]})
    assert state.warp[0] == 6 and state.warp[1] == 8


def test_faq_a_double_doubted_negotiate_collects_double_compensation() -> None:
    attacks = ["Attack 20", "Attack 10", "Attack 12", "Attack 13", "Attack 14", "Attack 15", "Attack 08"]
    hands = {"0": [*attacks, "Attack 09", "Attack 07"], "1": ["Negotiate", "Attack 06"], "2": ["Attack 06"]}
    state = run(_data(["Skeptic", "", ""], de="Negotiate", hands=hands)).state
    apply(state, {"seat": 0, **DOUBT})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": False})
    _cards(state, "Attack 20", "Negotiate")
    apply(state, {"seat": 1, "type": "lose", "ships": [[6, 4]]})
    _pass_windows(state)
    assert state.warp[1] == 8
    assert len(state.hands[1]) == 1 + 8  # its Attack 06, and a card per ship lost: eight


def test_a_failed_deal_costs_the_doubted_pair_six_ships_each() -> None:
    hands = {"0": ["Negotiate", "Attack 10"], "1": ["Negotiate", "Attack 06"], "2": ["Attack 06"]}
    state = run(_data(["Skeptic", "", ""], hands=hands)).state
    apply(state, {"seat": 0, **DOUBT})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": False})
    assert state.enc.mods.doubled_losses == [0, 1]
    _cards(state, "Negotiate", "Negotiate")
    prompt = next(p for p in state.prompts if p.ctx.startswith("deal"))
    apply(state, {"seat": prompt.seat, "type": "deal_fail"})
    _pass_windows(state)
    losses = {p.seat: p.spec["max"] for p in state.prompts if p.ctx == "lose_ships"}
    assert losses.get(0, 6) == 6
    apply(state, {"seat": 0, "type": "lose", "ships": [[1, 4], [2, 2]]})
    prompt = next(p for p in state.prompts if p.ctx == "lose_ships")
    assert prompt.seat == 1 and prompt.spec["max"] == 6


def test_super_names_the_ships_at_risk_instead_of_doubling() -> None:
    hands = {"0": ["Attack 20", "Flare: Skeptic"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06"]}
    state = run(_data(["Skeptic", "", ""], hands=hands)).state
    apply(state, {"seat": 0, **DOUBT})
    prompt = next(p for p in state.prompts if p.seat == 0)
    option = next(o for o in prompt.options if o.get("half") == "super")
    apply(state, {"seat": 0, **option})
    _pass_windows(state)
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert prompt.ctx == "skeptic_risk" and len(prompt.options) == 20
    apply(state, {"seat": 0, "type": "skeptic_risk", "risk": 6})
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": False})
    assert state.enc.mods.added_losses == {"0": 6, "1": 6} and state.enc.mods.doubled_losses is None
    _cards(state, "Attack 20", "Attack 04")
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert prompt.spec["max"] == 6
    apply(state, {"seat": 1, "type": "lose", "ships": [[6, 4], [7, 2]]})
    assert state.warp[1] == 10


def test_wild_any_player_may_doubt_and_the_loser_loses_one_more() -> None:
    allies = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 1]]},)
    hands = {"0": ["Attack 20"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 06", "Flare: Skeptic"]}
    state = run(_data(["", "", "Human"], invites=([2], []), allies=allies, hands=hands)).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    option = next(o for o in prompt.options if o.get("half") == "wild")
    apply(state, {"seat": 2, **option})
    _pass_windows(state)
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert prompt.ctx == "skeptic_answer" and prompt.spec == {"by": 2, "risk": 1}
    apply(state, {"seat": 1, "type": "skeptic_answer", "agree": False})
    _cards(state, "Attack 20", "Attack 04")
    prompt = next(p for p in state.prompts if p.seat == 1)
    assert prompt.spec["max"] == 1
